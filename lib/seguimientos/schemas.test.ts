import { accionEdicionSchema, accionNuevaSchema, asignacionSchema, generacionSchema, sesionNuevaSchema } from "./schemas";

const modulo = { codigo: "0065", ciclo: "qui301" };
const errores = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("formative action schemas", () => {
  it("takes hours with a comma or a point, and normalises the module", () => {
    const r = accionNuevaSchema.parse({ modulo, nombre: "  Toma de muestras ", horasEstimadas: "12,5", fechaInicio: "15/09/2026", fechaFin: "2026-10-01" });
    expect(r).toEqual({ modulo: { codigo: "0065", ciclo: "QUI301" }, nombre: "Toma de muestras", horasEstimadas: 12.5, fechaInicio: "2026-09-15", fechaFin: "2026-10-01" });
    expect(accionNuevaSchema.parse({ modulo, nombre: "x", horasEstimadas: 3, fechaInicio: "2026-09-15", fechaFin: "2026-09-15" }).horasEstimadas).toBe(3);
  });

  it("requires the four fields of a new action (spec §5)", () => {
    expect(errores(accionNuevaSchema.safeParse({ modulo }))).toEqual({
      nombre: "Falta el nombre",
      horasEstimadas: "Faltan las horas estimadas",
      fechaInicio: "Falta la fecha de inicio",
      fechaFin: "Falta la fecha de fin",
    });
  });

  it.each([
    ["-3", "Las horas estimadas deben ser más de 0 y como mucho 500"],
    ["0", "Las horas estimadas deben ser más de 0 y como mucho 500"],
    ["501", "Las horas estimadas deben ser más de 0 y como mucho 500"],
    ["1e3", "Las horas estimadas deben ser un número"],
    ["doce", "Las horas estimadas deben ser un número"],
    ["2.555", "Las horas estimadas admiten como mucho dos decimales"],
  ])("refuses %s hours", (horas, mensaje) => {
    expect(errores(accionNuevaSchema.safeParse({ modulo, nombre: "x", horasEstimadas: horas, fechaInicio: "2026-09-15", fechaFin: "2026-09-20" })).horasEstimadas).toBe(mensaje);
  });

  it("refuses an end before the start, on the end field, alongside other fields' errors", () => {
    expect(errores(accionNuevaSchema.safeParse({ modulo, nombre: "x", horasEstimadas: 2, fechaInicio: "2026-10-02", fechaFin: "2026-10-01" }))).toEqual({ fechaFin: "La fecha de fin no puede ser anterior a la de inicio" });
    expect(errores(accionNuevaSchema.safeParse({ modulo, nombre: "", horasEstimadas: "-1", fechaInicio: "2026-10-02", fechaFin: "2026-10-01" }))).toEqual({
      nombre: "Falta el nombre",
      horasEstimadas: "Las horas estimadas deben ser más de 0 y como mucho 500",
      fechaFin: "La fecha de fin no puede ser anterior a la de inicio",
    });
  });

  it("edits with the numeric and date fields required; texts left out stay out; defase is ignored", () => {
    expect(errores(accionEdicionSchema.safeParse({ id: 4 }))).toMatchObject({ horasEstimadas: "Faltan las horas estimadas", fechaInicio: "Falta la fecha de inicio" });
    const r = accionEdicionSchema.parse({ id: "4", horasEstimadas: 8, fechaInicio: "2026-09-15", fechaFin: "2026-09-30", defase: 99, horasDedicadas: 50 });
    expect(r).toEqual({ id: 4, horasEstimadas: 8, fechaInicio: "2026-09-15", fechaFin: "2026-09-30" });
  });
});

describe("session schemas", () => {
  it("needs a real date and a slot", () => {
    expect(errores(sesionNuevaSchema.safeParse({ modulo: "0065", ciclo: "QUI301", fecha: "2026-02-30", franja: "" }))).toEqual({
      fecha: "La fecha no es una fecha válida (dd/mm/aaaa)",
      franja: "Elige una franja horaria",
    });
  });

  it("reads the action of a session as the spec's {id, nombre}, a bare id, or empty for none", () => {
    expect(asignacionSchema.parse({ id: 3, accion: { id: 7, nombre: "UD 1" } })).toEqual({ id: 3, accion: 7 });
    expect(asignacionSchema.parse({ id: 3, accion: "7" })).toEqual({ id: 3, accion: 7 });
    expect(asignacionSchema.parse({ id: 3, accion: { id: "" } })).toEqual({ id: 3, accion: null });
    expect(asignacionSchema.parse({ id: 3, accion: null })).toEqual({ id: 3, accion: null });
    expect(asignacionSchema.safeParse({ id: 3, accion: -1 }).success).toBe(false);
    expect(asignacionSchema.safeParse({ id: "0x3", accion: null }).success).toBe(false);
  });

  it("generates between two ordered dates", () => {
    expect(errores(generacionSchema.safeParse({ modulo: "0065", ciclo: "QUI301", desde: "2026-10-01", hasta: "2026-09-01" }))).toEqual({ hasta: "La fecha de fin no puede ser anterior a la de inicio" });
  });
});
