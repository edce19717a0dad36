import { and, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { departamentos, imparticiones, modulos } from "../db/schema";
import type { Cargo, Quien } from "./cargos";
import { puede, type Operacion } from "./politica";
import { cursoActualSql } from "../curso-academico/queries";

/**
 * The rows each person may reach, as SQL conditions for the reads' `where` (after Documenso's
 * getDocumentWhereInput): the second half of the policy of lib/acceso/politica.ts. A row outside
 * the condition is simply not there for that person — a list leaves it out, a read of one by its
 * key answers «not found» — so the same condition serves lists, single reads and writes.
 *
 * Several cargos see the union of what each sees. Pages that act as one cargo (the teacher's
 * follow-up of her own modules, the jefatura's review of her department) ask for that cargo's
 * scope alone with `como`.
 */

/** As which cargo a page or operation acts on modules. */
export type ComoModulos = Extract<Cargo, "docente" | "jefatura">;

const NADA = sql<boolean>`false`;

/**
 * The module (by its two key columns) is one the person teaches to some group this school year (a
 * confirmed assignment: a draft of next year's gives nothing yet; decision 067).
 */
export function imparteSql(usuarioId: number, modulo: AnyColumn | SQL, ciclo: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${imparticiones} where ${imparticiones.docenteId} = ${usuarioId} and ${imparticiones.modulo} = ${modulo} and ${imparticiones.ciclo} = ${ciclo}
    and ${imparticiones.cursoAcademico} = ${cursoActualSql()} and not ${imparticiones.borrador})`;
}

/**
 * The department a jefatura acts for, as a scalar subquery: the one she heads, else the one she
 * belongs to (a head not yet named in Centro › Departamentos still sees her own).
 */
export function departamentoDeJefaturaSql(u: Quien): SQL<number | null> {
  return sql<number | null>`coalesce((select ${departamentos.id} from ${departamentos} where ${departamentos.jefeId} = ${u.id} limit 1), ${u.departamentoId ?? null}::int)`;
}

/** A row whose department column is the one the jefatura acts for (none for anyone else). */
export function delDepartamentoSql(u: Quien, columnaDepartamento: AnyColumn | SQL): SQL<boolean> {
  if (!u.cargos.includes("jefatura")) return NADA;
  return sql<boolean>`${columnaDepartamento} = ${departamentoDeJefaturaSql(u)}`;
}

/**
 * Modules (the `modulos` table) a person may see: a teacher those she teaches, a jefatura those of
 * her department; both, both. `como` narrows it to one cargo's view.
 */
export function alcanceModulos(u: Quien, como?: ComoModulos): SQL<boolean> {
  const partes: SQL<boolean>[] = [];
  if (u.cargos.includes("docente") && (como ?? "docente") === "docente") partes.push(imparteSql(u.id, modulos.codigo, modulos.ciclo));
  if (u.cargos.includes("jefatura") && (como ?? "jefatura") === "jefatura") partes.push(delDepartamentoSql(u, modulos.departamentoId));
  if (partes.length === 0) return NADA;
  return (partes.length === 1 ? partes[0] : or(...partes)) as SQL<boolean>;
}

/** A row that belongs to the person (their own request, enrolment form, answer…). */
export function propioSql(u: Quien, columnaPropietario: AnyColumn): SQL<boolean> {
  return eq(columnaPropietario, u.id) as SQL<boolean>;
}

/** The module by its key, within the person's scope. */
export function moduloEnAlcance(u: Quien, codigo: string, ciclo: string, como?: ComoModulos): SQL<boolean> {
  return and(eq(modulos.codigo, codigo), eq(modulos.ciclo, ciclo), alcanceModulos(u, como)) as SQL<boolean>;
}

/**
 * Paperwork a student presents and the secretaría handles (convalidaciones, matrículas): whoever
 * may handle all of it (`todos`) sees every row, a student who may present it (`propios`) her own,
 * anyone else none.
 */
export function alcanceTramites(u: Quien, columnaEstudiante: AnyColumn, ops: { todos: Operacion; propios: Operacion }): SQL<boolean> {
  if (puede(u, ops.todos)) return sql<boolean>`true`;
  if (puede(u, ops.propios)) return propioSql(u, columnaEstudiante);
  return NADA;
}
