import { CARGOS, type Cargo } from "./cargos";
import { inicioDe, menuDe } from "./navegacion";
import { AREAS, OPERACIONES, decisionProxy, puede, type Operacion } from "./politica";

const como = (...cargos: Cargo[]) => ({ cargos });

describe("decisionProxy", () => {
  const casos: Array<[string, Cargo[] | null, string | null]> = [
    ["/", null, null],
    ["/api/health", null, null],
    ["/estudiantes", ["estudiante"], null],
    ["/estudiantes/encuestas", ["estudiante"], null],
    ["/estudiantes", ["docente"], "/"],
    ["/docentes", ["docente"], null],
    ["/docentes/docencia/0065/QUI301", ["docente"], null],
    ["/docentes", ["estudiante"], "/"],
    ["/docentes", ["jefatura"], "/"],
    ["/jefatura/inventario", ["jefatura"], null],
    ["/jefatura", ["admin"], "/"],
    ["/admin", ["admin"], null],
    ["/admin/encuestas", ["docente"], "/"],
    ["/aulas", ["docente"], null],
    ["/aulas", ["jefatura"], null],
    ["/aulas", ["admin"], null],
    ["/aulas", ["estudiante"], "/"],
    ["/aulas", null, "/"],
    ["/perfil", ["estudiante"], null],
    ["/perfil", null, "/"],
    ["/avisos", ["estudiante"], null],
    ["/avisos", ["docente", "jefatura"], null],
    ["/avisos", null, "/"],
    ["/admin/correo", ["admin"], null],
    ["/admin/correo", ["docente", "jefatura"], "/"],
    ["/docentes", null, "/"],
    // Several cargos open each of their areas, and only those.
    ["/docentes/seguimientos", ["docente", "jefatura"], null],
    ["/jefatura/seguimientos", ["docente", "jefatura"], null],
    ["/admin", ["docente", "jefatura"], "/"],
    ["/docentes/encuestas/resultados", ["docente", "admin"], null],
    ["/admin/usuarios", ["docente", "admin"], null],
    ["/jefatura", ["docente", "admin"], "/"],
    ["/estudiantes", ["docente", "jefatura", "admin"], "/"],
    // A prefix that only looks like an area is not one.
    ["/docentesx", null, null],
    ["/administracion", null, null],
  ];
  it.each(casos)("%s as %j → %s", (path, cargos, esperado) => {
    expect(decisionProxy(path, cargos)).toBe(esperado);
  });
});

describe("puede", () => {
  it("is the union of the person's cargos", () => {
    expect(puede(como("docente"), "seguimiento.editar")).toBe(true);
    expect(puede(como("jefatura"), "seguimiento.editar")).toBe(false);
    expect(puede(como("docente", "jefatura"), "seguimiento.editar")).toBe(true);
    expect(puede(como("docente", "jefatura"), "seguimiento.departamento")).toBe(true);
    expect(puede(como("docente", "jefatura"), "matriculas.revisar")).toBe(false);
    expect(puede(como("docente", "admin"), "encuestas.resultadosPropios")).toBe(true);
    expect(puede(como("admin"), "encuestas.resultadosPropios")).toBe(false);
    expect(puede(como("estudiante"), "avisos.leer")).toBe(true);
    expect(puede(como("docente", "admin"), "correo.administrar")).toBe(true);
    expect(puede(como("docente", "jefatura"), "correo.administrar")).toBe(false);
    expect(puede(como("docente"), "avisos.preferencias")).toBe(true);
    expect(puede(como("jefatura"), "avisos.preferencias")).toBe(true);
    expect(puede(como("estudiante"), "avisos.preferencias")).toBe(false);
    expect(puede(como("admin"), "avisos.preferencias")).toBe(false);
  });
  it("refuses nobody's and an empty set", () => {
    expect(puede(null, "area.todos")).toBe(false);
    expect(puede(undefined, "horarios.ver")).toBe(false);
    expect(puede(como(), "area.todos")).toBe(false);
  });
  it("never lets a student do staff work, nor staff a student's", () => {
    for (const op of Object.keys(OPERACIONES) as Operacion[]) {
      const deEstudiante = OPERACIONES[op].includes("estudiante" as never);
      const dePersonal = OPERACIONES[op].some((c) => c !== "estudiante");
      if (!dePersonal) expect(puede(como("docente", "jefatura", "admin"), op)).toBe(false);
      if (!deEstudiante) expect(puede(como("estudiante"), op)).toBe(false);
    }
  });
});

describe("areas and menus", () => {
  const conjuntos: Cargo[][] = [["estudiante"], ["docente"], ["jefatura"], ["admin"], ["docente", "jefatura"], ["docente", "admin"], ["docente", "jefatura", "admin"]];
  it("every set of cargos has a home inside its own areas", () => {
    for (const cargos of conjuntos) expect(decisionProxy(inicioDe(cargos), cargos)).toBeNull();
  });
  it("every link of a menu is open to whoever sees it, and no link shows twice", () => {
    for (const cargos of conjuntos) {
      const { grupos } = menuDe(cargos);
      const hrefs = grupos.flatMap((g) => [g.inicio, ...g.enlaces.map((e) => e.href)]);
      for (const h of hrefs) expect(decisionProxy(h, cargos)).toBeNull();
      const enlaces = grupos.flatMap((g) => g.enlaces.map((e) => e.href));
      expect(new Set(enlaces).size).toBe(enlaces.length);
    }
  });
  it("lands on the highest cargo's home, groups highest first", () => {
    expect(inicioDe(["docente", "jefatura"])).toBe("/jefatura");
    expect(inicioDe(["docente", "admin"])).toBe("/admin");
    expect(menuDe(["docente", "jefatura"]).grupos.map((g) => g.titulo)).toEqual(["Jefatura", "Docencia"]);
  });
  it("keeps exactly the spec's links for one cargo", () => {
    const enlaces = (c: Cargo) => menuDe([c]).grupos[0].enlaces.map((e) => e.href);
    expect(enlaces("estudiante")).toEqual(["/horarios", "/estudiantes/encuestas", "/estudiantes/convalidaciones", "/estudiantes/matricula"]);
    expect(enlaces("docente")).toEqual(["/docentes/docencia", "/docentes/encuestas/resultados", "/docentes/seguimientos", "/aulas"]);
    expect(enlaces("jefatura")).toEqual(["/jefatura/inventario", "/jefatura/seguimientos", "/aulas"]);
    expect(enlaces("admin")).toEqual(["/admin/convalidaciones", "/admin/encuestas", "/admin/matriculas", "/admin/inventario", "/admin/usuarios", "/admin/centro", "/admin/cursos", "/admin/horarios", "/aulas"]);
  });
  it("names an existing operation for every area", () => {
    for (const a of AREAS) expect(OPERACIONES[a.operacion].every((c) => (CARGOS as readonly string[]).includes(c))).toBe(true);
  });
});
