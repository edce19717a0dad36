import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { CODIGO_MAXIMO } from "../../inventario/rango";
import { aulas, departamentos, usuarios } from "./core";

export const categoriasInventario = pgTable("categorias_inventario", {
  id: serial("id").primaryKey(),
  nombre: text("nombre").notNull().unique(),
});

export const subcategoriasInventario = pgTable(
  "subcategorias_inventario",
  {
    id: serial("id").primaryKey(),
    categoriaId: integer("categoria_id")
      .notNull()
      .references(() => categoriasInventario.id, { onDelete: "cascade" }),
    nombre: text("nombre").notNull(),
  },
  (t) => [
    unique("subcategorias_inventario_nombre_unico").on(t.categoriaId, t.nombre),
    // Target of the articles' composite key, which keeps a subcategory inside its category.
    unique("subcategorias_inventario_id_categoria").on(t.id, t.categoriaId),
  ],
);

export const articulos = pgTable(
  "articulos",
  {
    // The number printed on the label: unique across the centre, chosen by the user or handed out.
    codigo: integer("codigo").primaryKey(),
    nombre: text("nombre").notNull(),
    descripcion: text("descripcion").notNull().default(""),
    aulaId: integer("aula_id")
      .notNull()
      .references(() => aulas.id, { onDelete: "restrict" }),
    categoriaId: integer("categoria_id")
      .notNull()
      .references(() => categoriasInventario.id, { onDelete: "restrict" }),
    subcategoriaId: integer("subcategoria_id"),
    departamentoId: integer("departamento_id")
      .notNull()
      .references(() => departamentos.id, { onDelete: "restrict" }),
    fechaBaja: date("fecha_baja", { mode: "string" }),
    motivoBaja: text("motivo_baja"),
    bajaPorId: integer("baja_por_id").references(() => usuarios.id, { onDelete: "set null" }),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp("actualizado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("articulos_codigo_en_rango", sql`${t.codigo} between 1 and ${sql.raw(String(CODIGO_MAXIMO))}`),
    check("articulos_baja_completa", sql`(${t.fechaBaja} is null) = (${t.motivoBaja} is null)`),
    check("articulos_baja_por_solo_de_baja", sql`${t.fechaBaja} is not null or ${t.bajaPorId} is null`),
    // MATCH SIMPLE: no subcategory passes; a subcategory must belong to the article's category.
    foreignKey({
      name: "articulos_subcategoria_de_su_categoria",
      columns: [t.subcategoriaId, t.categoriaId],
      foreignColumns: [subcategoriasInventario.id, subcategoriasInventario.categoriaId],
    }).onDelete("restrict"),
    index("articulos_departamento_codigo_idx").on(t.departamentoId, t.codigo),
    index("articulos_departamento_aula_idx").on(t.departamentoId, t.aulaId),
    // Withdrawn articles, newest first: the list of bajas and its count read only these rows
    // instead of every article (bench/RESULTS.md, «Lecturas en PostgreSQL»).
    index("articulos_bajas_idx").on(t.fechaBaja.desc(), t.codigo.desc()).where(sql`${t.fechaBaja} is not null`),
  ],
);

/**
 * The last code handed out, in one row. Blank codes are taken from here under the row's lock, so
 * two saves at once get different codes, and a deleted article's code is never handed out again
 * (its label may still be stuck on something).
 */
export const contadorArticulos = pgTable(
  "contador_articulos",
  {
    id: smallint("id").primaryKey().default(1),
    ultimo: integer("ultimo").notNull().default(0),
  },
  (t) => [
    check("contador_articulos_una_fila", sql`${t.id} = 1`),
    check("contador_articulos_en_rango", sql`${t.ultimo} between 0 and ${sql.raw(String(CODIGO_MAXIMO))}`),
  ],
);

/**
 * Codes typed by hand above the counter. The counter does not jump to them (one typed code near
 * the top of the range would use up every code below it); it skips them instead, even after the
 * article is deleted, so its label never comes back on another article. Rows at or below the
 * counter are dropped as the counter passes them.
 */
export const codigosManuales = pgTable(
  "codigos_manuales",
  {
    codigo: integer("codigo").primaryKey(),
  },
  (t) => [check("codigos_manuales_en_rango", sql`${t.codigo} between 1 and ${sql.raw(String(CODIGO_MAXIMO))}`)],
);

export const ACCIONES_HISTORIAL = ["alta", "modificacion", "baja", "recuperacion"] as const;
export const accionHistorial = pgEnum("accion_historial_articulo", ACCIONES_HISTORIAL);

export type CambioArticulo = { campo: string; antes: string | null; despues: string | null };

export const historialArticulos = pgTable(
  "historial_articulos",
  {
    id: serial("id").primaryKey(),
    articuloCodigo: integer("articulo_codigo")
      .notNull()
      .references(() => articulos.codigo, { onDelete: "cascade" }),
    fecha: timestamp("fecha", { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer("usuario_id").references(() => usuarios.id, { onDelete: "set null" }),
    // Kept as text so the entry still says who it was if the account is removed.
    usuarioNombre: text("usuario_nombre").notNull(),
    accion: accionHistorial("accion").notNull(),
    cambios: jsonb("cambios").$type<CambioArticulo[]>().notNull().default([]),
  },
  (t) => [index("historial_articulos_codigo_idx").on(t.articuloCodigo, t.fecha)],
);

export type Articulo = typeof articulos.$inferSelect;
export type AccionHistorial = (typeof ACCIONES_HISTORIAL)[number];
