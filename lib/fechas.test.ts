import { cursoAcademicoDe, diaDeLaSemana, esFechaReal, formatearFecha, formatearFechaHora, formatearFechaLarga, hoyEnElCentro, horaEnElCentro, lunesDe, normalizarFecha, semanaIso, sumarDias } from "./fechas";

describe("fechas del centro", () => {
  it("takes today and the time in Huesca, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (UTC+1 in winter).
    const instante = new Date("2026-12-31T23:30:00Z");
    expect(hoyEnElCentro(instante)).toBe("2027-01-01");
    expect(horaEnElCentro(instante)).toBe("00:30");
    // Summer time: UTC+2.
    expect(horaEnElCentro(new Date("2027-06-01T06:05:00Z"))).toBe("08:05");
  });

  it("answers as Intl does at every instant around midnight and the clock changes, in any order, however often it is asked", () => {
    const dia = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" });
    const hora = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    // Midnight in Madrid, and the spring and autumn changes of 2027 (01:00 UTC both).
    const bordes = ["2026-12-31T23:00:00Z", "2027-03-28T01:00:00Z", "2027-10-31T01:00:00Z"].map((t) => Date.parse(t));
    const instantes = bordes.flatMap((b) => Array.from({ length: 25 }, (_, i) => b + (i - 12) * 29_000 - 1));
    // Forwards, then backwards and interleaved: each answer must be that instant's, not the last one asked.
    for (const t of [...instantes, ...instantes.toReversed(), ...instantes.flatMap((t, i) => [t, instantes[instantes.length - 1 - i]])]) {
      const ahora = new Date(t);
      expect([hoyEnElCentro(ahora), horaEnElCentro(ahora)]).toEqual([dia.format(ahora), hora.format(ahora)]);
    }
    expect(() => hoyEnElCentro(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => hoyEnElCentro(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("formats dd/MM/yyyy without shifting calendar days", () => {
    expect(formatearFecha("2026-03-05")).toBe("05/03/2026");
    expect(formatearFecha(new Date("2026-12-31T23:30:00Z"))).toBe("01/01/2027");
    expect(formatearFecha(null)).toBe("");
    expect(formatearFechaLarga("2026-03-05")).toBe("5 de marzo de 2026");
    expect(formatearFechaHora(new Date("2026-03-05T08:07:00Z"))).toBe("05/03/2026 09:07");
  });

  it("normalises ISO, Spanish and timestamp dates, refusing days and times that do not exist", () => {
    expect(normalizarFecha("2026-02-28")).toBe("2026-02-28");
    expect(normalizarFecha("5/3/2026")).toBe("2026-03-05");
    expect(normalizarFecha("2026-03-05T10:00:00Z")).toBe("2026-03-05");
    expect(normalizarFecha("2026-02-30")).toBeNull();
    expect(normalizarFecha("2025-01-01T25:00:00Z")).toBeNull();
    expect(normalizarFecha("mañana")).toBeNull();
    expect(esFechaReal("2028-02-29")).toBe(true);
    expect(esFechaReal("2027-02-29")).toBe(false);
  });

  it("counts weeks from Monday", () => {
    expect(diaDeLaSemana("2026-11-23")).toBe(1);
    expect(diaDeLaSemana("2026-11-29")).toBe(7);
    expect(lunesDe("2026-11-29")).toBe("2026-11-23");
    expect(sumarDias("2026-12-31", 1)).toBe("2027-01-01");
    expect(sumarDias("2027-03-28", 1)).toBe("2027-03-29");
  });

  it("places July and August in the coming school year", () => {
    expect(cursoAcademicoDe("2026-11-23")).toBe("2026/2027");
    expect(cursoAcademicoDe("2027-06-30")).toBe("2026/2027");
    expect(cursoAcademicoDe("2027-07-01")).toBe("2027/2028");
  });

  it("names the ISO week of a day, the year's first being the one with a Thursday", () => {
    expect(semanaIso("2026-11-23")).toBe("2026-W48");
    expect(semanaIso("2026-11-29")).toBe("2026-W48");
    expect(semanaIso("2026-11-30")).toBe("2026-W49");
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(semanaIso("2027-01-01")).toBe("2026-W53");
    expect(semanaIso("2027-01-04")).toBe("2027-W01");
    // 29 December 2025 is a Monday whose Thursday is 1 January 2026.
    expect(semanaIso("2025-12-29")).toBe("2026-W01");
  });
});
