import { leerCsv, type ColumnaCsv, type ErrorFilaCsv, type FilaCsv } from "../csv";
import { MAX_BYTES_IMPORTACION, MAX_FILAS_IMPORTACION } from "./limites";
import { citar, normalizarMultilinea, normalizarNombre, quitarInvisibles, tieneInvisibles } from "./normalizar";

/**
 * Steps 1 and 2 of the import pipeline (proceso.ts): read a file within the limits and normalise
 * its cells. No database here, so readers of every import (and their tests) use it as it is.
 */

export type ColumnaImportacion = ColumnaCsv & {
  /** Keeps its line breaks (an article's description). */
  multilinea?: boolean;
};

export type LecturaImportacion = { ok: true; filas: FilaCsv[]; errores: ErrorFilaCsv[]; columnas: string[] } | { ok: false; mensaje: string };

/** The default reader: CSV with the import's columns, within the limits, every cell normalised. */
export function leerCsvImportacion(contenido: string | Uint8Array, columnas: readonly ColumnaImportacion[]): LecturaImportacion {
  const l = leerCsv(contenido, columnas, { maxBytes: MAX_BYTES_IMPORTACION, maxFilas: MAX_FILAS_IMPORTACION });
  if (!l.ok) return l;
  const n = normalizarFilas(l.filas, columnas);
  return { ok: true, filas: n.filas, errores: [...l.errores, ...n.errores].sort((a, b) => a.linea - b.linea), columnas: l.columnas };
}

/**
 * Step 2 for any reader: each cell normalised; a cell that keeps an invisible character is an
 * error of its row, quoted so that it can be seen, and the character is taken out of the value so
 * that the row's own rules judge the rest of it (and do not say it twice).
 */
export function normalizarFilas(filas: FilaCsv[], columnas: readonly ColumnaImportacion[]): { filas: FilaCsv[]; errores: ErrorFilaCsv[] } {
  const titulo = new Map(columnas.map((c) => [c.clave, c]));
  const errores: ErrorFilaCsv[] = [];
  const salida = filas.map((f) => {
    const valores: Record<string, string> = {};
    for (const [clave, bruto] of Object.entries(f.valores)) {
      const c = titulo.get(clave);
      let v = c?.multilinea ? normalizarMultilinea(bruto) : normalizarNombre(bruto);
      if (tieneInvisibles(v)) {
        errores.push({ linea: f.linea, mensaje: `${c?.titulo ?? clave}: «${citar(v)}» tiene caracteres no válidos (invisibles): bórralos en la hoja de cálculo` });
        v = quitarInvisibles(v);
      }
      valores[clave] = v;
    }
    return { linea: f.linea, valores };
  });
  return { filas: salida, errores };
}

/** The reader's row errors by line, to merge with each row's own. */
export function erroresPorLinea(errores: readonly ErrorFilaCsv[]): Map<number, string[]> {
  const m = new Map<number, string[]>();
  for (const e of errores) m.set(e.linea, [...(m.get(e.linea) ?? []), e.mensaje]);
  return m;
}

