import { diaDeLaSemana, NOMBRES_MES, sumarDias } from "../fechas";

/**
 * Months of the follow-up calendar: Monday to Friday only, weeks from Monday (spec §5, §9).
 * Months travel as 'yyyy-MM'.
 */

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function esMes(valor: string): boolean {
  return MES.test(valor);
}

export function mesDe(fecha: string): string {
  return fecha.slice(0, 7);
}

/** 'yyyy-MM' plus `n` months. */
export function sumarMeses(mes: string, n: number): string {
  const total = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** Every month from the one of `desde` to the one of `hasta`, both included. */
export function mesesEntre(desde: string, hasta: string): string[] {
  const out: string[] = [];
  for (let m = mesDe(desde); m <= mesDe(hasta); m = sumarMeses(m, 1)) out.push(m);
  return out;
}

/** 'noviembre de 2026'. */
export function nombreMes(mes: string): string {
  return `${NOMBRES_MES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;
}

/** 'Noviembre 2026', the calendar's header (spec §9: month name and year). */
export function tituloMes(mes: string): string {
  const n = NOMBRES_MES[Number(mes.slice(5, 7)) - 1];
  return `${n.charAt(0).toUpperCase()}${n.slice(1)} ${mes.slice(0, 4)}`;
}

export function primerDia(mes: string): string {
  return `${mes}-01`;
}

export function ultimoDia(mes: string): string {
  return sumarDias(primerDia(sumarMeses(mes, 1)), -1);
}

/**
 * The month's weeks as rows of five days, Monday to Friday; a day outside the month is null. A
 * week whose weekdays all fall in another month (a month starting on Saturday) is left out.
 */
export function semanasDelMes(mes: string): (string | null)[][] {
  const inicio = primerDia(mes);
  const fin = ultimoDia(mes);
  const semanas: (string | null)[][] = [];
  for (let lunes = sumarDias(inicio, 1 - diaDeLaSemana(inicio)); lunes <= fin; lunes = sumarDias(lunes, 7)) {
    const dias = [0, 1, 2, 3, 4].map((i) => sumarDias(lunes, i)).map((d) => (d >= inicio && d <= fin ? d : null));
    if (dias.some((d) => d !== null)) semanas.push(dias);
  }
  return semanas;
}

/** The month to open first: today's if it is one of `meses`, else the nearest end of the list. */
export function mesParaAbrir(meses: readonly string[], hoy: string): string {
  const actual = mesDe(hoy);
  if (meses.length === 0 || meses.includes(actual)) return actual;
  return actual < meses[0] ? meses[0] : meses[meses.length - 1];
}
