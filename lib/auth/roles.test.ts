import { ENLACES, INICIO, TIPOS, decisionProxy, type TipoUsuario } from "./roles";

describe("decisionProxy", () => {
  const casos: Array<[string, TipoUsuario | null, string | null]> = [
    ["/", null, null],
    ["/api/health", null, null],
    ["/estudiantes", "estudiante", null],
    ["/estudiantes/encuestas", "estudiante", null],
    ["/estudiantes", "docente", "/"],
    ["/docentes", "docente", null],
    ["/docentes/docencia/0065/QUI301", "docente", null],
    ["/docentes", "estudiante", "/"],
    ["/docentes", "jefatura", "/"],
    ["/jefatura/inventario", "jefatura", null],
    ["/jefatura", "admin", "/"],
    ["/admin", "admin", null],
    ["/admin/encuestas", "docente", "/"],
    ["/aulas", "docente", null],
    ["/aulas", "jefatura", null],
    ["/aulas", "admin", null],
    ["/aulas", "estudiante", "/"],
    ["/aulas", null, "/"],
    ["/perfil", "estudiante", null],
    ["/perfil", null, "/"],
    ["/docentes", null, "/"],
    // A prefix that only looks like an area is not one.
    ["/docentesx", null, null],
    ["/administracion", null, null],
  ];
  it.each(casos)("%s as %s → %s", (path, tipo, esperado) => {
    expect(decisionProxy(path, tipo)).toBe(esperado);
  });
});

describe("role tables", () => {
  it("every role has a home inside its own area", () => {
    for (const tipo of TIPOS) expect(decisionProxy(INICIO[tipo], tipo)).toBeNull();
  });
  it("every nav link of a role is open to that role", () => {
    for (const tipo of TIPOS) for (const e of ENLACES[tipo]) expect(decisionProxy(e.href, tipo)).toBeNull();
  });
  it("keeps exactly the spec's links", () => {
    expect(ENLACES.estudiante.map((e) => e.href)).toEqual(["/horarios", "/estudiantes/encuestas", "/estudiantes/convalidaciones", "/estudiantes/matricula"]);
    expect(ENLACES.docente.map((e) => e.href)).toEqual(["/docentes/docencia", "/docentes/encuestas/resultados", "/docentes/seguimientos", "/aulas"]);
    expect(ENLACES.jefatura.map((e) => e.href)).toEqual(["/jefatura/inventario", "/jefatura/seguimientos", "/aulas"]);
    expect(ENLACES.admin.map((e) => e.href)).toEqual(["/admin/convalidaciones", "/admin/encuestas", "/admin/matriculas", "/admin/inventario", "/admin/usuarios", "/admin/centro", "/admin/horarios", "/aulas"]);
  });
});
