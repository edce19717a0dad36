import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { elegirRutas, esApi, resolverRuta, RUTAS, RUTAS_COMPRESION, RUTAS_ESCALA, RUTAS_NODE, type RutaBanco } from "./rutas";

/** The address of every page of the portal, its dynamic segments written as `{…}`, and whether it is a print page. */
function paginas(): { ruta: string; impresion: boolean }[] {
  return readdirSync(join(__dirname, "..", "app"), { recursive: true, encoding: "utf8" })
    .filter((f) => f === "page.tsx" || f.endsWith(`${sep}page.tsx`))
    .map((f) => ({
      ruta: `/${f.split(sep).slice(0, -1).filter((s) => !/^\(.*\)$/.test(s)).join("/")}`.replace(/\[(\w+)\]/g, "{$1}"),
      impresion: f.startsWith(`(print)${sep}`),
    }));
}

/** Whether a route of the table requests that page: its placeholders stand for any segment. */
function mide(pagina: string, ruta: string): boolean {
  const patron = new RegExp(`^${pagina.replace(/\{\w+\}/g, "[^/]+")}$`);
  // {modulo} is a module's code and cycle, two segments.
  return patron.test(ruta.split("?")[0].replace(/\{modulo\}/g, "m/c").replace(/\{\w+\}/g, "x")) || pagina === ruta.split("?")[0];
}

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

  it("counts every page of the portal and loads every print page", () => {
    const todas = paginas().map((p) => p.ruta);
    expect(todas).toEqual(expect.arrayContaining(["/", "/jefatura/seguimientos/informe", "/admin/usuarios/{id}", "/estudiantes/convalidaciones/{id}/respuesta"]));
    expect(todas.filter((p) => !RUTAS.some((r) => mide(p, r.ruta)))).toEqual([]);
    const impresion = paginas().flatMap((p) => (p.impresion ? [p.ruta] : []));
    expect(impresion).toEqual(expect.arrayContaining(["/jefatura/seguimientos/informe", "/estudiantes/matricula/copia"]));
    expect(impresion.filter((p) => !RUTAS.some((r) => r.clase === "impresion" && r.carga !== false && mide(p, r.ruta)))).toEqual([]);
  });

  it("reads each student's own pages with the student account that has them", () => {
    const propias = RUTAS.filter((r) => /^\/estudiantes\/(matricula\/copia|convalidaciones\/\{)/.test(r.ruta));
    expect(propias.map((r) => r.rol)).toEqual(["solicitante", "solicitante", "solicitante"]);
  });

  it("loads the ceiling, the floor, the homes, the APIs and the several-processes routes; counts some pages without load", () => {
    for (const r of RUTAS.filter((x) => x.carga === false)) {
      expect(["lista", "formulario"]).toContain(r.clase);
      expect(RUTAS_ESCALA).not.toContain(r.ruta);
      expect(RUTAS_COMPRESION).not.toContain(r.ruta);
      expect(RUTAS_NODE).not.toContain(r.ruta);
      expect(r.rapida).toBeUndefined();
    }
    expect(RUTAS.filter((r) => r.carga === false).length).toBeGreaterThan(10);
    expect(RUTAS.filter((r) => ["techo", "suelo", "sistema", "inicio", "api"].includes(r.clase) && r.carga === false)).toEqual([]);
  });

  it("has the several-processes, compression and Node.js routes among its routes", () => {
    for (const ruta of [...RUTAS_ESCALA, ...RUTAS_COMPRESION, ...RUTAS_NODE]) expect(RUTAS.map((r) => r.ruta)).toContain(ruta);
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
