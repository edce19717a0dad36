ALTER TABLE "matriculas" ADD COLUMN "tipo_documento" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
UPDATE "matriculas" SET "tipo_documento" = 'nie' WHERE "dni" ~ '^[XYZ]';--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_tipo_documento" CHECK ("matriculas"."tipo_documento" in ('dni', 'nie', 'pasaporte', 'otro'));