import { paginar, primeros, urlConFiltros } from "./paginacion";

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
