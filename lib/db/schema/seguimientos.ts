import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, foreignKey, index, integer, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { cursosAcademicos } from "./centro";
import { modulos } from "./core";
import { franjas } from "./horarios";

/**
 * Teaching follow-up (spec §2 "Follow-up", §3 "Formative action", "Session"). The follow-up belongs
 * to a module in a school year, not to a teacher: when two teachers share a module (a desdoble)
 * they keep one programme between them (decision 015).
 *
 * Hours dedicated, real dates and `defase` are never stored: they are computed from the sessions
 * assigned to each action (decision 013), so they cannot drift from the calendar.
 */
/** The module and school year a follow-up row belongs to; deleting the module deletes its follow-up. */
const delModuloYCurso = () => ({
  modulo: text("modulo").notNull(),
  ciclo: text("ciclo").notNull(),
  cursoAcademico: text("curso_academico")
    .notNull()
    .references(() => cursosAcademicos.codigo, { onUpdate: "cascade" }),
});
const delModulo = (t: { modulo: AnyPgColumn; ciclo: AnyPgColumn }) =>
  foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] })
    .onDelete("cascade")
    .onUpdate("cascade");

export const accionesFormativas = pgTable(
  "acciones_formativas",
  {
    id: serial("id").primaryKey(),
    ...delModuloYCurso(),
    nombre: text("nombre").notNull(),
    horasEstimadas: numeric("horas_estimadas", { precision: 6, scale: 2, mode: "number" }).notNull(),
    fechaInicio: date("fecha_inicio", { mode: "string" }).notNull(),
    fechaFin: date("fecha_fin", { mode: "string" }).notNull(),
    completado: boolean("completado").notNull().default(false),
    comentarios: text("comentarios").notNull().default(""),
    desviaciones: text("desviaciones").notNull().default(""),
    medidasCorrectoras: text("medidas_correctoras").notNull().default(""),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp("actualizado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    delModulo(t),
    check("acciones_formativas_horas", sql`${t.horasEstimadas} > 0 and ${t.horasEstimadas} <= 500`),
    check("acciones_formativas_fechas", sql`${t.fechaFin} >= ${t.fechaInicio}`),
    // Target of the sessions' foreign key: a session can only point at an action of its own module and year.
    unique("acciones_formativas_modulo_unico").on(t.id, t.modulo, t.ciclo, t.cursoAcademico),
    index("acciones_formativas_modulo_idx").on(t.modulo, t.ciclo, t.cursoAcademico),
  ],
);

/** One class of a module on a day at a time slot, assigned to one formative action or to none. */
export const sesiones = pgTable(
  "sesiones",
  {
    id: serial("id").primaryKey(),
    ...delModuloYCurso(),
    fecha: date("fecha", { mode: "string" }).notNull(),
    franjaId: integer("franja_id").notNull(),
    accionId: integer("accion_id"),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    delModulo(t),
    // MATCH SIMPLE: an unassigned session (accion_id null) is not checked; an assigned one must
    // name an action of the same module and school year. Deleting an action unassigns first.
    foreignKey({
      name: "sesiones_accion_del_modulo",
      columns: [t.accionId, t.modulo, t.ciclo, t.cursoAcademico],
      foreignColumns: [accionesFormativas.id, accionesFormativas.modulo, accionesFormativas.ciclo, accionesFormativas.cursoAcademico],
    }).onUpdate("cascade"),
    // A slot of the session's own school year.
    foreignKey({ name: "sesiones_franja_del_curso", columns: [t.franjaId, t.cursoAcademico], foreignColumns: [franjas.id, franjas.cursoAcademico] }).onUpdate("cascade"),
    uniqueIndex("sesiones_modulo_fecha_franja").on(t.modulo, t.ciclo, t.fecha, t.franjaId),
    check("sesiones_lectivo", sql`extract(isodow from ${t.fecha}) between 1 and 5`),
    index("sesiones_accion_idx").on(t.accionId),
    index("sesiones_curso_idx").on(t.cursoAcademico, t.fecha),
  ],
);

export type AccionFormativa = typeof accionesFormativas.$inferSelect;
export type Sesion = typeof sesiones.$inferSelect;
