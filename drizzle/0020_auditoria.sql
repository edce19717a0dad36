CREATE TABLE "codigos_postales" (
	"codigo_postal" text NOT NULL,
	"municipio_id" text NOT NULL,
	CONSTRAINT "codigos_postales_codigo_postal_municipio_id_pk" PRIMARY KEY("codigo_postal","municipio_id"),
	CONSTRAINT "codigos_postales_codigo" CHECK ("codigos_postales"."codigo_postal" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "matriculas" ALTER COLUMN "consiente_padres" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matriculas" ADD COLUMN "tipo_documento" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 48): a matrícula already sent with an NIE gets its document type.
UPDATE "matriculas" SET "tipo_documento" = 'nie' WHERE "dni" ~ '^[XYZ]';--> statement-breakpoint
ALTER TABLE "codigos_postales" ADD CONSTRAINT "codigos_postales_municipio_id_municipios_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_postales_municipio_idx" ON "codigos_postales" USING btree ("municipio_id");--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_tipo_documento" CHECK ("matriculas"."tipo_documento" in ('dni', 'nie', 'pasaporte', 'otro'));