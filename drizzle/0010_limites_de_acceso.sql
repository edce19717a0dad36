CREATE TABLE "intentos_de_acceso" (
	"clave" text PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "intentos_de_acceso_inicio_idx" ON "intentos_de_acceso" USING btree ("inicio");