import { TIPOS_AULA as TIPOS_AULA_BD } from "../db/schema/core";
import { asignacionSchema } from "../asignaciones/admin-schemas";
import { grupoSchema } from "../grupos/admin-schemas";
import { aulaSchema, TIPOS_AULA } from "../aulas/admin-schemas";
import { codigoModuloImportado, moduloSchema, normalizarCodigoModulo } from "../modulos/admin-schemas";
import { describirReferencias } from "./referencias";

describe("esquemas de la administración del centro", () => {
  it("offers exactly the room kinds of the database enum", () => {
    expect([...TIPOS_AULA]).toEqual([...TIPOS_AULA_BD]);
  });

  it("an optional number that is not empty gets its own Spanish message, not the empty alternative's", () => {
    for (const capacidad of ["0", "-3", "12,5", "99999", -2]) {
      const r = aulaSchema.safeParse({ nombre: "Aula 20", tipo: "aula", capacidad });
      expect(r.success || r.error.issues.map((i) => i.message)).toEqual(["La capacidad debe ser un número entero entre 1 y 1000"]);
    }
    const horas = moduloSchema.safeParse({ codigo: "0065", ciclo: "QUI301", curso: "1", nombre: "Muestreo", horas: "doscientas" });
    expect(horas.success || horas.error.issues.map((i) => i.message)).toEqual(["El número de horas debe ser un número entero entre 1 y 2000"]);
    expect(aulaSchema.parse({ nombre: "Aula 20", tipo: "aula", capacidad: null }).capacidad).toBeNull();
  });

  it("upper-cases codes and turns empty optional fields into null", () => {
    expect(moduloSchema.parse({ codigo: " 0065 ", ciclo: "qui301", curso: "1", nombre: "Muestreo", horas: "", departamentoId: "" })).toEqual({ codigo: "0065", ciclo: "QUI301", curso: 1, nombre: "Muestreo", horas: null, departamentoId: null });
    expect(grupoSchema.parse({ codigo: "1qui301b", ciclo: "QUI301", curso: 1 })).toMatchObject({ codigo: "1QUI301B", tutorId: null });
    expect(aulaSchema.parse({ nombre: "Aula 13", tipo: "taller", capacidad: 24 })).toEqual({ nombre: "Aula 13", tipo: "taller", capacidad: 24 });
  });

  it("refuses spaces in codes, a third course, hours out of range and ids that are not digits", () => {
    const m = moduloSchema.safeParse({ codigo: "00 65", ciclo: "QUI301", curso: "3", nombre: "X", horas: "0" });
    expect(m.success).toBe(false);
    expect(m.error?.issues.map((i) => i.path[0]).sort()).toEqual(["codigo", "curso", "horas"]);
    expect(asignacionSchema.safeParse({ docenteId: "0x5", grupo: "1QUI301", modulo: "0065" }).success).toBe(false);
    expect(aulaSchema.safeParse({ nombre: "Aula", tipo: "piscina" }).success).toBe(false);
  });

  it.each([
    ["65", "0065"],
    ["065", "0065"],
    ["7", "0007"],
    [" 221 ", "0221"],
    ["0065", "0065"],
    ["9101", "9101"],
    ["12345", "12345"],
    ["A052", "A052"],
    ["cv65", "cv65"],
    ["", ""],
  ])("reads module code %j from a spreadsheet as %j (the official code has 4 digits)", (leido, codigo) => {
    expect(normalizarCodigoModulo(leido)).toBe(codigo);
  });

  it("pads the module codes of an import, and still refuses what is not a code", () => {
    expect(codigoModuloImportado.parse("65")).toBe("0065");
    expect(codigoModuloImportado.parse(" a052 ")).toBe("A052");
    expect(codigoModuloImportado.safeParse("6 5").success).toBe(false);
    expect(codigoModuloImportado.safeParse("").success).toBe(false);
  });
});

describe("describirReferencias", () => {
  it("names what refers to a row, in Spanish, singular or plural", () => {
    expect(describirReferencias([{ tabla: "imparticiones", total: 1 }])).toBe("1 asignación de docencia");
    expect(
      describirReferencias([
        { tabla: "imparticiones", total: 2 },
        { tabla: "matriculas_modulo", total: 10 },
        { tabla: "horario", total: 5 },
      ]),
    ).toBe("2 asignaciones de docencia, 10 matrículas de estudiantes y 5 periodos del horario");
    expect(describirReferencias([{ tabla: "sesiones_seguimiento", total: 3 }])).toBe("3 filas de «sesiones_seguimiento»");
  });
});
