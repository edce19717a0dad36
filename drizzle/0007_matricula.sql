CREATE TYPE "public"."accion_matricula" AS ENUM('enviada', 'reenviada', 'revisada', 'incidencia');--> statement-breakpoint
CREATE TYPE "public"."estado_matricula" AS ENUM('enviada', 'revisada', 'incidencia');--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" text PRIMARY KEY NOT NULL,
	"provincia_id" text NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "municipios_id" CHECK ("municipios"."id" ~ '^[0-9]{5}$' and substr("municipios"."id", 1, 2) = "municipios"."provincia_id")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "paises_codigo" CHECK ("paises"."codigo" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "provincias" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "provincias_id" CHECK ("provincias"."id" ~ '^(0[1-9]|[1-4][0-9]|5[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "refdata_cargas" (
	"tabla" text PRIMARY KEY NOT NULL,
	"huella" text NOT NULL,
	"filas" integer NOT NULL,
	"cargada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matricula_borradores" (
	"estudiante_id" integer NOT NULL,
	"curso_academico" text NOT NULL,
	"datos" jsonb NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matricula_borradores_estudiante_id_curso_academico_pk" PRIMARY KEY("estudiante_id","curso_academico"),
	CONSTRAINT "matricula_borradores_curso" CHECK ("matricula_borradores"."curso_academico" ~ '^[0-9]{4}/[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "matricula_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"matricula_id" integer NOT NULL,
	"accion" "accion_matricula" NOT NULL,
	"usuario_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"nota" text
);
--> statement-breakpoint
CREATE TABLE "matricula_modulos" (
	"matricula_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	CONSTRAINT "matricula_modulos_matricula_id_modulo_pk" PRIMARY KEY("matricula_id","modulo")
);
--> statement-breakpoint
CREATE TABLE "matriculas" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"curso_academico" text NOT NULL,
	"estado" "estado_matricula" DEFAULT 'enviada' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enviada" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada" timestamp with time zone DEFAULT now() NOT NULL,
	"revisada" timestamp with time zone,
	"revisada_por" integer,
	"incidencia" text,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"dni" text NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"nacimiento_pais" text NOT NULL,
	"nacionalidad" text NOT NULL,
	"nacimiento_provincia_id" text,
	"nacimiento_municipio_id" text,
	"nacimiento_provincia_texto" text DEFAULT '' NOT NULL,
	"nacimiento_localidad_texto" text DEFAULT '' NOT NULL,
	"domicilio_direccion" text NOT NULL,
	"domicilio_codigo_postal" text NOT NULL,
	"domicilio_provincia_id" text NOT NULL,
	"domicilio_municipio_id" text NOT NULL,
	"curso_direccion" text,
	"curso_codigo_postal" text,
	"curso_provincia_id" text,
	"curso_municipio_id" text,
	"ciclo" text NOT NULL,
	"ruta_id" integer,
	"ruta_salida" text DEFAULT '' NOT NULL,
	"consiente_padres" boolean NOT NULL,
	"consiente_grabar" boolean NOT NULL,
	CONSTRAINT "matriculas_estudiante_curso" UNIQUE("estudiante_id","curso_academico"),
	CONSTRAINT "matriculas_id_ciclo" UNIQUE("id","ciclo"),
	CONSTRAINT "matriculas_curso_academico" CHECK ("matriculas"."curso_academico" ~ '^[0-9]{4}/[0-9]{4}$'),
	CONSTRAINT "matriculas_nacimiento" CHECK (("matriculas"."nacimiento_pais" = 'ES') = ("matriculas"."nacimiento_municipio_id" is not null and "matriculas"."nacimiento_provincia_id" is not null)),
	CONSTRAINT "matriculas_domicilio_curso" CHECK (("matriculas"."curso_direccion" is null) = ("matriculas"."curso_codigo_postal" is null) and ("matriculas"."curso_direccion" is null) = ("matriculas"."curso_provincia_id" is null) and ("matriculas"."curso_direccion" is null) = ("matriculas"."curso_municipio_id" is null)),
	CONSTRAINT "matriculas_ruta_salida" CHECK ("matriculas"."ruta_id" is not null or "matriculas"."ruta_salida" = ''),
	CONSTRAINT "matriculas_incidencia" CHECK ("matriculas"."estado" <> 'incidencia' or "matriculas"."incidencia" is not null),
	CONSTRAINT "matriculas_revisada" CHECK ("matriculas"."estado" <> 'revisada' or "matriculas"."revisada" is not null)
);
--> statement-breakpoint
CREATE TABLE "rutas_transporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"activa" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_provincia_id_provincias_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matricula_borradores" ADD CONSTRAINT "matricula_borradores_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matricula_historial" ADD CONSTRAINT "matricula_historial_matricula_id_matriculas_id_fk" FOREIGN KEY ("matricula_id") REFERENCES "public"."matriculas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matricula_historial" ADD CONSTRAINT "matricula_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matricula_modulos" ADD CONSTRAINT "matricula_modulos_matricula_id_ciclo_matriculas_id_ciclo_fk" FOREIGN KEY ("matricula_id","ciclo") REFERENCES "public"."matriculas"("id","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matricula_modulos" ADD CONSTRAINT "matricula_modulos_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_revisada_por_usuarios_id_fk" FOREIGN KEY ("revisada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_nacimiento_pais_paises_codigo_fk" FOREIGN KEY ("nacimiento_pais") REFERENCES "public"."paises"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_nacionalidad_paises_codigo_fk" FOREIGN KEY ("nacionalidad") REFERENCES "public"."paises"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_nacimiento_provincia_id_provincias_id_fk" FOREIGN KEY ("nacimiento_provincia_id") REFERENCES "public"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_nacimiento_municipio_id_municipios_id_fk" FOREIGN KEY ("nacimiento_municipio_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_domicilio_provincia_id_provincias_id_fk" FOREIGN KEY ("domicilio_provincia_id") REFERENCES "public"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_domicilio_municipio_id_municipios_id_fk" FOREIGN KEY ("domicilio_municipio_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_curso_provincia_id_provincias_id_fk" FOREIGN KEY ("curso_provincia_id") REFERENCES "public"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_curso_municipio_id_municipios_id_fk" FOREIGN KEY ("curso_municipio_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_ciclo_ciclos_codigo_fk" FOREIGN KEY ("ciclo") REFERENCES "public"."ciclos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_ruta_id_rutas_transporte_id_fk" FOREIGN KEY ("ruta_id") REFERENCES "public"."rutas_transporte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipios_provincia_idx" ON "municipios" USING btree ("provincia_id");--> statement-breakpoint
CREATE INDEX "matricula_historial_matricula_idx" ON "matricula_historial" USING btree ("matricula_id");--> statement-breakpoint
CREATE INDEX "matriculas_curso_estado_idx" ON "matriculas" USING btree ("curso_academico","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "rutas_transporte_nombre" ON "rutas_transporte" USING btree (lower("nombre"));