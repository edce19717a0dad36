-- The school year as a dimension of group membership, teaching assignments, tutorías and module
-- enrolments (issue 46, decision 067). Hand-edited after drizzle-kit generate, like 0017: the
-- columns are filled before they become NOT NULL and part of the keys, so today's rows go to the
-- current school year; the tutor moves from grupos.tutor_id to tutorias before the column goes.
-- The current year is the app's (getCursoActual): the one marked, else the one today falls in
-- (Europe/Madrid, from July), created with the default dates, as asegurarCurso would, only when
-- there is something to put in it.
CREATE TEMPORARY TABLE "curso_del_calendario_0021" ON COMMIT DROP AS
  SELECT y || '/' || (y + 1) AS "codigo", make_date(y, 9, 15) AS "inicio", make_date(y + 1, 6, 22) AS "fin"
  FROM (SELECT CASE WHEN extract(month FROM d) >= 7 THEN extract(year FROM d)::int ELSE extract(year FROM d)::int - 1 END AS y
        FROM (SELECT (now() AT TIME ZONE 'Europe/Madrid')::date AS d) AS hoy) AS calendario;--> statement-breakpoint
INSERT INTO "cursos_academicos" ("codigo", "inicio", "fin", "actual")
  SELECT "codigo", "inicio", "fin", true FROM "curso_del_calendario_0021"
  WHERE NOT EXISTS (SELECT 1 FROM "cursos_academicos" WHERE "actual")
    AND (EXISTS (SELECT 1 FROM "grupo_estudiantes") OR EXISTS (SELECT 1 FROM "imparticiones")
      OR EXISTS (SELECT 1 FROM "matriculas_modulo") OR EXISTS (SELECT 1 FROM "grupos" WHERE "tutor_id" IS NOT NULL))
  ON CONFLICT ("codigo") DO NOTHING;--> statement-breakpoint
CREATE TEMPORARY TABLE "curso_actual_0021" ON COMMIT DROP AS
  SELECT coalesce((SELECT "codigo" FROM "cursos_academicos" WHERE "actual" LIMIT 1), (SELECT "codigo" FROM "curso_del_calendario_0021")) AS "codigo";--> statement-breakpoint
CREATE TABLE "tutorias" (
	"grupo" text NOT NULL,
	"curso_academico" text NOT NULL,
	"tutor_id" integer NOT NULL,
	CONSTRAINT "tutorias_grupo_curso_academico_pk" PRIMARY KEY("grupo","curso_academico")
);
--> statement-breakpoint
INSERT INTO "tutorias" ("grupo", "curso_academico", "tutor_id")
  SELECT "codigo", (SELECT "codigo" FROM "curso_actual_0021"), "tutor_id" FROM "grupos" WHERE "tutor_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" DROP CONSTRAINT "grupo_estudiantes_grupo_grupos_codigo_fk";
--> statement-breakpoint
ALTER TABLE "grupos" DROP CONSTRAINT "grupos_tutor_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "imparticiones" DROP CONSTRAINT "imparticiones_modulo_ciclo_modulos_codigo_ciclo_fk";
--> statement-breakpoint
ALTER TABLE "matriculas_modulo" DROP CONSTRAINT "matriculas_modulo_modulo_ciclo_modulos_codigo_ciclo_fk";
--> statement-breakpoint
DROP INDEX "grupos_tutor_unico";--> statement-breakpoint
DROP INDEX "grupo_estudiantes_grupo_idx";--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" DROP CONSTRAINT "grupo_estudiantes_pkey";--> statement-breakpoint
ALTER TABLE "imparticiones" DROP CONSTRAINT "imparticiones_docente_id_modulo_ciclo_grupo_pk";--> statement-breakpoint
ALTER TABLE "matriculas_modulo" DROP CONSTRAINT "matriculas_modulo_estudiante_id_modulo_ciclo_pk";--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD COLUMN "curso_academico" text;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD COLUMN "curso_academico" text;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD COLUMN "borrador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD COLUMN "curso_academico" text;--> statement-breakpoint
UPDATE "grupo_estudiantes" SET "curso_academico" = (SELECT "codigo" FROM "curso_actual_0021");--> statement-breakpoint
UPDATE "imparticiones" SET "curso_academico" = (SELECT "codigo" FROM "curso_actual_0021");--> statement-breakpoint
UPDATE "matriculas_modulo" SET "curso_academico" = (SELECT "codigo" FROM "curso_actual_0021");--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ALTER COLUMN "curso_academico" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "imparticiones" ALTER COLUMN "curso_academico" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ALTER COLUMN "curso_academico" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD CONSTRAINT "grupo_estudiantes_estudiante_id_curso_academico_pk" PRIMARY KEY("estudiante_id","curso_academico");--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_docente_id_modulo_ciclo_grupo_curso_academico_pk" PRIMARY KEY("docente_id","modulo","ciclo","grupo","curso_academico");--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD CONSTRAINT "matriculas_modulo_estudiante_id_modulo_ciclo_curso_academico_pk" PRIMARY KEY("estudiante_id","modulo","ciclo","curso_academico");--> statement-breakpoint
ALTER TABLE "tutorias" ADD CONSTRAINT "tutorias_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tutorias" ADD CONSTRAINT "tutorias_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tutorias" ADD CONSTRAINT "tutorias_tutor_id_usuarios_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutorias_tutor_unico" ON "tutorias" USING btree ("tutor_id","curso_academico");--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD CONSTRAINT "grupo_estudiantes_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD CONSTRAINT "grupo_estudiantes_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD CONSTRAINT "matriculas_modulo_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD CONSTRAINT "matriculas_modulo_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "grupo_estudiantes_grupo_idx" ON "grupo_estudiantes" USING btree ("grupo","curso_academico");--> statement-breakpoint
ALTER TABLE "grupos" DROP COLUMN "tutor_id";--> statement-breakpoint
ALTER TABLE "cursos_academicos" ADD COLUMN "cierre" date;