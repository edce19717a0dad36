import { calcularAccion, calcularDesviacion, calcularIndicadores, compararDesviacion, estadoAccion, formatearHoras, minutosAHoras, planificarSesiones } from "./reglas";
import { mesesEntre, nombreMes, semanasDelMes, sumarMeses, tituloMes, ultimoDia } from "./meses";

const HOY = "2026-11-23";

describe("defase and hours of an action", () => {
  const s = (fecha: string, minutos = 55) => ({ fecha, minutos });

  it("adds the durations of the assigned sessions, in hours with two decimals", () => {
    const r = calcularAccion({ horasEstimadas: 10, completado: false }, [s("2026-10-01"), s("2026-10-02"), s("2026-09-30", 30)]);
    expect(r.horasDedicadas).toBe(2.33);
    expect(r.defase).toBe(0);
    expect(r.fechaInicioReal).toBe("2026-09-30");
    // Not completed: no real end yet.
    expect(r.fechaFinReal).toBeNull();
  });

  it("sets defase to the hours over the estimate, and the real end once completed", () => {
    // 12 sessions × 55 min = 11 h against 10 h.
    const doce = Array.from({ length: 12 }, (_, i) => s(`2026-10-${String(i + 1).padStart(2, "0")}`));
    const r = calcularAccion({ horasEstimadas: 10, completado: true }, doce);
    expect(r.horasDedicadas).toBe(11);
    expect(r.defase).toBe(1);
    expect(r.fechaFinReal).toBe("2026-10-12");
  });

  it("has no defase exactly at the estimate, nor without sessions", () => {
    expect(calcularAccion({ horasEstimadas: 1.5, completado: false }, [s("2026-10-01", 45), s("2026-10-02", 45)]).defase).toBe(0);
    expect(calcularAccion({ horasEstimadas: 1.5, completado: false }, [s("2026-10-01", 45), s("2026-10-02", 46)]).defase).toBe(0.02);
    expect(calcularAccion({ horasEstimadas: 3, completado: true }, [])).toEqual({ horasDedicadas: 0, defase: 0, fechaInicioReal: null, fechaFinReal: null });
  });

  it("formats hours the Spanish way", () => {
    expect(formatearHoras(12.5)).toBe("12,5 h");
    expect(formatearHoras(minutosAHoras(55))).toBe("0,92 h");
  });

  it("tells completed, late, in progress and pending actions apart", () => {
    const base = { completado: false, fechaInicio: "2026-11-01", fechaFin: "2026-11-30", fechaInicioReal: null };
    expect(estadoAccion({ ...base, completado: true, fechaFin: "2026-10-01" }, HOY)).toBe("completada");
    expect(estadoAccion({ ...base, fechaFin: "2026-11-20" }, HOY)).toBe("retrasada");
    expect(estadoAccion(base, HOY)).toBe("en-curso");
    expect(estadoAccion({ ...base, fechaInicio: "2026-12-01", fechaFin: "2026-12-20" }, HOY)).toBe("pendiente");
    expect(estadoAccion({ ...base, fechaInicio: "2026-12-01", fechaFin: "2026-12-20", fechaInicioReal: "2026-11-20" }, HOY)).toBe("en-curso");
  });
});

describe("module indicators", () => {
  it("counts sessions up to today, those assigned, and completed actions", () => {
    const sesiones = [
      { fecha: "2026-11-20", accionId: 1 },
      { fecha: "2026-11-23", accionId: null },
      { fecha: "2026-11-23", accionId: 2 },
      { fecha: "2026-11-24", accionId: 2 },
      { fecha: "2026-12-01", accionId: null },
    ];
    const acciones = [{ completado: true }, { completado: false }, { completado: false }];
    expect(calcularIndicadores(sesiones, acciones, HOY)).toEqual({
      sesiones: { impartidas: 2, actuales: 3, totales: 5, indicador: 67 },
      acciones: { impartida: 1, noImpartida: 2, totales: 3, indicador: 33 },
    });
  });

  it("is 0 % with nothing to measure, not a division by zero", () => {
    expect(calcularIndicadores([{ fecha: "2027-01-10", accionId: null }], [], HOY)).toEqual({
      sesiones: { impartidas: 0, actuales: 0, totales: 1, indicador: 0 },
      acciones: { impartida: 0, noImpartida: 0, totales: 0, indicador: 0 },
    });
  });

  it("sorts the most deviated module first: late actions, then hours over, then unassigned share", () => {
    const ind = (indicador: number) => calcularIndicadores([], [], HOY) && { sesiones: { impartidas: 0, actuales: 0, totales: 0, indicador }, acciones: { impartida: 0, noImpartida: 0, totales: 0, indicador: 0 } };
    const modulo = (nombre: string, retrasadas: number, horasDesfase: number, indicador: number) => ({ nombre, desviacion: { retrasadas, horasDesfase, sinAsignar: 0 }, indicadores: ind(indicador) });
    const lista = [modulo("al día", 0, 0, 100), modulo("sin asignar", 0, 0, 40), modulo("excedido", 0, 3, 100), modulo("retrasado", 1, 0, 100)];
    expect(lista.sort(compararDesviacion).map((m) => m.nombre)).toEqual(["retrasado", "excedido", "sin asignar", "al día"]);
  });

  it("measures deviation from the actions and the indicators", () => {
    const acciones = [
      { completado: false, fechaFin: "2026-11-01", defase: 0 },
      { completado: true, fechaFin: "2026-10-01", defase: 1.5 },
      { completado: false, fechaFin: "2026-12-01", defase: 0.25 },
    ];
    const ind = calcularIndicadores([{ fecha: "2026-11-02", accionId: null }, { fecha: "2026-11-03", accionId: 1 }], acciones, HOY);
    expect(calcularDesviacion(acciones, ind, HOY)).toEqual({ retrasadas: 1, horasDesfase: 1.75, sinAsignar: 1 });
  });
});

describe("generating sessions from the timetable", () => {
  const curso = { inicio: "2026-09-15", fin: "2027-06-22" };
  // Mondays slots 1 and 2, Wednesdays slot 3, and a desdoble repeating Monday slot 1.
  const periodos = [
    { dia: 1, franjaId: 1 },
    { dia: 1, franjaId: 2 },
    { dia: 3, franjaId: 3 },
    { dia: 1, franjaId: 1 },
  ];

  it("gives one session per period on each teaching day, skipping weekends and días no lectivos", () => {
    // 12–18 October 2026: Monday 12 is El Pilar.
    const plan = planificarSesiones({ desde: "2026-10-10", hasta: "2026-10-18", curso, noLectivos: new Set(["2026-10-12"]), periodos })!;
    expect(plan.sesiones).toEqual([{ fecha: "2026-10-14", franjaId: 3 }]);
    expect(plan.diasNoLectivos).toBe(1);
  });

  it("keeps to the school year, and says when the dates are all outside it", () => {
    const plan = planificarSesiones({ desde: "2026-09-01", hasta: "2026-09-21", curso, noLectivos: new Set(), periodos })!;
    expect(plan.desde).toBe("2026-09-15");
    expect(plan.sesiones.map((s) => `${s.fecha}/${s.franjaId}`)).toEqual(["2026-09-16/3", "2026-09-21/1", "2026-09-21/2"]);
    expect(planificarSesiones({ desde: "2027-07-01", hasta: "2027-07-31", curso, noLectivos: new Set(), periodos })).toBeNull();
  });
});

describe("months of the calendar", () => {
  it("lays a month out Monday to Friday, weeks from Monday", () => {
    // November 2026 starts on a Sunday: its first row is Monday 2.
    const semanas = semanasDelMes("2026-11");
    expect(semanas[0]).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]);
    expect(semanas.at(-1)).toEqual(["2026-11-30", null, null, null, null]);
    expect(semanas.flat().filter(Boolean)).toHaveLength(21);
    // October 2026 starts on a Thursday.
    expect(semanasDelMes("2026-10")[0]).toEqual([null, null, null, "2026-10-01", "2026-10-02"]);
  });

  it("names months in Spanish and counts them across years", () => {
    expect(tituloMes("2027-01")).toBe("Enero 2027");
    expect(nombreMes("2026-09")).toBe("septiembre de 2026");
    expect(sumarMeses("2026-12", 1)).toBe("2027-01");
    expect(sumarMeses("2027-01", -1)).toBe("2026-12");
    expect(ultimoDia("2028-02")).toBe("2028-02-29");
    expect(mesesEntre("2026-09-15", "2027-06-22")).toHaveLength(10);
  });
});
