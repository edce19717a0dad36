import { alternarCargo, cargoPrincipal, cargosDelToken, describirCargos, leerCargos, mismosCargos, normalizarCargos, problemaDeCargos } from "./cargos";

describe("cargos", () => {
  it("normalises to one order without repeats", () => {
    expect(normalizarCargos(["admin", "docente", "admin"])).toEqual(["docente", "admin"]);
    expect(mismosCargos(["jefatura", "docente"], ["docente", "jefatura", "docente"])).toBe(true);
    expect(mismosCargos(["docente"], ["docente", "jefatura"])).toBe(false);
  });
  it("reads a set from outside only when every element is a cargo", () => {
    expect(leerCargos(["jefatura", "docente"])).toEqual(["docente", "jefatura"]);
    expect(leerCargos([])).toBeNull();
    expect(leerCargos(["docente", "director"])).toBeNull();
    expect(leerCargos("docente")).toBeNull();
  });
  it("keeps a student only a student", () => {
    expect(problemaDeCargos([])).toMatch(/al menos un cargo/);
    expect(problemaDeCargos(["estudiante", "docente"])).toMatch(/estudiante/);
    expect(problemaDeCargos(["estudiante"])).toBeNull();
    expect(problemaDeCargos(["docente", "jefatura", "admin"])).toBeNull();
  });
  it("names the highest first", () => {
    expect(cargoPrincipal(["docente", "jefatura"])).toBe("jefatura");
    expect(describirCargos(["docente", "jefatura"])).toBe("Jefatura de departamento y docente");
    expect(describirCargos(["docente", "jefatura", "admin"])).toBe("Administración, jefatura de departamento y docente");
    expect(describirCargos(["estudiante"])).toBe("Estudiante");
  });

  it("ticks and unticks in a form without ever making a set the rules refuse", () => {
    expect(alternarCargo(["estudiante"], "docente", true)).toEqual(["docente"]);
    expect(alternarCargo(["docente"], "jefatura", true)).toEqual(["docente", "jefatura"]);
    expect(alternarCargo(["docente", "jefatura"], "estudiante", true)).toEqual(["estudiante"]);
    expect(alternarCargo(["docente", "jefatura"], "docente", false)).toEqual(["jefatura"]);
    expect(alternarCargo(["admin"], "admin", true)).toEqual(["admin"]);
  });
  it("reads the cargos of a session cookie, and a cookie from before them as a set of one", () => {
    expect(cargosDelToken({ cargos: ["jefatura", "docente"] })).toEqual(["docente", "jefatura"]);
    expect(cargosDelToken({ tipo: "admin" })).toEqual(["admin"]);
    expect(cargosDelToken({ tipo: "director" })).toBeNull();
    expect(cargosDelToken({ cargos: [], tipo: "docente" })).toEqual(["docente"]);
    expect(cargosDelToken({})).toBeNull();
  });
});
