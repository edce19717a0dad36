import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { elegirRutas, esApi, IMPRESION_SIN_MEDIR, resolverRuta, RUTAS, RUTAS_ESCALA, type RutaBanco } from "./rutas";

/** The address of every page under app/(print), its dynamic segments written as `{…}`. */
function paginasDeImpresion(): string[] {
  const raiz = join(__dirname, "..", "app", "(print)");
  return readdirSync(raiz, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(`${sep}page.tsx`))
    .map((f) => `/${f.split(sep).slice(0, -1).join("/")}`.replace(/\[(\w+)\]/g, "{$1}"));
}

/** A path with its placeholders and query left out, to compare a page with the route that measures it. */
const forma = (ruta: string) => ruta.split("?")[0].replace(/\{\w+\}/g, "{}");

describe("the route table", () => {
  it("has one ceiling, one JS floor, and no path twice", () => {
    expect(RUTAS.filter((r) => r.clase === "techo")).toHaveLength(1);
    expect(RUTAS.filter((r) => r.clase === "suelo")).toHaveLength(1);
    expect(new Set(RUTAS.map((r) => r.ruta)).size).toBe(RUTAS.length);
  });

  it("signs in for every page of a role area and for every private API read", () => {
    for (const r of RUTAS) {
      if (/^\/(estudiantes|docentes|jefatura|admin)/.test(r.ruta)) expect(r.rol).toBeDefined();
    }
    expect(RUTAS.filter((r) => esApi(r.ruta) && !r.rol).map((r) => r.ruta)).toEqual(["/api/health"]);
  });

  it("measures every print page, or says which measured route draws the same", () => {
    const paginas = paginasDeImpresion();
    expect(paginas).toContain("/jefatura/seguimientos/informe");
    const medidas = new Set(RUTAS.filter((r) => r.clase === "impresion").map((r) => forma(r.ruta)));
    const sinMedir = new Set(Object.keys(IMPRESION_SIN_MEDIR).map(forma));
    expect(paginas.filter((p) => !medidas.has(forma(p)) && !sinMedir.has(forma(p)))).toEqual([]);
    // An exception that no longer names a page would hide the next one.
    for (const p of sinMedir) expect(paginas.map(forma)).toContain(p);
  });

  it("has the several-processes routes among its routes", () => {
    for (const ruta of RUTAS_ESCALA) expect(RUTAS.map((r) => r.ruta)).toContain(ruta);
  });
});

describe("resolverRuta", () => {
  it("fills the placeholders with what the seed found", () => {
    expect(resolverRuta("/admin/convalidaciones/{convalidacion}/respuesta", { convalidacion: "12" })).toBe("/admin/convalidaciones/12/respuesta");
    expect(resolverRuta("/x?codigos={etiquetas}", { etiquetas: "1-62,256" })).toBe("/x?codigos=1-62,256");
  });

  it("fails loudly when the seed does not provide a placeholder", () => {
    expect(() => resolverRuta("/a/{falta}", {})).toThrow(/\{falta\}/);
  });
});

describe("elegirRutas", () => {
  const rutas: RutaBanco[] = [
    { nombre: "Techo", ruta: "/nada", clase: "techo", estado: 404 },
    { nombre: "Salud", ruta: "/api/health", clase: "sistema", rapida: true },
    { nombre: "Inventario (jefatura)", ruta: "/jefatura/inventario", clase: "lista", rol: "jefatura" },
    { nombre: "Campañas de encuestas", ruta: "/admin/encuestas", clase: "lista", rol: "admin" },
  ];
  const nombres = (rs: RutaBanco[]) => rs.map((r) => r.nombre);

  it("keeps every route by default and the quick ones with --quick, always with the ceiling", () => {
    expect(nombres(elegirRutas(rutas, { filtros: [], rapida: false }))).toEqual(["Techo", "Salud", "Inventario (jefatura)", "Campañas de encuestas"]);
    expect(nombres(elegirRutas(rutas, { filtros: [], rapida: true }))).toEqual(["Techo", "Salud"]);
  });

  it("filters by name or path, without minding case or accents", () => {
    expect(nombres(elegirRutas(rutas, { filtros: ["CAMPANAS"], rapida: false }))).toEqual(["Techo", "Campañas de encuestas"]);
    expect(nombres(elegirRutas(rutas, { filtros: ["/jefatura", "salud"], rapida: true }))).toEqual(["Techo", "Salud", "Inventario (jefatura)"]);
  });
});
