-- Time slots per school year (issue 44, point 10). Hand-edited after drizzle-kit generate: the
-- column is filled before it becomes NOT NULL, and every year that has its own timetable or
-- follow-up gets its own copy of the slots, with its periods and sessions moved onto the copy.
ALTER TABLE "franjas" DROP CONSTRAINT "franjas_orden_unique";--> statement-breakpoint
ALTER TABLE "horario" DROP CONSTRAINT "horario_franja_id_franjas_id_fk";
--> statement-breakpoint
ALTER TABLE "sesiones" DROP CONSTRAINT "sesiones_franja_id_franjas_id_fk";
--> statement-breakpoint
ALTER TABLE "franjas" ADD COLUMN "curso_academico" text;--> statement-breakpoint
-- Today's slots belong to the current year (or, without one, the latest).
UPDATE "franjas" SET "curso_academico" = (SELECT "codigo" FROM "cursos_academicos" ORDER BY "actual" DESC, "codigo" DESC LIMIT 1);--> statement-breakpoint
-- Without any school year nothing can use a slot: there is nothing to keep them for.
DELETE FROM "franjas" WHERE "curso_academico" IS NULL;--> statement-breakpoint
-- Every other year gets a copy, as a year created from now on would.
INSERT INTO "franjas" ("curso_academico", "orden", "inicio", "fin", "recreo")
  SELECT c."codigo", f."orden", f."inicio", f."fin", f."recreo"
  FROM "cursos_academicos" c CROSS JOIN "franjas" f
  WHERE c."codigo" <> f."curso_academico";--> statement-breakpoint
UPDATE "horario" h SET "franja_id" = n."id"
  FROM "franjas" o, "franjas" n
  WHERE o."id" = h."franja_id" AND o."curso_academico" <> h."curso_academico"
    AND n."curso_academico" = h."curso_academico" AND n."orden" = o."orden";--> statement-breakpoint
UPDATE "sesiones" s SET "franja_id" = n."id"
  FROM "franjas" o, "franjas" n
  WHERE o."id" = s."franja_id" AND o."curso_academico" <> s."curso_academico"
    AND n."curso_academico" = s."curso_academico" AND n."orden" = o."orden";--> statement-breakpoint
ALTER TABLE "franjas" ALTER COLUMN "curso_academico" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "franjas" ADD CONSTRAINT "franjas_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "franjas_curso_orden" ON "franjas" USING btree ("curso_academico","orden");--> statement-breakpoint
ALTER TABLE "franjas" ADD CONSTRAINT "franjas_id_curso" UNIQUE("id","curso_academico");--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_franja_del_curso" FOREIGN KEY ("franja_id","curso_academico") REFERENCES "public"."franjas"("id","curso_academico") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_franja_del_curso" FOREIGN KEY ("franja_id","curso_academico") REFERENCES "public"."franjas"("id","curso_academico") ON DELETE no action ON UPDATE cascade;
