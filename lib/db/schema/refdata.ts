import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Official reference data (docs/arquitectura.md §11, §13): INE provinces and municipalities and the countries
 * in Spanish. Loaded from lib/refdata/datos/*.csv by lib/refdata/cargar.ts, never edited by hand;
 * the matrícula (and whoever needs an address) points at these rows.
 */

/** INE province: two-digit code as text ('22' Huesca), 01 to 52. */
export const provincias = pgTable(
  "provincias",
  {
    id: text("id").primaryKey(),
    nombre: text("nombre").notNull(),
  },
  (t) => [check("provincias_id", sql`${t.id} ~ '^(0[1-9]|[1-4][0-9]|5[0-2])$'`)],
);

/** INE municipality: five digits whose first two are its province ('22125' Huesca). */
export const municipios = pgTable(
  "municipios",
  {
    id: text("id").primaryKey(),
    provinciaId: text("provincia_id")
      .notNull()
      .references(() => provincias.id),
    nombre: text("nombre").notNull(),
  },
  (t) => [check("municipios_id", sql`${t.id} ~ '^[0-9]{5}$' and substr(${t.id}, 1, 2) = ${t.provinciaId}`), index("municipios_provincia_idx").on(t.provinciaId)],
);

/**
 * Which municipalities each postal code serves (INE street directory): a code may serve several
 * municipalities, and 33 pairs cross a province border (Condado de Treviño, Burgos, has Álava's
 * 01118), so an address is checked against the pair, never the code's prefix against the province.
 */
export const codigosPostales = pgTable(
  "codigos_postales",
  {
    codigoPostal: text("codigo_postal").notNull(),
    municipioId: text("municipio_id")
      .notNull()
      .references(() => municipios.id),
  },
  (t) => [primaryKey({ columns: [t.codigoPostal, t.municipioId] }), check("codigos_postales_codigo", sql`${t.codigoPostal} ~ '^[0-9]{5}$'`), index("codigos_postales_municipio_idx").on(t.municipioId)],
);

/** Country by ISO 3166-1 alpha-2 code ('ES'), with its Spanish name. */
export const paises = pgTable(
  "paises",
  {
    codigo: text("codigo").primaryKey(),
    nombre: text("nombre").notNull(),
  },
  (t) => [check("paises_codigo", sql`${t.codigo} ~ '^[A-Z]{2}$'`)],
);

/**
 * Which edition of each reference file is loaded (SHA-256 of the CSV), so a new INE edition shipped
 * with the code is loaded once, on first use, and an unchanged one costs a single query.
 */
export const refdataCargas = pgTable("refdata_cargas", {
  tabla: text("tabla").primaryKey(),
  huella: text("huella").notNull(),
  filas: integer("filas").notNull(),
  cargada: timestamp("cargada", { withTimezone: true }).notNull().defaultNow(),
});
