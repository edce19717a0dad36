/**
 * Dates as the centre lives them: in Huesca's time zone whatever the server's is (a request made at
 * 00:30 belongs to that day, not to the previous one in UTC), shown dd/MM/yyyy, weeks from Monday.
 * Calendar days travel as ISO strings 'yyyy-MM-dd' (what <input type="date"> and PostgreSQL's
 * `date` use), never as Date objects, so no time zone can shift them.
 */

export const ZONA_CENTRO = "Europe/Madrid";

/**
 * `formato` remembering its last answer for the minute it was asked about: the day and the time of
 * day in the centre only change on the minute (time zones move by whole minutes), and a page asks
 * for them a dozen times or more (each SQL rule for the current school year does), at some
 * microseconds per formatting with a time zone.
 */
function porMinuto(formato: Intl.DateTimeFormat): (ahora: Date) => string {
  let minuto = Number.NaN;
  let texto = "";
  return (ahora) => {
    const m = Math.floor(ahora.getTime() / 60_000);
    // An invalid date gives NaN, never equal to the last minute: format throws as it always did.
    if (m !== minuto) {
      texto = formato.format(ahora);
      minuto = m;
    }
    return texto;
  };
}

const partesHoy = porMinuto(new Intl.DateTimeFormat("en-CA", { timeZone: ZONA_CENTRO, year: "numeric", month: "2-digit", day: "2-digit" }));
const partesHora = porMinuto(new Intl.DateTimeFormat("en-GB", { timeZone: ZONA_CENTRO, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }));
const corta = new Intl.DateTimeFormat("es-ES", { timeZone: ZONA_CENTRO, day: "2-digit", month: "2-digit", year: "numeric" });
const larga = new Intl.DateTimeFormat("es-ES", { timeZone: ZONA_CENTRO, day: "numeric", month: "long", year: "numeric" });
const conHora = new Intl.DateTimeFormat("es-ES", { timeZone: ZONA_CENTRO, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Today in the centre, 'yyyy-MM-dd'. */
export function hoyEnElCentro(ahora = new Date()): string {
  return partesHoy(ahora);
}

/** The time of day in the centre, 'HH:mm' (24 h). */
export function horaEnElCentro(ahora = new Date()): string {
  return partesHora(ahora);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → a Date at UTC midnight of that day (for arithmetic only; never format it locally). */
function diaUtc(iso: string): Date {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`Fecha no válida: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const aIso = (d: Date) => d.toISOString().slice(0, 10);

/** Whether 'yyyy-MM-dd' names a real calendar day (no 30 February). */
export function esFechaReal(iso: string): boolean {
  const m = ISO.exec(iso);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * 'yyyy-MM-dd', an ISO timestamp's day, or 'dd/MM/yyyy' (what a Spanish spreadsheet writes) →
 * 'yyyy-MM-dd'; null for anything else or a day that does not exist.
 */
export function normalizarFecha(valor: string): string | null {
  const s = valor.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  const es = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (es) [y, m, d] = [Number(es[3]), Number(es[2]), Number(es[1])];
  else return null;
  const f = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return y >= 1900 && esFechaReal(f) ? f : null;
}

/** 'yyyy-MM-dd' plus `dias` days. */
export function sumarDias(iso: string, dias: number): string {
  const d = diaUtc(iso);
  d.setUTCDate(d.getUTCDate() + dias);
  return aIso(d);
}

/** ISO weekday of a day: 1 = lunes … 7 = domingo. */
export function diaDeLaSemana(iso: string): number {
  return ((diaUtc(iso).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week a day falls in (weeks start on Monday). */
export function lunesDe(iso: string): string {
  return sumarDias(iso, 1 - diaDeLaSemana(iso));
}

/** The ISO week a day falls in, '2026-W48': weeks from Monday, the first the one with a Thursday. */
export function semanaIso(iso: string): string {
  // The week belongs to the year of its Thursday.
  const jueves = sumarDias(iso, 4 - diaDeLaSemana(iso));
  const anio = jueves.slice(0, 4);
  const dias = Math.round((diaUtc(jueves).getTime() - diaUtc(`${anio}-01-01`).getTime()) / 86_400_000);
  return `${anio}-W${String(Math.floor(dias / 7) + 1).padStart(2, "0")}`;
}

export const DIAS_LECTIVOS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"] as const;
export const NOMBRES_DIA = [...DIAS_LECTIVOS, "Sábado", "Domingo"] as const;
export const NOMBRES_MES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"] as const;

/** dd/MM/yyyy, from 'yyyy-MM-dd' (as is) or from an instant (in the centre's zone). Empty for null. */
export function formatearFecha(valor: Date | string | null | undefined): string {
  if (valor === null || valor === undefined || valor === "") return "";
  if (typeof valor === "string" && ISO.test(valor)) return `${valor.slice(8, 10)}/${valor.slice(5, 7)}/${valor.slice(0, 4)}`;
  return corta.format(new Date(valor));
}

/** '5 de marzo de 2026', for the body of official documents. */
export function formatearFechaLarga(valor: Date | string): string {
  if (typeof valor === "string" && ISO.test(valor)) return larga.format(new Date(`${valor}T12:00:00Z`));
  return larga.format(new Date(valor));
}

/** dd/MM/yyyy HH:mm in the centre's zone, for instants (who changed what, when). */
export function formatearFechaHora(valor: Date | string): string {
  return conHora.format(new Date(valor)).replace(",", "");
}

/**
 * The school year a day belongs to, '2026/2027': courses start in September, so July and August
 * already count as the next one's preparation.
 */
export function cursoAcademicoDe(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m >= 7 ? `${y}/${y + 1}` : `${y - 1}/${y}`;
}
