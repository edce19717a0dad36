import { escaparTexto, plegarLinea, semanaAIcs } from "./ics";
import type { Semana } from "./semana";

const semana: Semana = {
  curso: "2026/2027",
  franjas: [{ id: 1, orden: 1, inicio: "08:30", fin: "09:25", recreo: false }],
  periodos: [
    {
      id: 10,
      dia: 3,
      franjaId: 1,
      grupo: "1QUI301",
      modulo: { codigo: "0066", ciclo: "QUI301", nombre: "Análisis químicos; prácticas, laboratorio" },
      docente: { id: 5, nombre: "Ana", apellidos: "López Gracia", email: "ana@c.test" },
      aula: { id: 1, nombre: "Aula 1" },
      desdoble: false,
    },
  ],
};

describe("iCalendar feed", () => {
  const ics = semanaAIcs(semana, {
    nombre: "Horario de 1QUI301",
    curso: { codigo: "2026/2027", inicio: "2026-09-15", fin: "2027-06-22" },
    noLectivos: ["2026-10-12", "2026-12-08", "2026-12-09"],
    titulo: (p) => p.modulo.nombre,
    ahora: new Date("2026-09-01T10:00:00Z"),
  });
  const lineas = ics.split("\r\n");

  it("is one calendar with Madrid's time zone and CRLF lines", () => {
    expect(lineas[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lineas).toContain("TZID:Europe/Madrid");
    expect(lineas).toContain("X-WR-CALNAME:Horario de 1QUI301");
  });

  it("repeats each period weekly from its first weekday of the year to the last day, skipping days off on that weekday", () => {
    // 15/09/2026 is a Tuesday: the first Wednesday is the 16th. 12/10 is a Monday, 9/12 a Wednesday.
    expect(lineas).toContain("DTSTART;TZID=Europe/Madrid:20260916T083000");
    expect(lineas).toContain("DTEND;TZID=Europe/Madrid:20260916T092500");
    expect(lineas).toContain("RRULE:FREQ=WEEKLY;UNTIL=20270622T235959Z");
    expect(lineas).toContain("EXDATE;TZID=Europe/Madrid:20261209T083000");
    expect(lineas).toContain("UID:2026-2027-3-1-1QUI301-5@horarios.portal-del-centro");
    expect(lineas).toContain("DTSTAMP:20260901T100000Z");
    expect(lineas).toContain("LOCATION:Aula 1");
  });

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(lineas).toContain("SUMMARY:Análisis químicos\\; prácticas\\, laboratorio");
    expect(escaparTexto("a\\b\nc")).toBe("a\\\\b\\nc");
    const larga = `DESCRIPTION:${"ñ".repeat(60)}`;
    const plegada = plegarLinea(larga);
    for (const l of plegada.split("\r\n")) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(plegada.replace(/\r\n /g, "")).toBe(larga);
    expect(lineas.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });
});
