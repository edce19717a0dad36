CREATE TYPE "public"."tipo_aula" AS ENUM('aula', 'informatica', 'laboratorio', 'taller', 'otro');--> statement-breakpoint
CREATE TABLE "registro" (
	"id" serial PRIMARY KEY NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL,
	"autor_id" integer,
	"autor" text DEFAULT '' NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"clave" text NOT NULL,
	"resumen" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
-- Teaching assignments gain their group. Existing ones go to the group of the module's course and
-- cycle (the first by code if there are several); a module taught without any such group gets one.
ALTER TABLE "imparticiones" ADD COLUMN "grupo" text;--> statement-breakpoint
INSERT INTO "grupos" ("codigo", "ciclo", "curso")
SELECT DISTINCT m."curso" || m."ciclo", m."ciclo", m."curso"
FROM "imparticiones" i JOIN "modulos" m ON m."codigo" = i."modulo" AND m."ciclo" = i."ciclo"
WHERE NOT EXISTS (SELECT 1 FROM "grupos" g WHERE g."ciclo" = m."ciclo" AND g."curso" = m."curso")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "imparticiones" i SET "grupo" = (
  SELECT g."codigo" FROM "grupos" g JOIN "modulos" m ON m."ciclo" = g."ciclo" AND m."curso" = g."curso"
  WHERE m."codigo" = i."modulo" AND m."ciclo" = i."ciclo" ORDER BY g."codigo" LIMIT 1
);--> statement-breakpoint
ALTER TABLE "imparticiones" ALTER COLUMN "grupo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "imparticiones" DROP CONSTRAINT "imparticiones_docente_id_modulo_ciclo_pk";--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_docente_id_modulo_ciclo_grupo_pk" PRIMARY KEY("docente_id","modulo","ciclo","grupo");--> statement-breakpoint
ALTER TABLE "aulas" ADD COLUMN "tipo" "tipo_aula" DEFAULT 'aula' NOT NULL;--> statement-breakpoint
ALTER TABLE "aulas" ADD COLUMN "capacidad" integer;--> statement-breakpoint
ALTER TABLE "ciclos" ADD COLUMN "familia" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modulos" ADD COLUMN "horas" integer;--> statement-breakpoint
ALTER TABLE "registro" ADD CONSTRAINT "registro_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registro_momento_idx" ON "registro" USING btree ("momento");--> statement-breakpoint
CREATE INDEX "registro_entidad_clave_idx" ON "registro" USING btree ("entidad","clave");--> statement-breakpoint
CREATE INDEX "registro_autor_idx" ON "registro" USING btree ("autor_id");--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "imparticiones_grupo_idx" ON "imparticiones" USING btree ("grupo");--> statement-breakpoint
ALTER TABLE "aulas" ADD CONSTRAINT "aulas_capacidad" CHECK ("aulas"."capacidad" is null or "aulas"."capacidad" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "modulos" ADD CONSTRAINT "modulos_horas" CHECK ("modulos"."horas" is null or "modulos"."horas" between 1 and 2000);