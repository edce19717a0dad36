/**
 * The one report of every import (people, modules, assignments, inventory, timetables), for the
 * preview and for the result alike, with one vocabulary: rows are «nuevo», «cambiado», «sin
 * cambios», «error» or «omitida» (read but not imported, and why); counts count rows (or, for a
 * timetable, periods), never reasons. Each import adds its own fields next to these.
 */

/** A field a row changes, with its label and its values as text (null: empty). */
export type CambioFila = { campo: string; antes: string | null; despues: string | null };

export type EstadoFila = "nuevo" | "cambiado" | "sinCambios" | "error" | "omitida";

export type FilaInforme = {
  /** Line of the file where the row starts (the header is line 1). */
  linea: number;
  /** What identifies the row: an email, a code, a description of the period. */
  clave: string;
  estado: EstadoFila;
  cambios: CambioFila[];
  /** Why the row cannot be imported (estado «error»). */
  errores: string[];
  /** Why the row is left out without blocking the rest (estado «omitida»). */
  avisos: string[];
};

export type InformeBase = {
  /** Which import: estudiantes, docentes, modulos, asignaciones, inventario, horario. */
  tipo: string;
  simulacion: boolean;
  aplicado: boolean;
  /**
   * SHA-256 of the import, the file and the choices that shape the plan (and, for a timetable, the
   * plan itself): applying with another one is refused (409), as the admin did not see that plan.
   */
  huella: string;
  /** A problem with the whole file (empty, too big, missing columns); then there are no rows. */
  mensaje: string | null;
  /** Data rows the file has, good or bad. */
  leidas: number;
  filas: FilaInforme[];
  nuevos: number;
  cambiados: number;
  sinCambios: number;
  eliminados: number;
  /** Rows with errors: one is enough for nothing to be written. */
  errores: number;
  /** Rows read and left out (a FET activity without students, a name marked «No importar»). */
  omitidas: number;
};

/** An import's report: the common part and what that import adds. */
export type Informe<X = unknown> = InformeBase & X;

/** An active person of the import's kind who is not in the file: the admin decides about them. */
export type Ausente = { id: number; nombre: string; email: string; detalle: string };
