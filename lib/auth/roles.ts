import type { TipoUsuario } from "../db/schema/core";

export type { TipoUsuario };
export const TIPOS: readonly TipoUsuario[] = ["estudiante", "docente", "jefatura", "admin"];

export const ETIQUETA_TIPO: Record<TipoUsuario, string> = {
  estudiante: "Estudiante",
  docente: "Docente",
  jefatura: "Jefatura",
  admin: "Administración",
};

export const INICIO: Record<TipoUsuario, string> = {
  estudiante: "/estudiantes",
  docente: "/docentes",
  jefatura: "/jefatura",
  admin: "/admin",
};

export type EnlaceNav = { href: string; etiqueta: string };

/** The links of spec §2 per role, in the spec's order; admins also reach inventory, people and the centre (issue 13). */
export const ENLACES: Record<TipoUsuario, EnlaceNav[]> = {
  estudiante: [
    { href: "/horarios", etiqueta: "Horarios" },
    { href: "/estudiantes/encuestas", etiqueta: "Encuestas" },
    { href: "/estudiantes/convalidaciones", etiqueta: "Convalidaciones" },
    { href: "/estudiantes/matricula", etiqueta: "Matrícula" },
  ],
  docente: [
    { href: "/docentes/docencia", etiqueta: "Docencia" },
    { href: "/docentes/encuestas/resultados", etiqueta: "Resultados de encuestas" },
    { href: "/docentes/seguimientos", etiqueta: "Seguimientos" },
    { href: "/aulas", etiqueta: "Aulas" },
  ],
  jefatura: [
    { href: "/jefatura/inventario", etiqueta: "Inventario" },
    { href: "/jefatura/seguimientos", etiqueta: "Seguimientos" },
    { href: "/aulas", etiqueta: "Aulas" },
  ],
  admin: [
    { href: "/admin/convalidaciones", etiqueta: "Convalidaciones" },
    { href: "/admin/encuestas", etiqueta: "Encuestas" },
    { href: "/admin/matriculas", etiqueta: "Matrículas" },
    { href: "/admin/inventario", etiqueta: "Inventario" },
    { href: "/admin/usuarios", etiqueta: "Usuarios" },
    { href: "/admin/centro", etiqueta: "Centro" },
    { href: "/admin/horarios", etiqueta: "Horarios" },
    { href: "/aulas", etiqueta: "Aulas" },
  ],
};

export const PERSONAL: readonly TipoUsuario[] = ["docente", "jefatura", "admin"];
export const TODOS: readonly TipoUsuario[] = TIPOS;

/**
 * Who may open each protected area, by path prefix. The proxy uses it for its optimistic redirect
 * and the pages use the same table through requireArea(), so both gates agree.
 */
export const AREAS: ReadonlyArray<{ prefijo: string; tipos: readonly TipoUsuario[] }> = [
  { prefijo: "/estudiantes", tipos: ["estudiante"] },
  { prefijo: "/docentes", tipos: ["docente"] },
  { prefijo: "/jefatura", tipos: ["jefatura"] },
  { prefijo: "/admin", tipos: ["admin"] },
  { prefijo: "/aulas", tipos: PERSONAL },
  // Tutor pages: the page itself checks that the teacher tutors the group.
  { prefijo: "/panel", tipos: ["docente", "jefatura"] },
  { prefijo: "/horarios", tipos: TODOS },
  { prefijo: "/perfil", tipos: TODOS },
];

export function areaDe(pathname: string) {
  return AREAS.find((a) => pathname === a.prefijo || pathname.startsWith(`${a.prefijo}/`));
}

export function esTipo(valor: unknown): valor is TipoUsuario {
  return typeof valor === "string" && (TIPOS as readonly string[]).includes(valor);
}

/**
 * The proxy's decision for a path: null lets the request through; otherwise the path to redirect
 * to. Paths outside the areas (/, /api, static files) always pass.
 */
export function decisionProxy(pathname: string, tipo: TipoUsuario | null): string | null {
  const area = areaDe(pathname);
  if (!area) return null;
  if (!tipo || !area.tipos.includes(tipo)) return "/";
  return null;
}
