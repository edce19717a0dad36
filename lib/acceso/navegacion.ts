import { cargoPrincipal, ordenarPorPrioridad, type Cargo } from "./cargos";

/** Each cargo's home page. */
export const INICIO: Record<Cargo, string> = {
  estudiante: "/estudiantes",
  docente: "/docentes",
  jefatura: "/jefatura",
  admin: "/admin",
};

export type EnlaceNav = { href: string; etiqueta: string };
export type GrupoNav = { cargo: Cargo; titulo: string; inicio: string; enlaces: EnlaceNav[] };

/** Each cargo's links: the spec's per role, in its order; admins also reach inventory, people and the centre. */
const ENLACES: Record<Cargo, EnlaceNav[]> = {
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
    { href: "/admin/cursos", etiqueta: "Cursos" },
    { href: "/admin/horarios", etiqueta: "Horarios" },
    { href: "/aulas", etiqueta: "Aulas" },
  ],
};

/** The heading of each cargo's group in a merged menu. */
const TITULO: Record<Cargo, string> = {
  estudiante: "Estudiante",
  docente: "Docencia",
  jefatura: "Jefatura",
  admin: "Administración",
};

/** Where a person lands after signing in, and where `/` sends them: the home of their highest cargo. */
export function inicioDe(cargos: readonly Cargo[]): string {
  return INICIO[cargoPrincipal(cargos)];
}

/**
 * The menu of a person: one group per cargo, the highest first, each with its home. A link two
 * cargos share (Aulas) stays in the first group only. With one cargo it is that cargo's list, as
 * the spec has it.
 */
export function menuDe(cargos: readonly Cargo[]): { inicio: string; grupos: GrupoNav[] } {
  const vistos = new Set<string>();
  const grupos = ordenarPorPrioridad(cargos).map((cargo) => ({
    cargo,
    titulo: TITULO[cargo],
    inicio: INICIO[cargo],
    enlaces: ENLACES[cargo].filter((e) => !vistos.has(e.href) && vistos.add(e.href)),
  }));
  return { inicio: inicioDe(cargos), grupos };
}

/** One cargo's links (a home page's quick links). */
export function enlacesDe(cargo: Cargo): readonly EnlaceNav[] {
  return ENLACES[cargo];
}
