import { momentoDelCentro } from "./ahora";
import type { PeriodoVista, Semana } from "./semana";

/** Whose week a grid shows: each cell then names what the reader does not already know. */
export type VistaRejilla = "aula" | "docente" | "grupo";

export type CeldaRejilla = { clave: string; dia: number; franjaId: number; titulo: string; lineas: string[]; desdoble: boolean };

/** Everything the display-only grid (components/horarios/RejillaHorario) needs. */
export type DatosRejilla = {
  franjas: { id: number; inicio: string; fin: string; recreo: boolean }[];
  celdas: CeldaRejilla[];
  /** Today's column (1–5), or null at the weekend. */
  hoy: number | null;
  franjaActual: number | null;
};

const nombreDocente = (p: PeriodoVista) => `${p.docente.nombre} ${p.docente.apellidos}`.trim();

/**
 * A room's cell says module, cycle and teacher (spec "Classroom timetable viewer"), plus the
 * group; a teacher's says module, group and room; a group's says module, teacher and room.
 */
export function celdaDe(p: PeriodoVista, vista: VistaRejilla): CeldaRejilla {
  const aula = p.aula?.nombre ?? "Sin aula";
  const lineas =
    vista === "aula" ? [`${p.modulo.ciclo} · ${p.grupo}`, nombreDocente(p)] : vista === "docente" ? [`${p.grupo} · ${p.modulo.ciclo}`, aula] : [nombreDocente(p), aula];
  return { clave: String(p.id), dia: p.dia, franjaId: p.franjaId, titulo: p.modulo.nombre, lineas, desdoble: p.desdoble };
}

export function rejillaDe(semana: Semana, vista: VistaRejilla, ahora = new Date()): DatosRejilla {
  const m = momentoDelCentro(semana.franjas, ahora);
  return {
    franjas: semana.franjas.map((f) => ({ id: f.id, inicio: f.inicio, fin: f.fin, recreo: f.recreo })),
    celdas: semana.periodos.map((p) => celdaDe(p, vista)),
    hoy: m.diaLectivo,
    franjaActual: m.franjaActual,
  };
}
