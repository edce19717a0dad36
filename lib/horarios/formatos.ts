import { decodificar, plantillaCsv, type ColumnaCsv, type ErrorFilaCsv, type FilaCsv } from "../csv";
import { leerCsvImportacion, normalizarFilas } from "../importar/leer";
import { esXmlFet, leerFet } from "./fet";
import { MAX_BYTES_IMPORTACION } from "../importar/limites";
import { mensajeArchivoGrande } from "../archivos";
import { plegar } from "../texto";

/**
 * The two timetable files the admin can import, read into one neutral shape (`FilaOrigen`) that
 * still carries the file's own names; `analisis.ts` decides what each name stands for.
 *
 * 1. FET's `<proyecto>_timetable.csv` (src/engine/export.cpp, exportCSVTimetable): a header
 *    "Activity Id","Day","Hour","Students Sets","Subject","Teachers","Activity Tags","Room","Comments",
 *    every field quoted, `,` by default (FET also offers `;` and `|`), UTF-8 with a BOM, one line per
 *    hour of each placed activity; several students sets or teachers are joined with "+".
 * 2. The portal's own CSV, `dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email` (+ optional
 *    `desdoble`), which anyone can write in a spreadsheet from the downloadable template.
 */

/** FET's CSV export, FET's own .fet XML with the timetable, or the portal's CSV. */
export type FormatoHorario = "fet" | "fet-xml" | "portal";

export type FilaOrigen = {
  linea: number;
  dia: string;
  /** FET's hour name, or 'HH:mm-HH:mm' from our inicio and fin. */
  hora: string;
  grupos: string[];
  /** FET's subject, or our module code. */
  modulo: string;
  /** Our `ciclo` column ("" = the group's cycle); always "" for FET. */
  ciclo: string;
  /** FET's teacher names, or our teacher email. */
  docentes: string[];
  /** "" = no room. */
  aula: string;
  /** Our `desdoble` column; null for FET, where the analysis decides (decision 010). */
  desdoble: boolean | null;
};

export type LecturaHorario =
  | { ok: true; formato: FormatoHorario; filas: FilaOrigen[]; errores: ErrorFilaCsv[]; /** Data rows in the file, good or bad. */ total: number }
  | { ok: false; mensaje: string };

/** Longest name a cell may hold; FET names and ours are far shorter. */
const MAX_CELDA = 200;

export const COLUMNAS_FET = [
  { clave: "actividad", titulo: "Activity Id" },
  { clave: "dia", titulo: "Day", obligatoria: true },
  { clave: "hora", titulo: "Hour", obligatoria: true },
  { clave: "grupos", titulo: "Students Sets", obligatoria: true },
  { clave: "asignatura", titulo: "Subject", obligatoria: true },
  { clave: "docentes", titulo: "Teachers", obligatoria: true },
  { clave: "etiquetas", titulo: "Activity Tags" },
  { clave: "aula", titulo: "Room" },
  { clave: "comentarios", titulo: "Comments" },
] as const satisfies readonly ColumnaCsv[];

export const COLUMNAS_PORTAL = [
  { clave: "dia", titulo: "dia", alias: ["día"], obligatoria: true },
  { clave: "inicio", titulo: "inicio", obligatoria: true },
  { clave: "fin", titulo: "fin", obligatoria: true },
  { clave: "aula", titulo: "aula" },
  { clave: "grupo", titulo: "grupo", obligatoria: true },
  { clave: "modulo", titulo: "modulo", alias: ["módulo"], obligatoria: true },
  { clave: "ciclo", titulo: "ciclo" },
  { clave: "docente_email", titulo: "docente_email", alias: ["docente", "email", "correo"], obligatoria: true },
  { clave: "desdoble", titulo: "desdoble" },
] as const satisfies readonly ColumnaCsv[];

/** The template behind "Descargar plantilla": our columns and two example rows (a desdoble pair would need two). */
export function plantillaHorario(dominio = "cpifp-huesca.es"): string {
  return plantillaCsv(COLUMNAS_PORTAL, [
    ["Lunes", "08:30", "09:25", "Aula 1", "1QUI301", "0065", "QUI301", `ana.lopez@${dominio}`, "no"],
    ["Lunes", "09:25", "10:20", "Laboratorio de Química", "1QUI301", "0066", "QUI301", `carmen.royo@${dominio}`, "no"],
  ]);
}

/** FET's header names "Students Sets" and "Activity Id", which no spreadsheet of ours has. */
function esFet(primeraLinea: string): boolean {
  const t = plegar(primeraLinea).replace(/[^a-z]/g, "");
  return t.includes("studentssets") || (t.includes("activityid") && t.includes("teachers"));
}

/**
 * Reads an upload in either format (told apart by its header) into neutral rows, through the
 * import pipeline's reader (lib/importar/leer.ts): its limits, and every cell normalised (FET keeps
 * TABs in names: a subject `Francés\t\t` is «Francés»).
 */
export function leerHorario(entrada: string | ArrayBuffer | Uint8Array): LecturaHorario {
  const tamano = typeof entrada === "string" ? Buffer.byteLength(entrada) : entrada.byteLength;
  if (tamano > MAX_BYTES_IMPORTACION) return { ok: false, mensaje: mensajeArchivoGrande(MAX_BYTES_IMPORTACION) };
  // Decoded once here to look at the header; the reader gets the same text.
  const texto = typeof entrada === "string" ? entrada : decodificar(entrada instanceof Uint8Array ? entrada : new Uint8Array(entrada));
  if (esXmlFet(texto)) {
    const x = leerFet(texto.replace(/^\uFEFF/, ""));
    if (!x.ok) return x;
    const n = normalizarFilas(x.filas, COLUMNAS_FET);
    const l = conErrores("fet-xml", n.filas as FilaCsv<ClaveFet>[], [...x.errores, ...n.errores], filaFet);
    return l.ok ? { ...l, total: x.total } : l;
  }
  const primera = texto.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const formato: FormatoHorario = esFet(primera) ? "fet" : "portal";
  if (formato === "fet") {
    if (/"\|"/.test(primera)) return { ok: false, mensaje: "El archivo usa «|» como separador. Expórtalo de nuevo desde FET eligiendo «,» (la opción por defecto) o «;»." };
    const l = leerCsvImportacion(texto, COLUMNAS_FET);
    if (!l.ok) return l;
    return conErrores("fet", l.filas as FilaCsv<ClaveFet>[], l.errores, filaFet);
  }
  const l = leerCsvImportacion(texto, COLUMNAS_PORTAL);
  if (!l.ok && l.mensaje.startsWith("Faltan columnas")) {
    return { ok: false, mensaje: `${l.mensaje}. Se admiten dos formatos: la exportación CSV de FET (*_timetable.csv) y la plantilla del portal (dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email).` };
  }
  if (!l.ok) return l;
  return conErrores("portal", l.filas as FilaCsv<ClavePortal>[], l.errores, filaPortal);
}

type ClaveFet = (typeof COLUMNAS_FET)[number]["clave"];
type ClavePortal = (typeof COLUMNAS_PORTAL)[number]["clave"];

type Conversion = { fila: FilaOrigen | null; errores: string[] };

function conErrores<K extends string>(formato: FormatoHorario, filas: FilaCsv<K>[], erroresCsv: ErrorFilaCsv[], convertir: (f: FilaCsv<K>) => Conversion): LecturaHorario {
  const errores = [...erroresCsv];
  const salida: FilaOrigen[] = [];
  const conError = new Set(erroresCsv.map((e) => e.linea));
  for (const f of filas) {
    const larga = Object.values<string>(f.valores).find((v) => v.length > MAX_CELDA);
    if (larga !== undefined) {
      errores.push({ linea: f.linea, mensaje: `Hay una celda demasiado larga (más de ${MAX_CELDA} caracteres): «${larga.slice(0, 40)}…».` });
      continue;
    }
    // A cell with an invisible character is already an error of its row (leer.ts), quoted.
    if (conError.has(f.linea)) continue;
    const c = convertir(f);
    for (const mensaje of c.errores) errores.push({ linea: f.linea, mensaje });
    if (c.fila && c.errores.length === 0) salida.push(c.fila);
  }
  return { ok: true, formato, filas: salida, errores: errores.sort((a, b) => a.linea - b.linea), total: filas.length };
}

const partes = (v: string) =>
  v
    .split("+")
    .map((s) => s.trim())
    .filter(Boolean);

function filaFet(f: FilaCsv<ClaveFet>): Conversion {
  const v = f.valores;
  const errores: string[] = [];
  if (!v.dia.trim()) errores.push("Falta el día (columna Day).");
  if (!v.hora.trim()) errores.push("Falta la hora (columna Hour).");
  return {
    errores,
    fila: {
      linea: f.linea,
      dia: v.dia.trim(),
      hora: v.hora.trim(),
      grupos: partes(v.grupos),
      modulo: v.asignatura.trim(),
      ciclo: "",
      docentes: partes(v.docentes),
      aula: v.aula.trim(),
      desdoble: null,
    },
  };
}

const HORA = /^([01]?\d|2[0-3])[:.h]([0-5]\d)$/;

/** 'H:mm', 'HH.mm' or 'HHhmm' → 'HH:mm'; null if it is not a time of day. */
export function normalizarHora(valor: string): string | null {
  const m = HORA.exec(valor.trim());
  return m ? `${m[1].padStart(2, "0")}:${m[2]}` : null;
}

const SI = new Set(["si", "s", "x", "1", "true", "desdoble", "yes"]);
const NO = new Set(["", "no", "n", "0", "false"]);

function filaPortal(f: FilaCsv<ClavePortal>): Conversion {
  const v = f.valores;
  const errores: string[] = [];
  const inicio = normalizarHora(v.inicio);
  const fin = normalizarHora(v.fin);
  if (!v.dia.trim()) errores.push("Falta el día.");
  if (!inicio) errores.push(v.inicio.trim() ? `La hora de inicio «${v.inicio.trim()}» no tiene el formato HH:mm.` : "Falta la hora de inicio.");
  if (!fin) errores.push(v.fin.trim() ? `La hora de fin «${v.fin.trim()}» no tiene el formato HH:mm.` : "Falta la hora de fin.");
  if (inicio && fin && fin <= inicio) errores.push(`La hora de fin (${fin}) debe ser posterior a la de inicio (${inicio}).`);
  if (!v.grupo.trim()) errores.push("Falta el grupo.");
  if (!v.modulo.trim()) errores.push("Falta el módulo.");
  if (!v.docente_email.trim()) errores.push("Falta el correo del docente.");
  const d = plegar(v.desdoble.trim());
  if (!SI.has(d) && !NO.has(d)) errores.push(`La columna desdoble debe ser «sí» o «no», no «${v.desdoble.trim()}».`);
  return {
    errores,
    fila: {
      linea: f.linea,
      dia: v.dia.trim(),
      hora: `${inicio}-${fin}`,
      grupos: [v.grupo.trim()],
      modulo: v.modulo.trim(),
      ciclo: v.ciclo.trim().toUpperCase(),
      docentes: [v.docente_email.trim().toLowerCase()],
      aula: v.aula.trim(),
      desdoble: SI.has(d),
    },
  };
}
