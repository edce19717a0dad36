import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { mensajeArchivoGrande } from "./archivos";
import { plegar } from "./texto";

/**
 * Every CSV the portal reads or writes goes through here (docs/arquitectura.md §11), over csv-parse and
 * csv-stringify, with the centre's conventions:
 *
 * - written as a Spanish Excel opens it: `;` between fields, UTF-8 with a BOM (so accents show),
 *   CRLF, every text field quoted (RFC 4180: `x,=1+1,y` stays one cell even when the file is
 *   opened with `,` as the separator) and formula-like text neutralised with a leading apostrophe
 *   (CSV injection: `=`, `+`, `-`, `@`, TAB, CR);
 * - read from wherever a file comes: `;`, `,` or TAB (guessed from the header line), UTF-8 with or
 *   without BOM or Windows-1252 (what Excel for Windows saves as "CSV"), headers matched without
 *   accents or case, the export's apostrophes undone, and every problem reported with its line.
 */

export const MAX_BYTES_CSV = 10 * 1024 * 1024;
export const MAX_FILAS_CSV = 20_000;

export type Celda = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutralizarFormula(valor: string): string {
  return FORMULA.test(valor) ? `'${valor}` : valor;
}

/** Text that would run as a formula if imported as is (a phone "+34 …" or "-5" is not). */
export function pareceFormula(valor: string): boolean {
  return /^[=@]/.test(valor) || /^[+-][^\d\s]/.test(valor) || /^[\t\r]/.test(valor);
}

/** A CSV document for download (see the conventions above). */
export function escribirCsv(cabecera: readonly string[], filas: Iterable<readonly Celda[]>): string {
  return stringify([cabecera as Celda[], ...filas].map((f) => f.map((c) => (c === undefined ? null : c))), {
    delimiter: ";",
    record_delimiter: "windows",
    bom: true,
    quoted_string: true,
    cast: { string: neutralizarFormula, number: (n) => String(n) },
  });
}

/** The HTTP response of a CSV download. */
export function respuestaCsv(contenido: string, nombreArchivo: string): Response {
  const seguro = nombreArchivo.replace(/[^\w.-]+/g, "-");
  return new Response(contenido, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${seguro}"`,
      "cache-control": "no-store",
    },
  });
}

/**
 * Bytes of an uploaded file → text. Strict UTF-8 first (with or without BOM); if the bytes are not
 * valid UTF-8 they are Windows-1252, the only other encoding Spanish spreadsheets write.
 */
export function decodificar(bytes: ArrayBuffer | Uint8Array): string {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(b);
  } catch {
    // Node's "windows-1252" decoder is Latin-1 (0x80 is not €), so the 0x80–0x9F block is mapped here.
    let out = "";
    for (const byte of b) out += byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
    return out;
  }
}

// Windows-1252's 0x80–0x9F; the five unused positions keep their Latin-1 control code.
const CP1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** A column an import reads: its key, its title in templates, other titles it accepts. */
export type ColumnaCsv<K extends string = string> = {
  clave: K;
  titulo: string;
  alias?: readonly string[];
  obligatoria?: boolean;
};

export type FilaCsv<K extends string = string> = {
  /** Line of the file where the row starts (the header is line 1). */
  linea: number;
  /** Every declared column; "" when the file lacks an optional column or the cell is empty. */
  valores: Record<K, string>;
};

export type ErrorFilaCsv = { linea: number; mensaje: string };

export type LecturaCsv<K extends string = string> =
  | { ok: true; filas: FilaCsv<K>[]; errores: ErrorFilaCsv[]; columnas: K[]; separador: ";" | "," | "\t" }
  | { ok: false; mensaje: string };

const normalizarTitulo = (t: string) => plegar(t).replace(/[^a-z0-9]/g, "");

function separadorDe(cabecera: string): ";" | "," | "\t" {
  const cuenta = (s: string) => cabecera.split(s).length;
  return ([";", ",", "\t"] as const).map((s) => ({ s, n: cuenta(s) })).sort((a, b) => b.n - a.n)[0].s;
}

type Registro = { record: string[]; info: { lines: number } };

/**
 * Reads an upload (bytes or text) into rows keyed by column. Whole-file problems (empty, too big,
 * broken quoting, missing required columns, too many rows) give `ok: false` with one message;
 * row problems (more cells than the header, a formula) go to `errores` with their line, so an
 * import can show every bad row at once. Unknown columns are ignored.
 */
export function leerCsv<K extends string>(
  entrada: string | ArrayBuffer | Uint8Array,
  columnas: readonly ColumnaCsv<K>[],
  opciones: { maxFilas?: number; maxBytes?: number } = {},
): LecturaCsv<K> {
  const maxBytes = opciones.maxBytes ?? MAX_BYTES_CSV;
  const maxFilas = opciones.maxFilas ?? MAX_FILAS_CSV;
  const tamano = typeof entrada === "string" ? Buffer.byteLength(entrada) : entrada.byteLength;
  if (tamano > maxBytes) return { ok: false, mensaje: mensajeArchivoGrande(maxBytes) };
  const texto = (typeof entrada === "string" ? entrada : decodificar(entrada)).replace(/^\uFEFF/, "");
  if (texto.trim() === "") return { ok: false, mensaje: "El archivo está vacío." };
  if (texto.includes("\u0000")) return { ok: false, mensaje: "El archivo no es un CSV de texto (contiene bytes nulos): guárdalo como «CSV UTF-8» o «CSV (delimitado por comas)»." };

  // One line ending: csv-parse counts a CRLF inside quotes as two lines, which would misnumber rows.
  const unificado = texto.replace(/\r\n?/g, "\n");
  const separador = separadorDe(unificado.split("\n", 1)[0]);
  let registros: Registro[];
  try {
    registros = parse(unificado, { delimiter: separador, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as Registro[];
  } catch (e) {
    const linea = (e as { lines?: number }).lines;
    return { ok: false, mensaje: `El archivo no es un CSV válido${linea ? ` (línea ${linea})` : ""}: revisa que las comillas estén cerradas.` };
  }
  const conDatos = registros
    .map((r) => ({ campos: r.record, linea: r.info.lines - r.record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0) }))
    .filter((r) => r.campos.some((c) => c.trim() !== ""));
  if (conDatos.length === 0) return { ok: false, mensaje: "El archivo está vacío." };

  const [cabecera, ...datos] = conDatos;
  const porTitulo = new Map<string, K>();
  for (const c of columnas) for (const t of [c.titulo, c.clave, ...(c.alias ?? [])]) porTitulo.set(normalizarTitulo(t), c.clave);
  const indices = cabecera.campos.map((t) => porTitulo.get(normalizarTitulo(t)) ?? null);
  const faltan = columnas.filter((c) => c.obligatoria && !indices.includes(c.clave));
  if (faltan.length) {
    const esperado = columnas.map((c) => c.titulo).join(separador === "\t" ? " | " : separador);
    return { ok: false, mensaje: `Faltan columnas obligatorias en la primera fila: ${faltan.map((c) => c.titulo).join(", ")}. La primera fila debe ser: ${esperado}` };
  }
  if (datos.length === 0) return { ok: false, mensaje: "El archivo solo tiene la fila de títulos: no hay datos." };
  if (datos.length > maxFilas) return { ok: false, mensaje: `El archivo tiene ${datos.length} filas; el máximo es ${maxFilas}: divídelo en varios.` };

  const errores: ErrorFilaCsv[] = [];
  const filas = datos.map((r) => {
    const valores = Object.fromEntries(columnas.map((c) => [c.clave, ""])) as Record<K, string>;
    if (r.campos.length > cabecera.campos.length && r.campos.slice(cabecera.campos.length).some((c) => c.trim() !== "")) {
      errores.push({ linea: r.linea, mensaje: `La fila tiene ${r.campos.length} celdas y la primera fila ${cabecera.campos.length}: sobra alguna celda (¿un separador de más?).` });
    }
    indices.forEach((clave, i) => {
      if (!clave) return;
      // Undo the apostrophe the export puts in front of formula-like text.
      const v = (r.campos[i] ?? "").replace(/^'(?=[=+\-@\t\r])/, "");
      if (pareceFormula(v.trim()) && v === (r.campos[i] ?? "")) {
        const titulo = columnas.find((c) => c.clave === clave)!.titulo;
        errores.push({ linea: r.linea, mensaje: `${titulo}: «${v.slice(0, 30)}» parece una fórmula de hoja de cálculo; escribe el valor, no la fórmula.` });
      }
      valores[clave] = v;
    });
    return { linea: r.linea, valores };
  });
  return { ok: true, filas, errores, columnas: indices.filter((k): k is K => k !== null), separador };
}

/** A template: the header line and one example row, for "Descargar plantilla". */
export function plantillaCsv(columnas: readonly ColumnaCsv[], ejemplo: readonly Celda[][] = []): string {
  return escribirCsv(
    columnas.map((c) => c.titulo),
    ejemplo,
  );
}
