import { franjaEn, franjaSiguiente, momentoDelCentro } from "./ahora";

const franjas = [
  { id: 1, orden: 1, inicio: "08:30", fin: "09:25", recreo: false },
  { id: 2, orden: 2, inicio: "09:25", fin: "10:20", recreo: false },
  { id: 3, orden: 3, inicio: "10:20", fin: "10:50", recreo: true },
  { id: 4, orden: 4, inicio: "10:50", fin: "11:45", recreo: false },
];

describe("now in the centre", () => {
  it("finds the slot running (start included, end excluded) and the next teaching one", () => {
    expect(franjaEn(franjas, "09:25")?.id).toBe(2);
    expect(franjaEn(franjas, "08:29")).toBeNull();
    expect(franjaSiguiente(franjas, "09:30")?.id).toBe(4);
    expect(franjaSiguiente(franjas, "11:00")).toBeNull();
  });

  it("reads the instant in Huesca's time zone, whatever the server's", () => {
    // 23:30 UTC on Sunday is 01:30 on Monday in Madrid (summer time).
    expect(momentoDelCentro(franjas, new Date("2026-06-07T23:30:00Z"))).toEqual({ dia: 1, hora: "01:30", diaLectivo: 1, franjaActual: null, franjaSiguiente: 1 });
    // 07:00 UTC on a winter Wednesday is 08:00 in Madrid; 07:40 UTC is 08:40.
    expect(momentoDelCentro(franjas, new Date("2026-12-02T07:40:00Z"))).toMatchObject({ dia: 3, hora: "08:40", franjaActual: 1, franjaSiguiente: 2 });
    expect(momentoDelCentro(franjas, new Date("2026-12-05T09:00:00Z"))).toMatchObject({ dia: 6, diaLectivo: null, franjaActual: null, franjaSiguiente: null });
  });
});
