CREATE TABLE "acciones_formativas" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"curso_academico" text NOT NULL,
	"nombre" text NOT NULL,
	"horas_estimadas" numeric(6, 2) NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"completado" boolean DEFAULT false NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"desviaciones" text DEFAULT '' NOT NULL,
	"medidas_correctoras" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acciones_formativas_modulo_unico" UNIQUE("id","modulo","ciclo","curso_academico"),
	CONSTRAINT "acciones_formativas_horas" CHECK ("acciones_formativas"."horas_estimadas" > 0 and "acciones_formativas"."horas_estimadas" <= 500),
	CONSTRAINT "acciones_formativas_fechas" CHECK ("acciones_formativas"."fecha_fin" >= "acciones_formativas"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"curso_academico" text NOT NULL,
	"fecha" date NOT NULL,
	"franja_id" integer NOT NULL,
	"accion_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sesiones_lectivo" CHECK (extract(isodow from "sesiones"."fecha") between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "acciones_formativas" ADD CONSTRAINT "acciones_formativas_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "acciones_formativas" ADD CONSTRAINT "acciones_formativas_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_curso_academico_cursos_academicos_codigo_fk" FOREIGN KEY ("curso_academico") REFERENCES "public"."cursos_academicos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_franja_id_franjas_id_fk" FOREIGN KEY ("franja_id") REFERENCES "public"."franjas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_accion_del_modulo" FOREIGN KEY ("accion_id","modulo","ciclo","curso_academico") REFERENCES "public"."acciones_formativas"("id","modulo","ciclo","curso_academico") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "acciones_formativas_modulo_idx" ON "acciones_formativas" USING btree ("modulo","ciclo","curso_academico");--> statement-breakpoint
CREATE UNIQUE INDEX "sesiones_modulo_fecha_franja" ON "sesiones" USING btree ("modulo","ciclo","fecha","franja_id");--> statement-breakpoint
CREATE INDEX "sesiones_accion_idx" ON "sesiones" USING btree ("accion_id");--> statement-breakpoint
CREATE INDEX "sesiones_curso_idx" ON "sesiones" USING btree ("curso_academico","fecha");