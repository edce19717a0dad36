-- An account holds a set of cargos instead of one type (issue 43; docs/decisions/058). Everyone
-- keeps the type they had as their only cargo; a jefatura who already teaches a module or tutors a
-- group (the old model allowed both) also gets «docente», so those classes keep a teacher who
-- can reach them. Sorted in the enum's order, as lib/acceso/cargos.ts writes them.
ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_codigo_solo_estudiantes";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cargos" "tipo_usuario"[];--> statement-breakpoint
UPDATE "usuarios" AS "u" SET "cargos" = CASE
  WHEN "u"."tipo" = 'jefatura' AND (
    EXISTS (SELECT 1 FROM "imparticiones" AS "i" WHERE "i"."docente_id" = "u"."id")
    OR EXISTS (SELECT 1 FROM "grupos" AS "g" WHERE "g"."tutor_id" = "u"."id")
  ) THEN ARRAY['docente', 'jefatura']::"tipo_usuario"[]
  ELSE ARRAY["u"."tipo"]
END;--> statement-breakpoint
ALTER TABLE "usuarios" ALTER COLUMN "cargos" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "usuarios_cargos_idx" ON "usuarios" USING gin ("cargos");--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "tipo";--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_cargos_no_vacios" CHECK (cardinality("usuarios"."cargos") >= 1);--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_estudiante_exclusivo" CHECK (not ('estudiante' = any("usuarios"."cargos")) or "usuarios"."cargos" = array['estudiante']::tipo_usuario[]);--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_codigo_solo_estudiantes" CHECK ("usuarios"."codigo" is null or "usuarios"."cargos" = array['estudiante']::tipo_usuario[]);
