CREATE TYPE "public"."accion_historial_articulo" AS ENUM('alta', 'modificacion', 'baja', 'recuperacion');--> statement-breakpoint
CREATE TABLE "articulos" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"aula_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"subcategoria_id" integer,
	"departamento_id" integer NOT NULL,
	"fecha_baja" date,
	"motivo_baja" text,
	"baja_por_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articulos_codigo_positivo" CHECK ("articulos"."codigo" > 0),
	CONSTRAINT "articulos_baja_completa" CHECK (("articulos"."fecha_baja" is null) = ("articulos"."motivo_baja" is null)),
	CONSTRAINT "articulos_baja_por_solo_de_baja" CHECK ("articulos"."fecha_baja" is not null or "articulos"."baja_por_id" is null)
);
--> statement-breakpoint
CREATE TABLE "categorias_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "categorias_inventario_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "contador_articulos" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contador_articulos_una_fila" CHECK ("contador_articulos"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "historial_articulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"articulo_codigo" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"usuario_nombre" text NOT NULL,
	"accion" "accion_historial_articulo" NOT NULL,
	"cambios" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategorias_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "subcategorias_inventario_nombre_unico" UNIQUE("categoria_id","nombre"),
	CONSTRAINT "subcategorias_inventario_id_categoria" UNIQUE("id","categoria_id")
);
--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_aula_id_aulas_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aulas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_categoria_id_categorias_inventario_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_inventario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_baja_por_id_usuarios_id_fk" FOREIGN KEY ("baja_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_subcategoria_de_su_categoria" FOREIGN KEY ("subcategoria_id","categoria_id") REFERENCES "public"."subcategorias_inventario"("id","categoria_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_articulos" ADD CONSTRAINT "historial_articulos_articulo_codigo_articulos_codigo_fk" FOREIGN KEY ("articulo_codigo") REFERENCES "public"."articulos"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_articulos" ADD CONSTRAINT "historial_articulos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategorias_inventario" ADD CONSTRAINT "subcategorias_inventario_categoria_id_categorias_inventario_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_inventario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articulos_departamento_codigo_idx" ON "articulos" USING btree ("departamento_id","codigo");--> statement-breakpoint
CREATE INDEX "articulos_departamento_aula_idx" ON "articulos" USING btree ("departamento_id","aula_id");--> statement-breakpoint
CREATE INDEX "historial_articulos_codigo_idx" ON "historial_articulos" USING btree ("articulo_codigo","fecha");