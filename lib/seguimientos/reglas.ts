import { diaDeLaSemana, sumarDias } from "../fechas";

/**
 * The follow-up's arithmetic, without a database: what an action has dedicated and by how much it
 * went over (`defase`), the module indicators, how far a module deviates from its plan, and which
 * sessions a timetable gives between two dates. Definitions: docs/decisions/013.
 */

/** Minutes → hours with two decimals (55 min → 0.92). Sums are made in minutes, so no rounding adds up. */
export function minutosAHoras(minutos: number): number {
  return Math.round((minutos / 60) * 100) / 100;
}

/** Hours (as the teacher estimated them, up to two decimals) → whole minutes. */
export function horasAMinutos(horas: number): number {
  return Math.round(horas * 60);
}

const FORMATO_HORAS = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

/** '12,5 h'. */
export function formatearHoras(horas: number): string {
  return `${FORMATO_HORAS.format(horas)} h`;
}

// --- Formative actions ---------------------------------------------------------------------------

export type SesionDeAccion = { fecha: string; minutos: number };

export type CalculoAccion = {
  horasDedicadas: number;
  /** Hours over the estimate; 0 when within it. */
  defase: number;
  /** First session assigned to the action. */
  fechaInicioReal: string | null;
  /** Last session assigned, once the action is marked completed. */
  fechaFinReal: string | null;
};

/** What an action's assigned sessions add up to (decision 013). */
export function calcularAccion(accion: { horasEstimadas: number; completado: boolean }, asignadas: readonly SesionDeAccion[]): CalculoAccion {
  let minutos = 0;
  let primera: string | null = null;
  let ultima: string | null = null;
  for (const s of asignadas) {
    minutos += s.minutos;
    if (primera === null || s.fecha < primera) primera = s.fecha;
    if (ultima === null || s.fecha > ultima) ultima = s.fecha;
  }
  const exceso = minutos - horasAMinutos(accion.horasEstimadas);
  return {
    horasDedicadas: minutosAHoras(minutos),
    defase: exceso > 0 ? minutosAHoras(exceso) : 0,
    fechaInicioReal: primera,
    fechaFinReal: accion.completado ? ultima : null,
  };
}

export type EstadoAccion = "completada" | "retrasada" | "en-curso" | "pendiente";

export const ETIQUETA_ESTADO: Record<EstadoAccion, string> = {
  completada: "Completada",
  retrasada: "Retrasada",
  "en-curso": "En curso",
  pendiente: "Pendiente",
};

/**
 * Completed; late (its planned end has passed and it is not completed); in progress (started by
 * plan or by a session); or not started yet.
 */
export function estadoAccion(a: { completado: boolean; fechaInicio: string; fechaFin: string; fechaInicioReal: string | null }, hoy: string): EstadoAccion {
  if (a.completado) return "completada";
  if (a.fechaFin < hoy) return "retrasada";
  if (a.fechaInicio <= hoy || (a.fechaInicioReal !== null && a.fechaInicioReal <= hoy)) return "en-curso";
  return "pendiente";
}

// --- Indicators ----------------------------------------------------------------------------------

export type Indicadores = {
  sesiones: { impartidas: number; actuales: number; totales: number; indicador: number };
  acciones: { impartida: number; noImpartida: number; totales: number; indicador: number };
};

const porcentaje = (parte: number, total: number) => (total > 0 ? Math.round((100 * parte) / total) : 0);

/**
 * The module indicators of spec §3 (decision 013):
 * - sesiones.totales: sessions of the school year; actuales: those dated up to today; impartidas:
 *   those up to today that are assigned to an action; indicador: impartidas / actuales, in %.
 * - acciones.totales: actions planned; impartida: completed; noImpartida: the rest; indicador:
 *   impartida / totales, in %.
 */
export function calcularIndicadores(sesiones: readonly { fecha: string; accionId: number | null }[], acciones: readonly { completado: boolean }[], hoy: string): Indicadores {
  let actuales = 0;
  let impartidas = 0;
  for (const s of sesiones) {
    if (s.fecha > hoy) continue;
    actuales++;
    if (s.accionId !== null) impartidas++;
  }
  return indicadoresDeRecuento({ totales: sesiones.length, actuales, impartidas }, acciones);
}

/**
 * calcularIndicadores from the three session counts alone, for a reader that counts in SQL (the
 * department overview; its data test checks both give the same): `actuales` are the sessions dated
 * up to today, `impartidas` those of them assigned to an action.
 */
export function indicadoresDeRecuento(sesiones: { totales: number; actuales: number; impartidas: number }, acciones: readonly { completado: boolean }[]): Indicadores {
  const { totales, actuales, impartidas } = sesiones;
  const impartida = acciones.filter((a) => a.completado).length;
  return {
    sesiones: { impartidas, actuales, totales, indicador: porcentaje(impartidas, actuales) },
    acciones: { impartida, noImpartida: acciones.length - impartida, totales: acciones.length, indicador: porcentaje(impartida, acciones.length) },
  };
}

export type Desviacion = {
  /** Actions whose planned end has passed without being completed. */
  retrasadas: number;
  /** Hours over the estimate, summed over the actions. */
  horasDesfase: number;
  /** Sessions up to today not assigned to any action. */
  sinAsignar: number;
};

export function calcularDesviacion(acciones: readonly { completado: boolean; fechaFin: string; defase: number }[], indicadores: Indicadores, hoy: string): Desviacion {
  const minutosDesfase = acciones.reduce((t, a) => t + horasAMinutos(a.defase), 0);
  return {
    retrasadas: acciones.filter((a) => !a.completado && a.fechaFin < hoy).length,
    horasDesfase: minutosAHoras(minutosDesfase),
    sinAsignar: indicadores.sesiones.actuales - indicadores.sesiones.impartidas,
  };
}

/**
 * Most deviated first: more late actions, then more hours over estimate, then the lowest share of
 * sessions accounted for (decision 013).
 */
export function compararDesviacion(a: { desviacion: Desviacion; indicadores: Indicadores }, b: { desviacion: Desviacion; indicadores: Indicadores }): number {
  return (
    b.desviacion.retrasadas - a.desviacion.retrasadas ||
    b.desviacion.horasDesfase - a.desviacion.horasDesfase ||
    a.indicadores.sesiones.indicador - b.indicadores.sesiones.indicador
  );
}

// --- Generating sessions from the timetable ------------------------------------------------------

export type Periodo = { dia: number; franjaId: number };

export type PlanGeneracion = {
  /** First and last day looked at: the dates asked for, within the school year. */
  desde: string;
  hasta: string;
  sesiones: { fecha: string; franjaId: number }[];
  /** Weekdays with classes in the timetable that were skipped as días no lectivos. */
  diasNoLectivos: number;
};

/**
 * One session per timetable period on each teaching day between two dates: weekends, the centre's
 * días no lectivos and days outside the school year are skipped. Null when the dates and the school
 * year do not overlap.
 */
export function planificarSesiones(o: {
  desde: string;
  hasta: string;
  curso: { inicio: string; fin: string };
  noLectivos: ReadonlySet<string>;
  periodos: readonly Periodo[];
}): PlanGeneracion | null {
  const desde = o.desde > o.curso.inicio ? o.desde : o.curso.inicio;
  const hasta = o.hasta < o.curso.fin ? o.hasta : o.curso.fin;
  if (desde > hasta) return null;
  const porDia = new Map<number, number[]>();
  for (const p of o.periodos) {
    const lista = porDia.get(p.dia) ?? [];
    if (!lista.includes(p.franjaId)) lista.push(p.franjaId);
    porDia.set(p.dia, lista);
  }
  const sesiones: PlanGeneracion["sesiones"] = [];
  let diasNoLectivos = 0;
  for (let f = desde; f <= hasta; f = sumarDias(f, 1)) {
    const franjas = porDia.get(diaDeLaSemana(f));
    if (!franjas) continue;
    if (o.noLectivos.has(f)) {
      diasNoLectivos++;
      continue;
    }
    for (const franjaId of franjas) sesiones.push({ fecha: f, franjaId });
  }
  return { desde, hasta, sesiones, diasNoLectivos };
}
