CREATE TABLE "cursos_academicos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"inicio" date NOT NULL,
	"fin" date NOT NULL,
	"actual" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cursos_academicos_codigo" CHECK ("cursos_academicos"."codigo" ~ '^[0-9]{4}/[0-9]{4}$' and substr("cursos_academicos"."codigo", 6, 4)::int = substr("cursos_academicos"."codigo", 1, 4)::int + 1),
	CONSTRAINT "cursos_academicos_fechas" CHECK ("cursos_academicos"."fin" > "cursos_academicos"."inicio")
);
--> statement-breakpoint
CREATE TABLE "dias_no_lectivos" (
	"fecha" date PRIMARY KEY NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franjas" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden" smallint NOT NULL,
	"inicio" text NOT NULL,
	"fin" text NOT NULL,
	"recreo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "franjas_orden_unique" UNIQUE("orden"),
	CONSTRAINT "franjas_inicio" CHECK ("franjas"."inicio" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "franjas_fin" CHECK ("franjas"."fin" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "franjas_fin_tras_inicio" CHECK ("franjas"."fin" > "franjas"."inicio")
);
--> statement-breakpoint
CREATE TABLE "horario" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso_academico" text NOT NULL,
	"dia" smallint NOT NULL,
	"franja_id" integer NOT NULL,
	"aula_id" integer,
	"grupo" text NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"docente_id" integer NOT NULL,
	"desdoble" boolean DEFAULT false NOT NULL,
	CONSTRAINT "horario_dia" CHECK ("horario"."dia" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_franja_id_franjas_id_fk" FOREIGN KEY ("franja_id") REFERENCES "public"."franjas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_aula_id_aulas_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_docente_id_usuarios_id_fk" FOREIGN KEY ("docente_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "cursos_academicos_actual" ON "cursos_academicos" USING btree ("actual") WHERE "cursos_academicos"."actual";--> statement-breakpoint
CREATE UNIQUE INDEX "horario_docente_franja" ON "horario" USING btree ("curso_academico","dia","franja_id","docente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "horario_grupo_franja" ON "horario" USING btree ("curso_academico","dia","franja_id","grupo") WHERE not "horario"."desdoble";--> statement-breakpoint
CREATE UNIQUE INDEX "horario_aula_franja" ON "horario" USING btree ("curso_academico","dia","franja_id","aula_id") WHERE not "horario"."desdoble";--> statement-breakpoint
CREATE INDEX "horario_modulo_idx" ON "horario" USING btree ("modulo","ciclo");--> statement-breakpoint
CREATE INDEX "horario_grupo_idx" ON "horario" USING btree ("grupo");