import { explicarVisibilidad, etiquetaPuntuacion, formatearMedia, PUNTUACIONES, type CuestionResultado, type Visibilidad } from "./resultados";

type FilaResultado = Visibilidad & {
  campana: { nombre: string; cursoAcademico: string };
  modulo: { codigo: string; nombre: string; ciclo: string; curso: number };
  docente: { email: string; nombre: string; apellidos: string };
  cuestiones: CuestionResultado[];
};

/**
 * A spreadsheet cell: quoted when needed, and a leading = + - @ neutralised so that a spreadsheet
 * does not run text from the database as a formula (CSV injection).
 */
export function celdaCsv(valor: string | number | null | undefined): string {
  let s = valor === null || valor === undefined ? "" : String(valor);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CABECERA = [
  "Campaña",
  "Curso académico",
  "Ciclo",
  "Curso",
  "Código",
  "Módulo",
  "Docente",
  "Correo del docente",
  "Respuestas",
  "Nº",
  "Pregunta",
  "Media",
  ...PUNTUACIONES.map(etiquetaPuntuacion),
];

/**
 * The admin's results table as CSV for a Spanish spreadsheet: `;` between fields, decimal comma,
 * UTF-8 with a byte order mark so that Excel reads the accents. One line per question; a module
 * whose results are hidden gets one line that says why.
 */
export function generarCsv(filas: readonly FilaResultado[]): string {
  const lineas = [CABECERA.map(celdaCsv).join(";")];
  for (const r of filas) {
    const comunes = [r.campana.nombre, r.campana.cursoAcademico, r.modulo.ciclo, `${r.modulo.curso}º`, r.modulo.codigo, r.modulo.nombre, `${r.docente.nombre} ${r.docente.apellidos}`, r.docente.email, r.respuestas];
    if (!r.visible) {
      lineas.push([...comunes, "", explicarVisibilidad(r), "", ...PUNTUACIONES.map(() => "")].map(celdaCsv).join(";"));
      continue;
    }
    for (const c of r.cuestiones) {
      lineas.push([...comunes, c.numero, c.cuestion, c.media === null ? "" : formatearMedia(c.media), ...c.resultados.map((x) => x.veces)].map(celdaCsv).join(";"));
    }
  }
  return `\uFEFF${lineas.join("\r\n")}\r\n`;
}

export function nombreFicheroCsv(campana: string, curso: number, ciclo: string): string {
  const limpio = campana
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return `resultados-${limpio}-${curso}${ciclo}.csv`;
}
