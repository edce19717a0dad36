import { DIAS_LECTIVOS, diaDeLaSemana, sumarDias } from "../fechas";
import type { Semana } from "./semana";

/**
 * A week of the timetable as an iCalendar feed (RFC 5545) that Google Calendar, Outlook or a phone
 * can subscribe to: one weekly event per period from the first such weekday of the school year to
 * its last day, skipping the centre's days without classes, in Huesca's time zone.
 */

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Madrid",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values: backslash, ';', ',' and line breaks escaped. */
export function escaparTexto(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character. */
export function plegarLinea(linea: string): string {
  const trozos: string[] = [];
  let actual = "";
  let octetos = 0;
  for (const c of linea) {
    const n = Buffer.byteLength(c);
    const limite = trozos.length === 0 ? 75 : 74;
    if (octetos + n > limite) {
      trozos.push(actual);
      actual = "";
      octetos = 0;
    }
    actual += c;
    octetos += n;
  }
  trozos.push(actual);
  return trozos.join("\r\n ");
}

const local = (fecha: string, hora: string) => `${fecha.replace(/-/g, "")}T${hora.replace(":", "")}00`;
const utc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export type OpcionesIcs = {
  nombre: string;
  curso: { codigo: string; inicio: string; fin: string };
  noLectivos: string[];
  /** What each event's title says: the group's feed names the module, a teacher's adds the group. */
  titulo: (p: Semana["periodos"][number]) => string;
  ahora?: Date;
};

export function semanaAIcs(semana: Semana, o: OpcionesIcs): string {
  const franjas = new Map(semana.franjas.map((f) => [f.id, f]));
  const lineas = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Portal del centro//Horarios//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escaparTexto(o.nombre)}`,
    "X-WR-TIMEZONE:Europe/Madrid",
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...VTIMEZONE,
  ];
  const sello = utc(o.ahora ?? new Date());
  for (const p of semana.periodos) {
    const f = franjas.get(p.franjaId);
    if (!f) continue;
    const primero = sumarDias(o.curso.inicio, (p.dia - diaDeLaSemana(o.curso.inicio) + 7) % 7);
    if (primero > o.curso.fin) continue;
    const fuera = o.noLectivos.filter((d) => d >= primero && d <= o.curso.fin && diaDeLaSemana(d) === p.dia);
    const descripcion = [`${DIAS_LECTIVOS[p.dia - 1]} ${f.inicio}–${f.fin}`, `Grupo: ${p.grupo}`, `Módulo: ${p.modulo.nombre} (${p.modulo.codigo}, ${p.modulo.ciclo})`, `Docente: ${p.docente.nombre} ${p.docente.apellidos}`];
    if (p.desdoble) descripcion.push("Desdoble");
    lineas.push(
      "BEGIN:VEVENT",
      // Stable across re-imports: the same period keeps its event in the subscriber's calendar.
      `UID:${semana.curso.replace("/", "-")}-${p.dia}-${p.franjaId}-${p.grupo}-${p.docente.id}@horarios.portal-del-centro`,
      `DTSTAMP:${sello}`,
      `DTSTART;TZID=Europe/Madrid:${local(primero, f.inicio)}`,
      `DTEND;TZID=Europe/Madrid:${local(primero, f.fin)}`,
      `RRULE:FREQ=WEEKLY;UNTIL=${o.curso.fin.replace(/-/g, "")}T235959Z`,
      ...(fuera.length ? [`EXDATE;TZID=Europe/Madrid:${fuera.map((d) => local(d, f.inicio)).join(",")}`] : []),
      `SUMMARY:${escaparTexto(o.titulo(p))}`,
      ...(p.aula ? [`LOCATION:${escaparTexto(p.aula.nombre)}`] : []),
      `DESCRIPTION:${escaparTexto(descripcion.join("\n"))}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lineas.push("END:VCALENDAR");
  return `${lineas.map(plegarLinea).join("\r\n")}\r\n`;
}
