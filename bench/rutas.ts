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
  /**
   * false: the page is checked and its statements, JavaScript and reads are counted, but it gets no
   * load. For pages opened now and then (forms, settings, one record), where the targets that
   * matter are statements and JavaScript per page, and a load run would add minutes per page.
   */
  carga?: false;
};

export const RUTAS: RutaBanco[] = [
  // A file of public/: Next serves it from disk without proxy.ts or rendering, the ceiling of the
  // build (decision 031). The 404 page renders per request (its CSP nonce) and is the JS floor.
  { nombre: "Fichero estático (public/logo.svg)", ruta: "/logo.svg", clase: "techo", rapida: true },
  { nombre: "Página 404 (suelo de JS)", ruta: "/bench-sin-pagina", clase: "suelo", estado: 404, rapida: true },
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
  { nombre: "Aulas: ocupación y aulas libres", ruta: "/aulas", clase: "lista", rol: "docente" },
  { nombre: "Horario de un aula", ruta: "/aulas/{aula}", clase: "lista", rol: "docente" },
  { nombre: "Horarios", ruta: "/horarios", clase: "lista", rol: "estudiante" },
  { nombre: "Horarios: rejilla de un aula", ruta: "/horarios?aula={aula}", clase: "lista", rol: "estudiante" },
  { nombre: "Horarios: su grupo (estudiante)", ruta: "/horarios?grupo={grupo}", clase: "lista", rol: "estudiante" },
  { nombre: "Horarios: un docente", ruta: "/horarios?docente={docente}", clase: "lista", rol: "docente" },
  { nombre: "Tutoría de un grupo", ruta: "/panel/tutoria/{tutoria}", clase: "lista", rol: "docente" },
  { nombre: "Seguimiento (docente)", ruta: "/docentes/seguimientos", clase: "lista", rol: "docente" },
  { nombre: "Seguimiento de un módulo (docente)", ruta: "/docentes/seguimientos/{modulo}", clase: "lista", rol: "docente" },
  { nombre: "Acciones formativas de un módulo", ruta: "/docentes/seguimientos/{modulo}/acciones", clase: "lista", rol: "docente" },
  { nombre: "Seguimiento (jefatura)", ruta: "/jefatura/seguimientos", clase: "lista", rol: "jefatura" },
  { nombre: "Resumen de seguimiento (jefatura)", ruta: "/jefatura/seguimientos/resumen", clase: "lista", rol: "jefatura" },
  { nombre: "Matrícula", ruta: "/estudiantes/matricula", clase: "lista", rol: "estudiante" },
  { nombre: "Matrículas (administración)", ruta: "/admin/matriculas", clase: "lista", rol: "admin" },
  { nombre: "Una matrícula (administración)", ruta: "/admin/matriculas/{matricula}", clase: "lista", rol: "admin" },
  { nombre: "Personas", ruta: "/admin/usuarios", clase: "lista", rol: "admin" },
  { nombre: "Grupos", ruta: "/admin/centro/grupos", clase: "lista", rol: "admin" },
  { nombre: "Docencia de un grupo", ruta: "/admin/centro/grupos/{grupo}", clase: "lista", rol: "admin" },
  { nombre: "Módulos", ruta: "/admin/centro/modulos", clase: "lista", rol: "admin" },
  { nombre: "Aulas (administración)", ruta: "/admin/centro/aulas", clase: "lista", rol: "admin" },
  { nombre: "Registro de cambios", ruta: "/admin/registro", clase: "lista", rol: "admin" },
  { nombre: "Correo (bandeja de salida)", ruta: "/admin/correo", clase: "lista", rol: "admin", carga: false },

  { nombre: "Solicitud de convalidación", ruta: "/admin/convalidaciones/{convalidacion}/solicitud", clase: "impresion", rol: "admin" },
  { nombre: "Carta de respuesta", ruta: "/admin/convalidaciones/{convalidacion}/respuesta", clase: "impresion", rol: "admin", rapida: true },
  { nombre: "Copia de una matrícula", ruta: "/admin/matriculas/{matricula}/copia", clase: "impresion", rol: "admin" },
  { nombre: "Etiquetas del inventario (64)", ruta: "/jefatura/inventario/etiquetas?codigos={etiquetas}", clase: "impresion", rol: "jefatura" },
  { nombre: "Informe mensual de seguimiento (jefatura)", ruta: "/jefatura/seguimientos/informe", clase: "impresion", rol: "jefatura" },
  // The same request and matrícula as the three above, read by their student.
  { nombre: "Carta de respuesta (su estudiante)", ruta: "/estudiantes/convalidaciones/{convalidacion}/respuesta", clase: "impresion", rol: "solicitante" },
  { nombre: "Copia de la matrícula (su estudiante)", ruta: "/estudiantes/matricula/copia", clase: "impresion", rol: "solicitante" },

  // Counted, not loaded (carga: false): every other page of the portal.
  { nombre: "Centro (administración)", ruta: "/admin/centro", clase: "lista", rol: "admin", carga: false },
  { nombre: "Ciclos", ruta: "/admin/centro/ciclos", clase: "lista", rol: "admin", carga: false },
  { nombre: "Departamentos", ruta: "/admin/centro/departamentos", clase: "lista", rol: "admin", carga: false },
  { nombre: "Calendario del centro", ruta: "/admin/calendario", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Nuevo curso", ruta: "/admin/cursos", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Matrículas sin enviar", ruta: "/admin/matriculas/sin-enviar", clase: "lista", rol: "admin", carga: false },
  { nombre: "Importar horario", ruta: "/admin/horarios", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Franjas horarias", ruta: "/admin/horarios/franjas", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Transporte", ruta: "/admin/transporte", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Importar datos", ruta: "/admin/importar", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Importar estudiantes", ruta: "/admin/importar/estudiantes", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Categorías del inventario", ruta: "/admin/inventario/categorias", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Ajustes de convalidaciones", ruta: "/admin/convalidaciones/ajustes", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Una convalidación (administración)", ruta: "/admin/convalidaciones/{convalidacion}", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Una persona (administración)", ruta: "/admin/usuarios/{persona}", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Nueva persona", ruta: "/admin/usuarios/nuevo", clase: "formulario", rol: "admin", carga: false },
  { nombre: "Nueva solicitud de convalidación", ruta: "/estudiantes/convalidaciones/nueva", clase: "formulario", rol: "estudiante", carga: false },
  { nombre: "Una convalidación (su estudiante)", ruta: "/estudiantes/convalidaciones/{convalidacion}", clase: "formulario", rol: "solicitante", carga: false },
  { nombre: "Perfil", ruta: "/perfil", clase: "formulario", rol: "docente", carga: false },
  { nombre: "Avisos", ruta: "/avisos", clase: "lista", rol: "estudiante", carga: false },
  { nombre: "Nuevo artículo", ruta: "/jefatura/inventario/nuevo", clase: "formulario", rol: "jefatura", carga: false },
  { nombre: "Un artículo (jefatura)", ruta: "/jefatura/inventario/{articulo}/editar", clase: "formulario", rol: "jefatura", carga: false },
  { nombre: "Importar inventario", ruta: "/jefatura/inventario/importar", clase: "formulario", rol: "jefatura", carga: false },
  { nombre: "Seguimiento de un módulo (jefatura)", ruta: "/jefatura/seguimientos/{modulo}", clase: "lista", rol: "jefatura", carga: false },
  { nombre: "Editar docencia", ruta: "/docentes/docencia/editar/{modulo}", clase: "formulario", rol: "docente", carga: false },
  { nombre: "Configuración del seguimiento", ruta: "/docentes/seguimientos/{modulo}/configuracion", clase: "formulario", rol: "docente", carga: false },

  { nombre: "API inventario", ruta: "/api/inventario", clase: "api", rol: "jefatura", rapida: true },
  { nombre: "API convalidaciones", ruta: "/api/convalidaciones/all", clase: "api", rol: "admin" },
  { nombre: "API resultados de encuestas", ruta: "/api/encuestas/respuestas", clase: "api", rol: "docente" },
  { nombre: "API encuestas pendientes", ruta: "/api/encuestas/modulos", clase: "api", rol: "estudiante" },
  { nombre: "API módulos que imparte", ruta: "/api/modulos/imparte", clase: "api", rol: "docente" },
  { nombre: "API aulas", ruta: "/api/aulas", clase: "api", rol: "docente" },
  { nombre: "API horario de un aula", ruta: "/api/aulas/{aula}/horario", clase: "api", rol: "docente" },
  { nombre: "API horario de un grupo", ruta: "/api/horarios/grupos/{grupo}", clase: "api", rol: "docente" },
  { nombre: "API seguimiento de un módulo", ruta: "/api/seguimientos/{modulo}", clase: "api", rol: "docente" },
  { nombre: "API matrículas", ruta: "/api/admin/matriculas", clase: "api", rol: "admin" },
  { nombre: "API personas", ruta: "/api/admin/usuarios", clase: "api", rol: "admin" },
];

/** Routes of the several-processes measurement: the cheapest, a role page and a list page. */
export const RUTAS_ESCALA = ["/api/health", "/docentes", "/jefatura/inventario"];

/**
 * Measured also as a browser asks for them, gzipped by Next (decision 056): the smallest page, a
 * home, a long list and the largest JSON read.
 */
export const RUTAS_COMPRESION = ["/bench-sin-pagina", "/docentes", "/admin/convalidaciones", "/api/inventario"];

/**
 * Measured also on each Node.js binary given with `--node`: the smallest page, two homes, a list,
 * the heaviest list, a JSON read and the health check, whose costs are mostly Next's, React's, the
 * database driver's and the JSON encoder's, which is where a newer V8 could differ.
 */
export const RUTAS_NODE = ["/api/health", "/bench-sin-pagina", "/docentes", "/estudiantes", "/jefatura/inventario", "/admin/convalidaciones", "/api/inventario"];

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
 * ceiling and the JS floor always stay: every figure is a ratio to them.
 */
export function elegirRutas(rutas: readonly RutaBanco[], opciones: { filtros: string[]; rapida: boolean }): RutaBanco[] {
  const filtros = opciones.filtros.map(plegar).filter(Boolean);
  return rutas.filter((r) => {
    if (r.clase === "techo" || r.clase === "suelo") return true;
    if (filtros.length > 0) return filtros.some((f) => plegar(r.nombre).includes(f) || plegar(r.ruta).includes(f));
    return !opciones.rapida || r.rapida === true;
  });
}
