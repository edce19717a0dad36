CREATE TABLE "matricula_versiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"matricula_id" integer NOT NULL,
	"version" integer NOT NULL,
	"enviada" timestamp with time zone DEFAULT now() NOT NULL,
	"datos" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "convalidacion_modulos" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "matricula_versiones" ADD CONSTRAINT "matricula_versiones_matricula_id_matriculas_id_fk" FOREIGN KEY ("matricula_id") REFERENCES "public"."matriculas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matricula_versiones_unica" ON "matricula_versiones" USING btree ("matricula_id","version");--> statement-breakpoint
ALTER TABLE "convalidacion_modulos" ADD CONSTRAINT "convalidacion_modulos_motivo" CHECK ("convalidacion_modulos"."motivo" is null or "convalidacion_modulos"."estado" = 'denegada');