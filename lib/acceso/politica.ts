import { CARGOS, CARGOS_PERSONAL, tieneCargo, type Cargo, type ConCargos } from "./cargos";

/**
 * Who may do what: the one place that says it (issue 43, docs/decisions/058). Pages, server
 * actions, API contracts and the proxy name an operation; this table says which cargos may
 * perform it. A person may if any of their cargos may. Which rows of a table they then reach is
 * the other half of the policy, the scopes of lib/acceso/alcance.ts.
 *
 * The answer to a refusal is one per kind, everywhere:
 *  - not your cargo: 403 from the API and from lib/ (prohibido), a redirect home from pages and
 *    form actions (the proxy does the same ahead of them);
 *  - a row out of your scope (someone else's request, another department's article): 404, as if
 *    it did not exist, so ids cannot be probed;
 *  - a list: only what you may see, never an error.
 */
export const OPERACIONES = {
  // Areas of the portal: the pages under each prefix (AREAS below).
  "area.estudiantes": ["estudiante"],
  "area.docentes": ["docente"],
  "area.jefatura": ["jefatura"],
  "area.admin": ["admin"],
  "area.personal": CARGOS_PERSONAL,
  "area.todos": CARGOS,

  // Students' own paperwork and surveys.
  "encuestas.contestar": ["estudiante"],
  "convalidaciones.solicitar": ["estudiante"],
  // Own requests (students) or all of them (admin): the scope tells which.
  "convalidaciones.leer": ["estudiante", "admin"],
  "convalidaciones.resolver": ["admin"],
  "matricula.rellenar": ["estudiante"],
  "matriculas.revisar": ["admin"],

  // Modules: a teacher those she teaches, a jefatura those of her department.
  "modulos.leer": ["docente", "jefatura"],
  "modulos.departamento": ["jefatura"],
  "modulos.impartidos": ["docente"],
  // A student's own enrolments.
  "modulos.matriculados": ["estudiante"],
  "modulos.matricular": ["docente", "jefatura"],
  "tutoria.leer": ["docente", "jefatura"],

  // Teaching follow-up: written by whoever teaches the module, reviewed by the jefatura.
  "seguimiento.leer": ["docente", "jefatura"],
  "seguimiento.editar": ["docente"],
  "seguimiento.departamento": ["jefatura"],

  // Survey results: a teacher her own modules', the management everyone's.
  "encuestas.resultados": ["docente", "admin"],
  "encuestas.resultadosPropios": ["docente"],
  "encuestas.resultadosCentro": ["admin"],

  "encuestas.gestionar": ["admin"],

  // Inventory: each jefatura her department's articles; the management all of them.
  "inventario.gestionar": ["jefatura", "admin"],
  // The whole centre's articles, not one department's.
  "inventario.centro": ["admin"],
  "inventario.editar": ["jefatura"],
  "inventario.recuperar": ["admin"],
  "inventario.categorias": ["admin"],

  "aulas.ver": CARGOS_PERSONAL,
  "horarios.ver": CARGOS,
  // Every group's, teacher's and room's week; a student sees her group's and the classrooms'.
  "horarios.todos": CARGOS_PERSONAL,
  "horarios.calendarioPropio": ["docente", "jefatura"],
  "horarios.administrar": ["admin"],

  // The centre's data: people, departments, cycles, groups, rooms, calendar, imports, log.
  "centro.administrar": ["admin"],
  "registro.leer": ["admin"],

  // Notices (decision 061): everyone reads and marks their own; the admins see the mail outbox,
  // send a failed mail again and send a test mail.
  "avisos.leer": CARGOS,
  "correo.administrar": ["admin"],
  // Which periodic digests to receive (decision 066): only staff get digests of the follow-up.
  "avisos.preferencias": ["docente", "jefatura"],
} as const satisfies Record<string, readonly Cargo[]>;

export type Operacion = keyof typeof OPERACIONES;

export function cargosDe(op: Operacion): readonly Cargo[] {
  return OPERACIONES[op];
}

export { tieneCargo };

/** Whether the person may perform the operation, by their cargos (no row is looked at). */
export function puede(u: ConCargos | null | undefined, op: Operacion): boolean {
  if (!u) return false;
  const admitidos: readonly Cargo[] = OPERACIONES[op];
  return u.cargos.some((c) => admitidos.includes(c));
}

/**
 * The protected areas by path prefix, each with its operation. The proxy uses it for its optimistic
 * redirect (from the cookie's cargos) and every page asks for the same operation through
 * paginaPara() (lib/acceso/sesion.ts), so both gates agree.
 */
export const AREAS: ReadonlyArray<{ prefijo: string; operacion: Operacion }> = [
  { prefijo: "/estudiantes", operacion: "area.estudiantes" },
  { prefijo: "/docentes", operacion: "area.docentes" },
  { prefijo: "/jefatura", operacion: "area.jefatura" },
  { prefijo: "/admin", operacion: "area.admin" },
  { prefijo: "/aulas", operacion: "area.personal" },
  // Tutor pages: the page itself checks that the teacher tutors the group.
  { prefijo: "/panel", operacion: "tutoria.leer" },
  { prefijo: "/horarios", operacion: "area.todos" },
  { prefijo: "/perfil", operacion: "area.todos" },
  { prefijo: "/avisos", operacion: "avisos.leer" },
];

export function areaDe(pathname: string) {
  return AREAS.find((a) => pathname === a.prefijo || pathname.startsWith(`${a.prefijo}/`));
}

/**
 * The proxy's decision for a path: null lets the request through; otherwise where to send the
 * visitor (`/`, which sends a signed-in person on to their home). Paths outside the areas
 * (/, /api, static files) always pass.
 */
export function decisionProxy(pathname: string, cargos: readonly Cargo[] | null): string | null {
  const area = areaDe(pathname);
  if (!area) return null;
  return cargos && puede({ cargos }, area.operacion) ? null : "/";
}
