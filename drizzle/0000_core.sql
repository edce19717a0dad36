CREATE TYPE "public"."tipo_usuario" AS ENUM('estudiante', 'docente', 'jefatura', 'admin');--> statement-breakpoint
CREATE TABLE "aulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "aulas_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "ciclos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"jefe_id" integer,
	CONSTRAINT "departamentos_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "departamentos_jefe_id_unique" UNIQUE("jefe_id")
);
--> statement-breakpoint
CREATE TABLE "grupo_estudiantes" (
	"estudiante_id" integer PRIMARY KEY NOT NULL,
	"grupo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"ciclo" text NOT NULL,
	"curso" smallint NOT NULL,
	"tutor_id" integer,
	CONSTRAINT "grupos_curso" CHECK ("grupos"."curso" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "imparticiones" (
	"docente_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	CONSTRAINT "imparticiones_docente_id_modulo_ciclo_pk" PRIMARY KEY("docente_id","modulo","ciclo")
);
--> statement-breakpoint
CREATE TABLE "matriculas_modulo" (
	"estudiante_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"ciclo" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matriculas_modulo_estudiante_id_modulo_ciclo_pk" PRIMARY KEY("estudiante_id","modulo","ciclo")
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"codigo" text NOT NULL,
	"ciclo" text NOT NULL,
	"curso" smallint NOT NULL,
	"nombre" text NOT NULL,
	"departamento_id" integer,
	CONSTRAINT "modulos_codigo_ciclo_pk" PRIMARY KEY("codigo","ciclo"),
	CONSTRAINT "modulos_curso" CHECK ("modulos"."curso" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"tipo" "tipo_usuario" NOT NULL,
	"image_url" text,
	"activo" boolean DEFAULT true NOT NULL,
	"codigo" text,
	"departamento_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "usuarios_email_minusculas" CHECK ("usuarios"."email" = lower("usuarios"."email")),
	CONSTRAINT "usuarios_codigo_solo_estudiantes" CHECK ("usuarios"."codigo" is null or "usuarios"."tipo" = 'estudiante')
);
--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_jefe_id_usuarios_id_fk" FOREIGN KEY ("jefe_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD CONSTRAINT "grupo_estudiantes_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_estudiantes" ADD CONSTRAINT "grupo_estudiantes_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_ciclo_ciclos_codigo_fk" FOREIGN KEY ("ciclo") REFERENCES "public"."ciclos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_tutor_id_usuarios_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_docente_id_usuarios_id_fk" FOREIGN KEY ("docente_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imparticiones" ADD CONSTRAINT "imparticiones_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD CONSTRAINT "matriculas_modulo_estudiante_id_usuarios_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas_modulo" ADD CONSTRAINT "matriculas_modulo_modulo_ciclo_modulos_codigo_ciclo_fk" FOREIGN KEY ("modulo","ciclo") REFERENCES "public"."modulos"("codigo","ciclo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "modulos" ADD CONSTRAINT "modulos_ciclo_ciclos_codigo_fk" FOREIGN KEY ("ciclo") REFERENCES "public"."ciclos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "modulos" ADD CONSTRAINT "modulos_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grupo_estudiantes_grupo_idx" ON "grupo_estudiantes" USING btree ("grupo");--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_tutor_unico" ON "grupos" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "imparticiones_modulo_idx" ON "imparticiones" USING btree ("modulo","ciclo");--> statement-breakpoint
CREATE INDEX "matriculas_modulo_modulo_idx" ON "matriculas_modulo" USING btree ("modulo","ciclo");--> statement-breakpoint
CREATE INDEX "modulos_departamento_idx" ON "modulos" USING btree ("departamento_id");