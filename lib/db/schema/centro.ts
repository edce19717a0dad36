import { sql } from "drizzle-orm";
import { boolean, check, date, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Centre settings that several areas share (docs/arquitectura.md §11): the school years, with the one that is
 * current, and the days without classes. Timetables hang from a school year (a new year's import
 * keeps last year's), follow-up sessions are generated between its dates skipping the days off,
 * and the matrícula is for the current year.
 */
export const cursosAcademicos = pgTable(
  "cursos_academicos",
  {
    // '2026/2027'
    codigo: text("codigo").primaryKey(),
    inicio: date("inicio", { mode: "string" }).notNull(),
    fin: date("fin", { mode: "string" }).notNull(),
    actual: boolean("actual").notNull().default(false),
    // From this day on the year is history (read-only) and the next one is the current one, without
    // anyone having to mark it that morning: set by the «Nuevo curso» wizard (decision 067).
    cierre: date("cierre", { mode: "string" }),
  },
  (t) => [
    check("cursos_academicos_codigo", sql`${t.codigo} ~ '^[0-9]{4}/[0-9]{4}$' and substr(${t.codigo}, 6, 4)::int = substr(${t.codigo}, 1, 4)::int + 1`),
    check("cursos_academicos_fechas", sql`${t.fin} > ${t.inicio}`),
    // At most one current year.
    uniqueIndex("cursos_academicos_actual").on(t.actual).where(sql`${t.actual}`),
  ],
);

/** Holidays and other days without classes (festivos, días no lectivos) of the centre's calendar. */
export const diasNoLectivos = pgTable("dias_no_lectivos", {
  fecha: date("fecha", { mode: "string" }).primaryKey(),
  descripcion: text("descripcion").notNull().default(""),
});

export type CursoAcademico = typeof cursosAcademicos.$inferSelect;
