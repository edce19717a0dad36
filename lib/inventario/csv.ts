import { formatearFecha } from "./reglas";
import type { ArticuloApi } from "./schemas";

/**
 * CSV as a Spanish spreadsheet writes and reads it: ';' between fields, UTF-8 with a BOM (so Excel
 * shows accents), CRLF, dates dd/MM/yyyy. Reading also accepts ',' or tab and ISO dates, because
 * files come from anywhere.
 */

export const COLUMNAS_CSV = [
  { clave: "codigo", titulo: "Código" },
  { clave: "nombre", titulo: "Nombre" },
  { clave: "descripcion", titulo: "Descripción" },
  { clave: "aula", titulo: "Aula" },
  { clave: "categoria", titulo: "Categoría" },
  { clave: "subcategoria", titulo: "Subcategoría" },
  { clave: "fechabaja", titulo: "Fecha de baja" },
  { clave: "motivoBaja", titulo: "Motivo de la baja" },
  { clave: "bajaPor", titulo: "Dado de baja por" },
] as const;

type ClaveCsv = (typeof COLUMNAS_CSV)[number]["clave"];

/** Columns an import reads; 'Dado de baja por' is informative only (the portal records who). */
const COLUMNAS_IMPORTABLES: ReadonlySet<ClaveCsv> = new Set(["codigo", "nombre", "descripcion", "aula", "categoria", "subcategoria", "fechabaja", "motivoBaja"]);
const OBLIGATORIAS: ClaveCsv[] = ["nombre", "aula", "categoria"];

function normalizarTitulo(t: string): string {
  return t
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

const ALIAS: Record<string, ClaveCsv> = Object.fromEntries(
  COLUMNAS_CSV.flatMap((c) => [
    [normalizarTitulo(c.titulo), c.clave],
    [normalizarTitulo(c.clave), c.clave],
  ]),
);

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function celda(valor: string | number | null): string {
  let s = valor === null ? "" : String(valor);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function articulosACsv(articulos: ArticuloApi[]): string {
  const lineas = [COLUMNAS_CSV.map((c) => c.titulo).join(";")];
  for (const a of articulos) {
    const valores: Record<ClaveCsv, string | number | null> = {
      codigo: a.codigo,
      nombre: a.nombre,
      descripcion: a.descripcion,
      aula: a.aula,
      categoria: a.categoria,
      subcategoria: a.subcategoria,
      fechabaja: a.fechabaja ? formatearFecha(a.fechabaja) : null,
      motivoBaja: a.motivoBaja,
      bajaPor: a.bajaPor,
    };
    lineas.push(COLUMNAS_CSV.map((c) => celda(valores[c.clave])).join(";"));
  }
  return `\uFEFF${lineas.join("\r\n")}\r\n`;
}

/** RFC 4180 records: quoted fields may hold the delimiter, quotes ("") and line breaks. */
export function partirCsv(texto: string, separador: string): { linea: number; campos: string[] }[] {
  const registros: { linea: number; campos: string[] }[] = [];
  let campos: string[] = [];
  let campo = "";
  let entreComillas = false;
  let linea = 1;
  let inicio = 1;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (entreComillas) {
      if (c === '"') {
        if (texto[i + 1] === '"') {
          campo += '"';
          i++;
        } else entreComillas = false;
      } else {
        if (c === "\n") linea++;
        campo += c;
      }
    } else if (c === '"' && campo === "") {
      entreComillas = true;
    } else if (c === separador) {
      campos.push(campo);
      campo = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && texto[i + 1] === "\n") i++;
      campos.push(campo);
      registros.push({ linea: inicio, campos });
      campos = [];
      campo = "";
      linea++;
      inicio = linea;
    } else {
      campo += c;
    }
  }
  if (campo !== "" || campos.length > 0) {
    campos.push(campo);
    registros.push({ linea: inicio, campos });
  }
  // Blank lines (a trailing newline, gaps) are not rows.
  return registros.filter((r) => r.campos.some((x) => x.trim() !== ""));
}

export type FilaCsv = { fila: number; valores: Partial<Record<ClaveCsv, string>> };
export type LecturaCsv = { ok: true; filas: FilaCsv[]; columnas: ClaveCsv[] } | { ok: false; mensaje: string };

export const MAXIMO_FILAS_CSV = 10_000;

/**
 * Reads an inventory CSV into rows keyed by column, each with its line number in the file (the
 * header is line 1). Unknown columns are ignored; the required ones must be there.
 */
export function leerCsvArticulos(texto: string): LecturaCsv {
  const limpio = texto.replace(/^\uFEFF/, "");
  const primera = limpio.split(/\r?\n/, 1)[0] ?? "";
  const separador = [";", "\t", ","].map((s) => ({ s, n: primera.split(s).length })).sort((a, b) => b.n - a.n)[0].s;
  const registros = partirCsv(limpio, separador);
  if (registros.length === 0) return { ok: false, mensaje: "El archivo está vacío." };
  const [cabecera, ...datos] = registros;
  const indices = cabecera.campos.map((t) => ALIAS[normalizarTitulo(t)] ?? null);
  const faltan = OBLIGATORIAS.filter((k) => !indices.includes(k));
  if (faltan.length) {
    const titulos = faltan.map((k) => COLUMNAS_CSV.find((c) => c.clave === k)!.titulo);
    return { ok: false, mensaje: `Faltan columnas obligatorias en la primera fila: ${titulos.join(", ")}.` };
  }
  if (datos.length === 0) return { ok: false, mensaje: "El archivo no tiene ninguna fila de artículos." };
  if (datos.length > MAXIMO_FILAS_CSV) return { ok: false, mensaje: `El archivo tiene ${datos.length} filas; el máximo es ${MAXIMO_FILAS_CSV}.` };
  const filas = datos.map((r) => {
    const valores: Partial<Record<ClaveCsv, string>> = {};
    indices.forEach((clave, i) => {
      if (!clave || !COLUMNAS_IMPORTABLES.has(clave)) return;
      // Undo the apostrophe the export puts in front of formula-like text.
      const v = (r.campos[i] ?? "").replace(/^'(?=[=+\-@\t\r])/, "");
      valores[clave] = v;
    });
    return { fila: r.linea, valores };
  });
  return { ok: true, filas, columnas: indices.filter((k): k is ClaveCsv => k !== null && COLUMNAS_IMPORTABLES.has(k)) };
}
