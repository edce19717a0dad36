CREATE TYPE "public"."estado_campana" AS ENUM('preparada', 'abierta', 'cerrada');--> statement-breakpoint
CREATE TABLE "encuestas_campanas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"curso_academico" text NOT NULL,
	"abre" date NOT NULL,
	"cierra" date NOT NULL,
	"estado" "estado_campana" DEFAULT 'preparada' NOT NULL,
	CONSTRAINT "encuestas_campanas_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "encuestas_campanas_fechas" CHECK ("encuestas_campanas"."cierra" >= "encuestas_campanas"."abre"),
	CONSTRAINT "encuestas_campanas_curso" CHECK ("encuestas_campanas"."curso_academico" ~ '^[0-9]{4}/[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "encuestas_contestadas" (
	"campana_id" integer NOT NULL,
	"estudiante_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"docente_id" integer NOT NULL,
	CONSTRAINT "encuestas_contestadas_pk" PRIMARY KEY("campana_id","estudiante_id","modulo","ciclo","docente_id")
);
--> statement-breakpoint
CREATE TABLE "encuestas_cuestiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"orden" smallint NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	CONSTRAINT "encuestas_cuestiones_texto" CHECK (length(trim("encuestas_cuestiones"."texto")) > 0)
);
--> statement-breakpoint
CREATE TABLE "encuestas_recuentos" (
	"campana_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"docente_id" integer NOT NULL,
	"cuestion_id" integer NOT NULL,
	"resultado" smallint,
	"veces" integer DEFAULT 0 NOT NULL,
	"publicadas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "encuestas_recuentos_clave" UNIQUE NULLS NOT DISTINCT("campana_id","modulo","ciclo","docente_id","cuestion_id","resultado"),
	CONSTRAINT "encuestas_recuentos_resultado" CHECK ("encuestas_recuentos"."resultado" is null or "encuestas_recuentos"."resultado" between 0 and 10),
	CONSTRAINT "encuestas_recuentos_veces" CHECK ("encuestas_recuentos"."publicadas" between 0 and "encuestas_recuentos"."veces")
);
--> statement-breakpoint
CREATE TABLE "encuestas_resultados" (
	"campana_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"docente_id" integer NOT NULL,
	"respuestas" integer DEFAULT 0 NOT NULL,
	"comentarios" text[] DEFAULT '{}'::text[] NOT NULL,
	"publicadas" integer DEFAULT 0 NOT NULL,
	"comentarios_publicados" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "encuestas_resultados_pk" PRIMARY KEY("campana_id","modulo","ciclo","docente_id"),
	CONSTRAINT "encuestas_resultados_respuestas" CHECK ("encuestas_resultados"."publicadas" between 0 and "encuestas_resultados"."respuestas")
);
--> statement-breakpoint
ALTER TABLE "encuestas_contestadas" ADD CONSTRAINT "encuestas_contestadas_campana_id_encuestas_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."encuestas_campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_contestadas" ADD CONSTRAINT "encuestas_contestadas_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_contestadas" ADD CONSTRAINT "encuestas_contestadas_docente_id_usuarios_id_fk" FOREIGN KEY ("docente_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_contestadas" ADD CONSTRAINT "encuestas_contestadas_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "encuestas_recuentos" ADD CONSTRAINT "encuestas_recuentos_cuestion_id_encuestas_cuestiones_id_fk" FOREIGN KEY ("cuestion_id") REFERENCES "public"."encuestas_cuestiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_recuentos" ADD CONSTRAINT "encuestas_recuentos_resultados_fk" FOREIGN KEY ("campana_id","modulo","ciclo","docente_id") REFERENCES "public"."encuestas_resultados"("campana_id","modulo","ciclo","docente_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "encuestas_resultados" ADD CONSTRAINT "encuestas_resultados_campana_id_encuestas_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."encuestas_campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_resultados" ADD CONSTRAINT "encuestas_resultados_docente_id_usuarios_id_fk" FOREIGN KEY ("docente_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encuestas_resultados" ADD CONSTRAINT "encuestas_resultados_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "encuestas_campanas_una_abierta" ON "encuestas_campanas" USING btree ("estado") WHERE "encuestas_campanas"."estado" = 'abierta';