CREATE TYPE "public"."estado_correo" AS ENUM('pendiente', 'enviando', 'enviado', 'fallido');--> statement-breakpoint
CREATE TABLE "avisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"destinatario_id" integer,
	"correo" text NOT NULL,
	"asunto" text NOT NULL,
	"enlace" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leido" timestamp with time zone,
	"estado" "estado_correo" DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamado" timestamp with time zone,
	"enviado" timestamp with time zone,
	"error" text,
	CONSTRAINT "avisos_intentos" CHECK ("avisos"."intentos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "encuestas_campanas" ADD COLUMN "recordatorio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_destinatario_id_usuarios_id_fk" FOREIGN KEY ("destinatario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avisos_estado_idx" ON "avisos" USING btree ("estado","proximo_intento");--> statement-breakpoint
CREATE INDEX "avisos_destinatario_idx" ON "avisos" USING btree ("destinatario_id","leido");--> statement-breakpoint
CREATE INDEX "avisos_creado_idx" ON "avisos" USING btree ("creado");