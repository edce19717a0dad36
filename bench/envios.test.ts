import { envioSchema } from "../lib/encuestas/schemas";
import { cuerpoEnvio } from "./envios";
import { intercalarPorEstudiante, type Pendiente } from "./semilla";

const pendiente: Pendiente = { estudianteId: 40, modulo: "0065", ciclo: "QUI301", docenteId: 5, docenteEmail: "ana.lopez@cpifp-huesca.test" };

describe("cuerpoEnvio", () => {
  it("is a submission the portal's own schema accepts, with every question answered", () => {
    const cuestiones = [3, 1, 2, 7, 9, 4, 5, 6, 8, 10];
    for (let i = 0; i < 30; i++) {
      const r = envioSchema.safeParse(JSON.parse(cuerpoEnvio(pendiente, cuestiones, i)));
      expect(r.success).toBe(true);
      expect(r.data?.respuestas.map((x) => x.id)).toEqual(cuestiones);
      expect(r.data?.modulo).toEqual({ codigo: "0065", ciclo: "QUI301", docente: { email: "ana.lopez@cpifp-huesca.test" } });
    }
  });

  it("is the same for the same submission, so two runs send the same data", () => {
    expect(cuerpoEnvio(pendiente, [1, 2], 3)).toBe(cuerpoEnvio(pendiente, [1, 2], 3));
  });
});

describe("intercalarPorEstudiante", () => {
  it("takes students in turn, keeping each one's order", () => {
    const filas = [
      { estudianteId: 1, m: "a" },
      { estudianteId: 1, m: "b" },
      { estudianteId: 1, m: "c" },
      { estudianteId: 2, m: "d" },
      { estudianteId: 3, m: "e" },
      { estudianteId: 3, m: "f" },
    ];
    expect(intercalarPorEstudiante(filas).map((f) => f.m)).toEqual(["a", "d", "e", "b", "f", "c"]);
    expect(intercalarPorEstudiante([])).toEqual([]);
  });
});
