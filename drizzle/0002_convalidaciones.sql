CREATE TYPE "public"."accion_convalidacion" AS ENUM('presentada', 'resuelta', 'reabierta');--> statement-breakpoint
CREATE TYPE "public"."estado_modulo_convalidacion" AS ENUM('pendiente', 'concedida', 'denegada');--> statement-breakpoint
CREATE TABLE "ajustes_centro" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"localidad" text NOT NULL,
	"provincia" text NOT NULL,
	"telefono" text NOT NULL,
	"fax" text NOT NULL,
	"email" text NOT NULL,
	"normativa_estatal" text NOT NULL,
	"normativa_instrucciones" text NOT NULL,
	"normativa_autonomica" text NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer,
	CONSTRAINT "ajustes_centro_una_fila" CHECK ("ajustes_centro"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "convalidacion_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"convalidacion_id" integer NOT NULL,
	"accion" "accion_convalidacion" NOT NULL,
	"usuario_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text
);
--> statement-breakpoint
CREATE TABLE "convalidacion_modulos" (
	"convalidacion_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"estado" "estado_modulo_convalidacion" DEFAULT 'pendiente' NOT NULL,
	"calificacion" smallint,
	CONSTRAINT "convalidacion_modulos_convalidacion_id_modulo_pk" PRIMARY KEY("convalidacion_id","modulo"),
	CONSTRAINT "convalidacion_modulos_calificacion" CHECK ("convalidacion_modulos"."calificacion" is null or ("convalidacion_modulos"."calificacion" between 1 and 10 and "convalidacion_modulos"."estado" = 'concedida'))
);
--> statement-breakpoint
CREATE TABLE "convalidaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"ciclo" text NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelta" timestamp with time zone,
	"resuelta_por" integer,
	"nif" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"domicilio" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"localidad" text NOT NULL,
	"provincia" text NOT NULL,
	"telefono_fijo" text NOT NULL,
	"telefono_movil" text NOT NULL,
	"email" text NOT NULL,
	"aporta" text DEFAULT '' NOT NULL,
	"documentos_revisados" text,
	CONSTRAINT "convalidaciones_id_ciclo" UNIQUE("id","ciclo"),
	CONSTRAINT "convalidaciones_resuelta_por" CHECK ("convalidaciones"."resuelta" is not null or "convalidaciones"."resuelta_por" is null)
);
--> statement-breakpoint
ALTER TABLE "ajustes_centro" ADD CONSTRAINT "ajustes_centro_actualizado_por_usuarios_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convalidacion_historial" ADD CONSTRAINT "convalidacion_historial_convalidacion_id_convalidaciones_id_fk" FOREIGN KEY ("convalidacion_id") REFERENCES "public"."convalidaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convalidacion_historial" ADD CONSTRAINT "convalidacion_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convalidacion_modulos" ADD CONSTRAINT "convalidacion_modulos_convalidacion_id_ciclo_convalidaciones_id_ciclo_fk" FOREIGN KEY ("convalidacion_id","ciclo") REFERENCES "public"."convalidaciones"("id","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "convalidacion_modulos" ADD CONSTRAINT "convalidacion_modulos_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "convalidaciones" ADD CONSTRAINT "convalidaciones_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convalidaciones" ADD CONSTRAINT "convalidaciones_ciclo_ciclos_codigo_fk" FOREIGN KEY ("ciclo") REFERENCES "public"."ciclos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "convalidaciones" ADD CONSTRAINT "convalidaciones_resuelta_por_usuarios_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convalidacion_historial_convalidacion_idx" ON "convalidacion_historial" USING btree ("convalidacion_id");--> statement-breakpoint
CREATE INDEX "convalidaciones_estudiante_idx" ON "convalidaciones" USING btree ("estudiante_id");--> statement-breakpoint
CREATE INDEX "convalidaciones_creada_idx" ON "convalidaciones" USING btree ("creada");