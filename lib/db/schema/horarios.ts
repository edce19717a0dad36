import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { cursosAcademicos } from "./centro";
import { aulas, grupos, modulos, usuarios } from "./core";

const HORA = "'^([01][0-9]|2[0-3]):[0-5][0-9]$'";

/**
 * Time slots of the school day of one school year (spec §3 "Time slot"; `GET /api/sesiones`).
 * Shared by that year's timetable and follow-up sessions (docs/arquitectura.md §11). Each year has its own
 * (issue 44): next year's bell schedule is prepared without changing this year's, and a new year
 * starts with a copy of the previous one's. Times are 'HH:mm' text in the centre's zone, which
 * compares correctly as text and is what the API carries.
 */
export const franjas = pgTable(
  "franjas",
  {
    id: serial("id").primaryKey(),
    cursoAcademico: text("curso_academico")
      .notNull()
      .references(() => cursosAcademicos.codigo, { onUpdate: "cascade" }),
    orden: smallint("orden").notNull(),
    inicio: text("inicio").notNull(),
    fin: text("fin").notNull(),
    // A break (recreo): shown in the grids, never holds classes.
    recreo: boolean("recreo").notNull().default(false),
  },
  (t) => [
    uniqueIndex("franjas_curso_orden").on(t.cursoAcademico, t.orden),
    // The target of the (franja, year) foreign keys: a period or session uses a slot of its own year.
    unique("franjas_id_curso").on(t.id, t.cursoAcademico),
    check("franjas_inicio", sql`${t.inicio} ~ ${sql.raw(HORA)}`),
    check("franjas_fin", sql`${t.fin} ~ ${sql.raw(HORA)}`),
    check("franjas_fin_tras_inicio", sql`${t.fin} > ${t.inicio}`),
  ],
);

/**
 * One period of the week's timetable of a school year: on `dia` (1 = lunes … 5 = viernes) at
 * `franja`, group `grupo` has module `modulo` with teacher `docente` in room `aula`.
 *
 * A teacher is in one place per day and slot, always. A room and a group hold one period per day
 * and slot, except split groups (desdobles): periods marked `desdoble` may share the group's slot
 * with other desdoble periods (two teachers, usually two rooms). The import checks that a slot
 * does not mix desdoble and ordinary periods; the partial unique indexes enforce the rest.
 */
export const horario = pgTable(
  "horario",
  {
    id: serial("id").primaryKey(),
    cursoAcademico: text("curso_academico")
      .notNull()
      .references(() => cursosAcademicos.codigo, { onUpdate: "cascade" }),
    dia: smallint("dia").notNull(),
    franjaId: integer("franja_id").notNull(),
    // A period may have no room (e.g. a visit); then only the group and teacher rules apply.
    aulaId: integer("aula_id").references(() => aulas.id),
    grupo: text("grupo")
      .notNull()
      .references(() => grupos.codigo, { onUpdate: "cascade" }),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    docenteId: integer("docente_id")
      .notNull()
      .references(() => usuarios.id),
    desdoble: boolean("desdoble").notNull().default(false),
  },
  (t) => [
    check("horario_dia", sql`${t.dia} between 1 and 5`),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] }).onUpdate("cascade"),
    foreignKey({ name: "horario_franja_del_curso", columns: [t.franjaId, t.cursoAcademico], foreignColumns: [franjas.id, franjas.cursoAcademico] }).onUpdate("cascade"),
    uniqueIndex("horario_docente_franja").on(t.cursoAcademico, t.dia, t.franjaId, t.docenteId),
    uniqueIndex("horario_grupo_franja").on(t.cursoAcademico, t.dia, t.franjaId, t.grupo).where(sql`not ${t.desdoble}`),
    uniqueIndex("horario_aula_franja").on(t.cursoAcademico, t.dia, t.franjaId, t.aulaId).where(sql`not ${t.desdoble}`),
    index("horario_modulo_idx").on(t.modulo, t.ciclo),
    index("horario_grupo_idx").on(t.grupo),
  ],
);

/**
 * The other rooms of a period held in several at once (FET's combined rooms, `A25+A21`, issue 44):
 * `horario.aula_id` is the first of them (the lowest id, so FET's order does not matter), these are
 * the rest. A room here is as occupied as the period's own; the import checks their clashes.
 */
export const horarioAulas = pgTable(
  "horario_aulas",
  {
    horarioId: integer("horario_id")
      .notNull()
      .references(() => horario.id, { onDelete: "cascade" }),
    aulaId: integer("aula_id")
      .notNull()
      .references(() => aulas.id),
  },
  (t) => [primaryKey({ columns: [t.horarioId, t.aulaId] }), index("horario_aulas_aula_idx").on(t.aulaId)],
);

export type Franja = typeof franjas.$inferSelect;
export type PeriodoHorario = typeof horario.$inferSelect;

/**
 * Secret addresses of the calendar feeds (.ics): one per teacher and one per group, created the
 * first time someone who may see it opens it. The token is the only credential of the feed
 * (calendar apps cannot sign in), so regenerating it is how its owner revokes a leaked address.
 */
export const calendariosHorario = pgTable(
  "calendarios_horario",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull().unique(),
    docenteId: integer("docente_id")
      .unique()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    grupo: text("grupo")
      .unique()
      .references(() => grupos.codigo, { onDelete: "cascade", onUpdate: "cascade" }),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("calendarios_horario_dueno", sql`num_nonnulls(${t.docenteId}, ${t.grupo}) = 1`)],
);

export const TIPOS_EQUIVALENCIA = ["dia", "hora", "grupo", "modulo", "docente", "aula"] as const;
export type TipoEquivalencia = (typeof TIPOS_EQUIVALENCIA)[number];

/**
 * What each name of an imported timetable (FET's days, hours, students sets, subjects, teachers
 * and rooms) stands for in the portal, as the admin chose it in the import preview; the next
 * import of a file from the same FET project starts from these choices. `origen` is the name
 * folded (plegar); for subjects it carries the cycle too ('fol|QUI301'). `destino` is our key as
 * text, or '-' for "do not import" (for rooms: "no room").
 */
export const equivalenciasHorario = pgTable(
  "equivalencias_horario",
  {
    tipo: text("tipo", { enum: TIPOS_EQUIVALENCIA }).notNull(),
    origen: text("origen").notNull(),
    destino: text("destino").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.origen] }), check("equivalencias_horario_tipo", sql`${t.tipo} in ('dia', 'hora', 'grupo', 'modulo', 'docente', 'aula')`)],
);
