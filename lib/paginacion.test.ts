import { paginaYTotal, paginar, primeros, urlConFiltros } from "./paginacion";

describe("paginación", () => {
  it("keeps the page within 1…last", () => {
    expect(paginar(0, 3, 25)).toEqual({ pagina: 1, paginas: 1, offset: 0 });
    expect(paginar(60, 2, 25)).toEqual({ pagina: 2, paginas: 3, offset: 25 });
    expect(paginar(60, 99, 25)).toEqual({ pagina: 3, paginas: 3, offset: 50 });
    expect(paginar(60, -4, 25).pagina).toBe(1);
  });

  it("builds list URLs without empty filters or page 1", () => {
    expect(urlConFiltros("/admin/usuarios", { q: "ana lópez", tipo: "", grupo: undefined, pagina: 1 })).toBe("/admin/usuarios?q=ana+l%C3%B3pez");
    expect(urlConFiltros("/admin/registro", { pagina: 2 })).toBe("/admin/registro?pagina=2");
    expect(primeros({ a: ["1", "2"], b: "x", c: undefined })).toEqual({ a: "1", b: "x", c: undefined });
  });
});

describe("paginaYTotal: the page and its total in one read", () => {
  const filas = Array.from({ length: 7 }, (_, i) => ({ n: i + 1 }));
  /** A table of 7 rows: each read returns its slice with the total on every row, as totalComoColumna gives it. */
  function tabla() {
    const leer = jest.fn(async (limite: number, offset: number) => filas.slice(offset, offset + limite).map((f) => ({ ...f, total: filas.length })));
    const contar = jest.fn(async () => filas.length);
    return { leer, contar };
  }

  it("reads once when the page has rows, and drops the total column", async () => {
    const { leer, contar } = tabla();
    expect(await paginaYTotal(leer, contar, 2, 3)).toEqual({ filas: [{ n: 4 }, { n: 5 }, { n: 6 }], total: 7, pagina: 2, paginas: 3 });
    expect(leer).toHaveBeenCalledTimes(1);
    expect(contar).not.toHaveBeenCalled();
  });

  it("past the end, counts and shows the last page, as paginar clamps it", async () => {
    const { leer, contar } = tabla();
    expect(await paginaYTotal(leer, contar, 9, 3)).toEqual({ filas: [{ n: 7 }], total: 7, pagina: 3, paginas: 3 });
    expect(contar).toHaveBeenCalledTimes(1);
    expect(leer).toHaveBeenLastCalledWith(3, 6);
  });

  it("with nothing to show is page 1 of 1, and a page that is not a number is the first", async () => {
    expect(await paginaYTotal(async () => [], async () => 0, 1, 3)).toEqual({ filas: [], total: 0, pagina: 1, paginas: 1 });
    expect(await paginaYTotal(async () => [], async () => 0, 4, 3)).toEqual({ filas: [], total: 0, pagina: 1, paginas: 1 });
    const { leer, contar } = tabla();
    expect((await paginaYTotal(leer, contar, Number.NaN, 3)).pagina).toBe(1);
  });
});
