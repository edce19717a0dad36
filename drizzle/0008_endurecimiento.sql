CREATE TABLE "codigos_manuales" (
	"codigo" integer PRIMARY KEY NOT NULL,
	CONSTRAINT "codigos_manuales_en_rango" CHECK ("codigos_manuales"."codigo" between 1 and 99999999)
);
--> statement-breakpoint
CREATE TABLE "sesiones_revocadas" (
	"sid" text PRIMARY KEY NOT NULL,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articulos" DROP CONSTRAINT "articulos_codigo_positivo";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sesion_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sesiones_revocadas_expira_idx" ON "sesiones_revocadas" USING btree ("expira");--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_codigo_en_rango" CHECK ("articulos"."codigo" between 1 and 99999999);--> statement-breakpoint
ALTER TABLE "contador_articulos" ADD CONSTRAINT "contador_articulos_en_rango" CHECK ("contador_articulos"."ultimo" between 0 and 99999999);