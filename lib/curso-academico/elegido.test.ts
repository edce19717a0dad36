import { cursoSiNoEsElActual, elegirCurso, esCodigoCurso, esCursoPasado, leerCursoPedido, mensajeCursoCerrado, rangoDelCurso } from "./elegido";

const c = (codigo: string, actual = false) => ({ codigo, inicio: `${codigo.slice(0, 4)}-09-15`, fin: `${codigo.slice(5)}-06-22`, actual });

describe("the history selector's ?curso=", () => {
  it("reads a school year's code, the first of repeated values, trimmed", () => {
    expect(leerCursoPedido("2025/2026")).toBe("2025/2026");
    expect(leerCursoPedido(" 2025/2026 ")).toBe("2025/2026");
    expect(leerCursoPedido(["2024/2025", "2025/2026"])).toBe("2024/2025");
  });

  it("ignores what is not a school year: the page shows the current one", () => {
    for (const malo of [undefined, null, "", "2025", "2025-2026", "2025/2027", "2026/2025", "25/26", "2025/2026x", "x2025/2026", "2025/2026/2027", "١٢٣٤/١٢٣٥"]) {
      expect(leerCursoPedido(malo)).toBeUndefined();
    }
    expect(leerCursoPedido([])).toBeUndefined();
    expect(esCodigoCurso("1999/2000")).toBe(true);
    expect(esCodigoCurso("1999/1999")).toBe(false);
  });

  it("a year before the current one is history; the current and the next are not", () => {
    expect(esCursoPasado("2025/2026", "2026/2027")).toBe(true);
    expect(esCursoPasado("2019/2020", "2026/2027")).toBe(true);
    expect(esCursoPasado("2026/2027", "2026/2027")).toBe(false);
    expect(esCursoPasado("2027/2028", "2026/2027")).toBe(false);
  });

  it("chooses the year asked for if the centre has it, else the current one; options newest first with the current one", () => {
    const actual = c("2026/2027", true);
    const cursos = [c("2024/2025"), c("2027/2028"), c("2025/2026")];
    const pasado = elegirCurso("2025/2026", cursos, actual);
    expect(pasado.curso.codigo).toBe("2025/2026");
    expect(pasado.soloLectura).toBe(true);
    expect(pasado.opciones.map((o) => o.codigo)).toEqual(["2027/2028", "2026/2027", "2025/2026", "2024/2025"]);
    expect(cursoSiNoEsElActual(pasado)).toBe("2025/2026");

    const sinPedir = elegirCurso(undefined, cursos, actual);
    expect(sinPedir.curso).toBe(actual);
    expect(sinPedir.soloLectura).toBe(false);
    expect(cursoSiNoEsElActual(sinPedir)).toBeUndefined();

    expect(elegirCurso("2010/2011", cursos, actual).curso).toBe(actual);
    expect(elegirCurso("2027/2028", cursos, actual)).toMatchObject({ curso: { codigo: "2027/2028" }, soloLectura: false });
  });

  it("a date belongs to the year from 1 July to 30 June; the refusal names the year", () => {
    expect(rangoDelCurso("2025/2026")).toEqual({ desde: "2025-07-01", hasta: "2026-07-01" });
    expect(mensajeCursoCerrado("2025/2026")).toBe("El curso 2025/2026 ya ha terminado: sus datos se conservan como historial y solo se pueden consultar.");
  });
});
