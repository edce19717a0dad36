import { plegar } from "../lib/texto";
import type { Clase, Rol } from "./tipos";

/**
 * Every route the bench measures, one line each. A new page (timetables, follow-up, matrícula,
 * admin …) is measured by adding its line here; `{clave}` in `ruta` is filled with a value the
 * bench seed looks up after seeding (see `DatosRutas` and bench/semilla.ts).
 *
 * Pages are requested with the role's session cookie (demo sign-in) and routes under /api/ with a
 * bearer token of the same account; `rapida: true` marks the handful that `--quick` runs.
 */
export type RutaBanco = {
  nombre: string;
  ruta: string;
  clase: Clase;
  /** Signed in as this role's demo account; absent = no session. */
  rol?: Rol;
  /** Expected status; anything else under load makes the run broken. Default 200. */
  estado?: number;
  rapida?: boolean;
};

export const RUTAS: RutaBanco[] = [
  // An address no route matches: Next serves its prerendered 404 page, the ceiling of the build.
  { nombre: "Página prerenderizada (404)", ruta: "/bench-sin-pagina", clase: "techo", estado: 404, rapida: true },
  { nombre: "Salud", ruta: "/api/health", clase: "sistema", rapida: true },
  { nombre: "Inicio de sesión", ruta: "/", clase: "publica" },

  { nombre: "Inicio estudiante", ruta: "/estudiantes", clase: "inicio", rol: "estudiante" },
  { nombre: "Inicio docente", ruta: "/docentes", clase: "inicio", rol: "docente", rapida: true },
  { nombre: "Inicio jefatura", ruta: "/jefatura", clase: "inicio", rol: "jefatura" },
  { nombre: "Inicio administración", ruta: "/admin", clase: "inicio", rol: "admin" },

  { nombre: "Inventario (jefatura)", ruta: "/jefatura/inventario", clase: "lista", rol: "jefatura", rapida: true },
  { nombre: "Inventario (administración)", ruta: "/admin/inventario", clase: "lista", rol: "admin" },
  { nombre: "Convalidaciones (administración)", ruta: "/admin/convalidaciones", clase: "lista", rol: "admin" },
  { nombre: "Convalidaciones (estudiante)", ruta: "/estudiantes/convalidaciones", clase: "lista", rol: "estudiante" },
  { nombre: "Encuestas pendientes", ruta: "/estudiantes/encuestas", clase: "lista", rol: "estudiante" },
  { nombre: "Resultados de encuestas (docente)", ruta: "/docentes/encuestas/resultados", clase: "lista", rol: "docente" },
  { nombre: "Campañas de encuestas", ruta: "/admin/encuestas", clase: "lista", rol: "admin" },
  { nombre: "Docencia", ruta: "/docentes/docencia", clase: "lista", rol: "docente" },
  { nombre: "Estudiantes de un módulo", ruta: "/docentes/docencia/0065/QUI301", clase: "lista", rol: "docente" },
  { nombre: "Aulas", ruta: "/aulas", clase: "lista", rol: "docente" },
  { nombre: "Horarios", ruta: "/horarios", clase: "lista", rol: "estudiante" },
  { nombre: "Seguimiento (docente)", ruta: "/docentes/seguimientos", clase: "lista", rol: "docente" },
  { nombre: "Seguimiento (jefatura)", ruta: "/jefatura/seguimientos", clase: "lista", rol: "jefatura" },
  { nombre: "Matrícula", ruta: "/estudiantes/matricula", clase: "lista", rol: "estudiante" },

  { nombre: "Solicitud de convalidación", ruta: "/admin/convalidaciones/{convalidacion}/solicitud", clase: "impresion", rol: "admin" },
  { nombre: "Carta de respuesta", ruta: "/admin/convalidaciones/{convalidacion}/respuesta", clase: "impresion", rol: "admin", rapida: true },
  { nombre: "Etiquetas del inventario (64)", ruta: "/jefatura/inventario/etiquetas?codigos={etiquetas}", clase: "impresion", rol: "jefatura" },

  { nombre: "API inventario", ruta: "/api/inventario", clase: "api", rol: "jefatura", rapida: true },
  { nombre: "API convalidaciones", ruta: "/api/convalidaciones/all", clase: "api", rol: "admin" },
  { nombre: "API resultados de encuestas", ruta: "/api/encuestas/respuestas", clase: "api", rol: "docente" },
  { nombre: "API encuestas pendientes", ruta: "/api/encuestas/modulos", clase: "api", rol: "estudiante" },
  { nombre: "API módulos que imparte", ruta: "/api/modulos/imparte", clase: "api", rol: "docente" },
  { nombre: "API aulas", ruta: "/api/aulas", clase: "api", rol: "docente" },
];

/** Routes of the several-processes measurement: the cheapest, a role page and a list page. */
export const RUTAS_ESCALA = ["/api/health", "/docentes", "/jefatura/inventario"];

/** Values the bench seed finds for the `{clave}` placeholders. */
export type DatosRutas = Record<string, string>;

export const esApi = (ruta: string) => ruta.startsWith("/api/");

/** The path with its `{clave}` placeholders filled; throws if the seed did not provide one. */
export function resolverRuta(ruta: string, datos: DatosRutas): string {
  return ruta.replace(/\{(\w+)\}/g, (_, clave: string) => {
    const valor = datos[clave];
    if (valor === undefined) throw new Error(`La ruta ${ruta} usa {${clave}}, que la semilla del banco no proporciona.`);
    return encodeURI(valor);
  });
}

/**
 * The routes of this run: `--routes` keeps those whose name or path contains one of the given
 * texts (case and accents ignored); `--quick` without `--routes` keeps the `rapida` ones. The
 * ceiling always stays: every figure is a ratio to it.
 */
export function elegirRutas(rutas: readonly RutaBanco[], opciones: { filtros: string[]; rapida: boolean }): RutaBanco[] {
  const filtros = opciones.filtros.map(plegar).filter(Boolean);
  return rutas.filter((r) => {
    if (r.clase === "techo") return true;
    if (filtros.length > 0) return filtros.some((f) => plegar(r.nombre).includes(f) || plegar(r.ruta).includes(f));
    return !opciones.rapida || r.rapida === true;
  });
}
