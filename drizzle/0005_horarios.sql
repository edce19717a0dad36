CREATE TABLE "calendarios_horario" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"docente_id" integer,
	"grupo" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendarios_horario_token_unique" UNIQUE("token"),
	CONSTRAINT "calendarios_horario_docente_id_unique" UNIQUE("docente_id"),
	CONSTRAINT "calendarios_horario_grupo_unique" UNIQUE("grupo"),
	CONSTRAINT "calendarios_horario_dueno" CHECK (num_nonnulls("calendarios_horario"."docente_id", "calendarios_horario"."grupo") = 1)
);
--> statement-breakpoint
CREATE TABLE "equivalencias_horario" (
	"tipo" text NOT NULL,
	"origen" text NOT NULL,
	"destino" text NOT NULL,
	CONSTRAINT "equivalencias_horario_tipo_origen_pk" PRIMARY KEY("tipo","origen"),
	CONSTRAINT "equivalencias_horario_tipo" CHECK ("equivalencias_horario"."tipo" in ('dia', 'hora', 'grupo', 'modulo', 'docente', 'aula'))
);
--> statement-breakpoint
ALTER TABLE "calendarios_horario" ADD CONSTRAINT "calendarios_horario_docente_id_usuarios_id_fk" FOREIGN KEY ("docente_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendarios_horario" ADD CONSTRAINT "calendarios_horario_grupo_grupos_codigo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("codigo") ON DELETE cascade ON UPDATE cascade;