CREATE TABLE "horario_aulas" (
	"horario_id" integer NOT NULL,
	"aula_id" integer NOT NULL,
	CONSTRAINT "horario_aulas_horario_id_aula_id_pk" PRIMARY KEY("horario_id","aula_id")
);
--> statement-breakpoint
ALTER TABLE "horario_aulas" ADD CONSTRAINT "horario_aulas_horario_id_horario_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."horario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_aulas" ADD CONSTRAINT "horario_aulas_aula_id_aulas_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horario_aulas_aula_idx" ON "horario_aulas" USING btree ("aula_id");