import { cursoDelCiclo, ordinalCurso } from "./etiquetas";

describe("el curso de un ciclo, escrito de una sola manera", () => {
  it("pone el punto del ordinal y un espacio antes del código", () => {
    expect(ordinalCurso(1)).toBe("1.º");
    expect(cursoDelCiclo(1, "QUI301")).toBe("1.º QUI301");
    expect(cursoDelCiclo("2", "IFC201")).toBe("2.º IFC201");
  });
});
