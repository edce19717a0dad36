import { escribirCsv, type ColumnaCsv } from "../csv";
import { formatearFecha } from "../fechas";
import { leerCsvImportacion, type ColumnaImportacion, type LecturaImportacion } from "../importar/leer";
import type { ArticuloApi } from "./schemas";

/**
 * The inventory's CSV through lib/csv.ts (`;`, BOM, every text quoted, formulas neutralised),
 * with dates as dd/MM/yyyy. An import reads the same columns the export writes.
 */

export const COLUMNAS_CSV = [
  { clave: "codigo", titulo: "Código" },
  { clave: "nombre", titulo: "Nombre", obligatoria: true },
  { clave: "descripcion", titulo: "Descripción", multilinea: true },
  { clave: "aula", titulo: "Aula", obligatoria: true },
  { clave: "categoria", titulo: "Categoría", obligatoria: true },
  { clave: "subcategoria", titulo: "Subcategoría" },
  { clave: "fechabaja", titulo: "Fecha de baja" },
  { clave: "motivoBaja", titulo: "Motivo de la baja" },
  { clave: "bajaPor", titulo: "Dado de baja por" },
] as const satisfies readonly (ColumnaCsv & ColumnaImportacion)[];

type ClaveCsv = (typeof COLUMNAS_CSV)[number]["clave"];
/** 'Dado de baja por' is informative only: the portal records who decommissions. */
type ClaveImportable = Exclude<ClaveCsv, "bajaPor">;
const COLUMNAS_IMPORTABLES = COLUMNAS_CSV.filter((c): c is Extract<(typeof COLUMNAS_CSV)[number], { clave: ClaveImportable }> => c.clave !== "bajaPor");


export function articulosACsv(articulos: readonly ArticuloApi[]): string {
  return escribirCsv(
    COLUMNAS_CSV.map((c) => c.titulo),
    articulos.map((a) => [a.codigo, a.nombre, a.descripcion, a.aula, a.categoria, a.subcategoria, a.fechabaja ? formatearFecha(a.fechabaja) : null, a.motivoBaja, a.bajaPor]),
  );
}

/** An inventory CSV (text or the uploaded bytes) as rows keyed by column, each with its line: the pipeline's reader. */
export function leerCsvArticulos(entrada: string | Uint8Array): LecturaImportacion {
  return leerCsvImportacion(entrada, COLUMNAS_IMPORTABLES);
}
