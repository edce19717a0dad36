/**
 * Labels of the audit log that its page and filters show without loading the zod schemas of
 * schemas.ts, which builds its filters from them (docs/decisions/033 and 037). No imports.
 */

/** What a line of the audit log can say was done, and to what (Spanish labels for the page). */
export const ACCIONES_REGISTRO = {
  crear: "Alta",
  modificar: "Modificación",
  // Lines written before an account had cargos (issue 43) keep their label.
  cambiar_tipo: "Cambio de tipo",
  cambiar_cargos: "Cambio de cargos",
  desactivar: "Desactivación",
  reactivar: "Reactivación",
  eliminar: "Eliminación",
  importar: "Importación",
  acceso_rechazado: "Acceso rechazado",
  purgar: "Purga de datos",
} as const;
export type AccionRegistro = keyof typeof ACCIONES_REGISTRO;

export const ENTIDADES_REGISTRO = {
  usuario: "Persona",
  departamento: "Departamento",
  ciclo: "Ciclo",
  modulo: "Módulo",
  grupo: "Grupo",
  asignacion: "Asignación de docencia",
  curso: "Curso académico",
  aula: "Aula",
  importacion: "Importación",
  acceso: "Inicio de sesión",
  datos: "Datos de cursos pasados",
} as const;
export type EntidadRegistro = keyof typeof ENTIDADES_REGISTRO;
