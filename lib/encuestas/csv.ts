import { ordinalCurso } from "../ciclos/etiquetas";
import { escribirCsv, type Celda } from "../csv";
import { plegar } from "../texto";
import { etiquetaPuntuacion, explicarVisibilidad, formatearMedia, PUNTUACIONES, type CuestionResultado, type Visibilidad } from "./puntuaciones";

type FilaResultado = Visibilidad & {
  campana: { nombre: string; cursoAcademico: string };
  modulo: { codigo: string; nombre: string; ciclo: string; curso: number };
  docente: { email: string; nombre: string; apellidos: string };
  cuestiones: CuestionResultado[];
};

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
  // The scores and the mean count only the published answers (decision 004), fewer than all
  // answers while a campaign is open: the column that says how many they are.
  "Respuestas publicadas",
  "Nº",
  "Pregunta",
  "Media",
  ...PUNTUACIONES.map(etiquetaPuntuacion),
];

/**
 * The admin's results table as CSV (lib/csv.ts: `;`, BOM, every text quoted), with the decimal
 * comma of a Spanish spreadsheet. One line per question; a module whose results are hidden gets
 * one line that says why.
 */
export function generarCsv(filas: readonly FilaResultado[]): string {
  const lineas: Celda[][] = [];
  for (const r of filas) {
    const comunes: Celda[] = [r.campana.nombre, r.campana.cursoAcademico, r.modulo.ciclo, ordinalCurso(r.modulo.curso), r.modulo.codigo, r.modulo.nombre, `${r.docente.nombre} ${r.docente.apellidos}`, r.docente.email, r.respuestas, r.publicadas];
    if (!r.visible) {
      lineas.push([...comunes, null, explicarVisibilidad(r), null, ...PUNTUACIONES.map(() => null)]);
      continue;
    }
    for (const c of r.cuestiones) {
      lineas.push([...comunes, c.numero, c.cuestion, c.media === null ? null : formatearMedia(c.media), ...c.resultados.map((x) => x.veces)]);
    }
  }
  return escribirCsv(CABECERA, lineas);
}

export function nombreFicheroCsv(campana: string, curso: number, ciclo: string): string {
  const limpio = plegar(campana)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `resultados-${limpio}-${curso}${ciclo}.csv`;
}
