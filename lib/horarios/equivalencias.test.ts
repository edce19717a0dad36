import { aulaAutomatica, claveEquivalencia, diaAutomatico, docenteAutomatico, grupoAutomatico, horaAutomatica, moduloAutomatico, rangoHorario } from "./equivalencias";

const franjas = [
  { id: 1, orden: 1, inicio: "08:30", fin: "09:25", recreo: false },
  { id: 2, orden: 2, inicio: "09:25", fin: "10:20", recreo: false },
  { id: 3, orden: 3, inicio: "10:20", fin: "10:50", recreo: true },
  { id: 4, orden: 4, inicio: "10:50", fin: "11:45", recreo: false },
];

describe("automatic equivalences", () => {
  it("knows the weekdays in Spanish, English and FET's short forms", () => {
    expect(["Lunes", "MIÉRCOLES", "x", "Thursday", "vie", "1"].map((d) => diaAutomatico(d))).toEqual([{ valor: "1" }, { valor: "3" }, { valor: "3" }, { valor: "4" }, { valor: "5" }, { valor: "1" }]);
    expect(diaAutomatico("Lunis")).toEqual({ sugerencia: null });
  });

  it.each([
    ["catalán", ["Dilluns", "Dimarts", "Dimecres", "Dijous", "Divendres"]],
    ["gallego", ["Luns", "Martes", "Mércores", "Xoves", "Venres"]],
    ["euskera", ["Astelehena", "Asteartea", "Asteazkena", "Osteguna", "Ostirala"]],
    ["inglés", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]],
    ["francés", ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"]],
    ["portugués", ["Segunda-feira", "Terça", "Quarta", "Quinta-feira", "Sexta"]],
    ["italiano", ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì"]],
  ])("knows the weekdays in %s, as FET's translations write them", (_idioma, dias) => {
    expect(dias.map((d) => diaAutomatico(d))).toEqual([1, 2, 3, 4, 5].map((n) => ({ valor: String(n) })));
  });

  it("suggests «No importar» for a weekend day, which the portal's week does not have", () => {
    for (const d of ["Sábado", "Domingo", "Sabato", "Dissabte", "Saturday"]) expect(diaAutomatico(d)).toEqual({ sugerencia: "-", problema: expect.stringContaining("fin de semana") });
  });

  it("matches hours by range or start, plans a new slot, and suggests the n-th teaching slot for '3ª hora'", () => {
    expect(rangoHorario("8.30 - 9.25")).toEqual({ inicio: "08:30", fin: "09:25" });
    expect(rangoHorario("09:25 a 08:30")).toBeNull();
    expect(horaAutomatica("08:30-09:25", franjas)).toEqual({ valor: "1" });
    expect(horaAutomatica("9:25", franjas)).toEqual({ valor: "2" });
    expect(horaAutomatica("12:00-12:55", franjas)).toEqual({ valor: "12:00-12:55" });
    expect(horaAutomatica("09:00-09:55", franjas)).toMatchObject({ sugerencia: "1", problema: expect.stringContaining("se solapa") });
    // The break is not a teaching slot: the 3rd teaching slot is 10:50.
    expect(horaAutomatica("3ª hora", franjas)).toEqual({ sugerencia: "4" });
    expect(horaAutomatica("Primera", franjas)).toEqual({ sugerencia: null });
  });

  it("reads a time range anywhere in an hour's name, and two starts as a start (real FET hours)", () => {
    expect(rangoHorario("1º 07:30-08:10")).toEqual({ inicio: "07:30", fin: "08:10" });
    expect(rangoHorario("9.30 - 11.00")).toEqual({ inicio: "09:30", fin: "11:00" });
    expect(rangoHorario("1ª 08:15 - FP08:15")).toBeNull();
    expect(horaAutomatica("2º 09:25-10:20", franjas)).toEqual({ valor: "2" });
    expect(horaAutomatica("1ª 08:30 - FP08:30", franjas)).toEqual({ valor: "1" });
    // Two starts, neither a slot's: the ordinal suggests the slot.
    expect(horaAutomatica("4ª 11:30 - FP10:50", franjas)).toEqual({ sugerencia: null });
    expect(horaAutomatica("3ª 10:30 - FP10:15", franjas)).toEqual({ sugerencia: "4" });
    expect(horaAutomatica("2", franjas)).toEqual({ sugerencia: "2" });
  });

  it("never takes or suggests a break", () => {
    // The exact range of the break is not a teaching slot.
    expect(horaAutomatica("10:20-10:50", franjas)).toMatchObject({ sugerencia: null, problema: expect.stringContaining("es un recreo") });
    expect(horaAutomatica("10:20", franjas)).toEqual({ sugerencia: null });
    // Overlapping the break and a teaching slot: the teaching slot is the suggestion.
    expect(horaAutomatica("10:30-11:00", franjas)).toMatchObject({ sugerencia: "4" });
    expect(horaAutomatica("3", [franjas[0], franjas[2]])).toEqual({ sugerencia: null });
  });

  it("takes a group's code and its FET subgroups, and only suggests a code buried in a longer name", () => {
    const grupos = [
      { codigo: "1QUI301", ciclo: "QUI301" },
      { codigo: "2QUI301", ciclo: "QUI301" },
    ];
    expect(grupoAutomatico("1º QUI-301", grupos)).toEqual({ valor: "1QUI301" });
    expect(grupoAutomatico("2QUI301 G1", grupos)).toEqual({ valor: "2QUI301" });
    expect(grupoAutomatico("2qui301-Lab", grupos)).toEqual({ valor: "2QUI301" });
    expect(grupoAutomatico("Grupo 1QUI301", grupos)).toEqual({ sugerencia: "1QUI301" });
    expect(grupoAutomatico("3QUI301", grupos)).toEqual({ sugerencia: null });
  });

  it("finds a module of the group's cycle by code, code and name, or name", () => {
    const modulos = [
      { codigo: "0065", ciclo: "QUI301", nombre: "Muestreo y preparación de la muestra" },
      { codigo: "0066", ciclo: "QUI301", nombre: "Análisis químicos" },
      { codigo: "0066", ciclo: "IFC201", nombre: "Otro módulo" },
    ];
    expect(moduloAutomatico("0066", "QUI301", modulos)).toEqual({ valor: "0066" });
    expect(moduloAutomatico("0066 Análisis químicos", "QUI301", modulos)).toEqual({ valor: "0066" });
    expect(moduloAutomatico("analisis quimicos", "QUI301", modulos)).toEqual({ valor: "0066" });
    expect(moduloAutomatico("Muestreo", "QUI301", modulos)).toEqual({ sugerencia: "0065" });
    expect(moduloAutomatico("00661", "QUI301", modulos)).toEqual({ sugerencia: null });
    expect(moduloAutomatico("Análisis químicos", "IFC201", modulos)).toEqual({ sugerencia: null });
    // A spreadsheet that opened the portal's template dropped the official code's leading zeros.
    expect(moduloAutomatico("65", "QUI301", modulos)).toEqual({ valor: "0065" });
    expect(moduloAutomatico("066", "QUI301", modulos)).toEqual({ valor: "0066" });
    expect(moduloAutomatico("65", "IFC201", modulos)).toEqual({ sugerencia: null });
  });

  it("finds a teacher by email or full name in either order, and suggests one whose name holds every word", () => {
    const docentes = [
      { id: 5, email: "ana.lopez@c.test", nombre: "Ana", apellidos: "López Gracia" },
      { id: 6, email: "ana.sanz@c.test", nombre: "Ana", apellidos: "Sanz Bielsa" },
    ];
    expect(docenteAutomatico("ANA.LOPEZ@c.test", docentes)).toEqual({ valor: "5" });
    expect(docenteAutomatico("nadie@c.test", docentes)).toEqual({ sugerencia: null });
    expect(docenteAutomatico("Lopez Gracia, Ana", docentes)).toEqual({ valor: "5" });
    expect(docenteAutomatico("Ana López", docentes)).toEqual({ sugerencia: "5" });
    expect(docenteAutomatico("Ana", docentes)).toEqual({ sugerencia: null });
  });

  it("finds rooms ignoring case and spaces, and keys names folded", () => {
    const aulas = [
      { id: 1, nombre: "Aula 1" },
      { id: 9, nombre: "Taller de Electricidad" },
    ];
    expect(aulaAutomatica("AULA1", aulas)).toEqual({ valor: "1" });
    expect(aulaAutomatica("Taller", aulas)).toEqual({ sugerencia: "9" });
    expect(claveEquivalencia("docente", "  Ana   LÓPEZ ")).toBe("ana lopez");
    expect(claveEquivalencia("modulo", "FOL", "QUI301")).toBe("fol|QUI301");
  });
});
