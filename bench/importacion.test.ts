import { archivoDeDiezMilFilas, FILAS_IMPORTACION } from "./importacion";
import { leerHorario } from "../lib/horarios/formatos";

describe("the bench's 10,000-row timetable", () => {
  it("is FET's real export, repeated with renamed groups, and reads as 10,000 rows without errors", () => {
    const l = leerHorario(archivoDeDiezMilFilas());
    if (!l.ok) throw new Error(l.mensaje);
    expect(l).toMatchObject({ formato: "fet", total: FILAS_IMPORTACION, errores: [] });
    expect(new Set(l.filas.map((f) => f.grupos.join("+"))).size).toBeGreaterThan(300);
  });
});
