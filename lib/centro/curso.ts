import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../db";
import { imparticiones } from "../db/schema";
import { conflicto } from "../errors";
import { asegurarCurso } from "./calendario";
import { cursoActualSql, getCursoActual } from "./queries";
import { esCursoPasado, mensajeCursoCerrado } from "./curso-elegido";

/**
 * The school year as a dimension (decision 067): group membership, teaching assignments, tutorías
 * and module enrolments are per year. Reads take the current year unless they name another; writes
 * go to the current year or a later one, never to a past one, which is history.
 */

/** `columna` is the current school year's (the same rule as getCursoActual). */
export function delCursoActual(columna: AnyColumn | SQL): SQL {
  return sql`${columna} = ${cursoActualSql()}`;
}

/** A teaching assignment in force: the current year's and confirmed (not a draft of the wizard). */
export function imparticionVigente(): SQL {
  return and(delCursoActual(imparticiones.cursoAcademico), eq(imparticiones.borrador, false))!;
}

/** The same as imparticionVigente, for a raw-SQL alias of imparticiones. */
export function imparticionVigenteDe(alias: string): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.curso_academico = ${cursoActualSql()} and not ${a}.borrador`;
}

/**
 * The school year a write of year-scoped data goes to: `codigo`, or the current one. A past year is
 * read-only history, refused with the same rule and message as exigirCursoEditable (lib/centro/historia.ts); the year is created (as asegurarCurso does)
 * when the centre has not registered it yet, so that the foreign key holds on a fresh install.
 */
export async function cursoEscribible(tx: Db, codigo?: string): Promise<string> {
  const actual = await getCursoActual(tx);
  const c = codigo ?? actual.codigo;
  if (esCursoPasado(c, actual.codigo)) throw conflicto(mensajeCursoCerrado(c));
  await asegurarCurso(tx, c);
  return c;
}
