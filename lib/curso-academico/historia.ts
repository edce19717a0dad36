import "server-only";
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cursosAcademicos, imparticiones } from "../db/schema";
import { getDb, type Db } from "../db/client";
import { conflicto, noEncontrado } from "../errors";
import { cursoAcademicoDe } from "../fechas";
import { elegirCurso, esCodigoCurso, esCursoPasado, mensajeCursoCerrado, type CursoElegido } from "./elegido";
import { cursoActualSql, fechasPorDefecto, getCursoActual, getCursos } from "./queries";
import { asegurarCurso } from "./calendario";

/**
 * The school year as a dimension (decisions 067 and 068): group membership, teaching assignments,
 * tutorías and module enrolments are per year. Reads take the current year unless they name another
 * (a past year is history a page can show); writes go to the current year or a later one, never to
 * a past one. The one place that says so, so that the areas and the «Nuevo curso» wizard agree on
 * what "current" and "past" mean (elegido.ts).
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
 * read-only history, refused by exigirCursoEditable (409, the same message everywhere); the year is
 * created (as asegurarCurso does) when the centre has not registered it yet, so that the foreign key
 * holds on a fresh install.
 */
export async function cursoEscribible(tx: Db, codigo?: string): Promise<string> {
  // The current year is never a past one: only a year asked for needs the check.
  const c = codigo ?? (await getCursoActual(tx)).codigo;
  if (codigo !== undefined) await exigirCursoEditable(codigo, tx);
  await asegurarCurso(tx, c);
  return c;
}

/**
 * The year a page shows for its `?curso=` (already read with leerCursoPedido), with the selector's
 * options: the registered years, the current one and `conDatos`, the years an area holds rows of
 * (a centre that started using the portal mid-way has last year's matrículas without that year).
 */
export async function getCursoElegido(pedido: string | undefined, db?: Db, conDatos: readonly string[] = []): Promise<CursoElegido> {
  const { actual, cursos } = await getCursos(db ?? (await getDb()));
  const extra = conDatos.filter((c) => esCodigoCurso(c) && !cursos.some((r) => r.codigo === c)).map((codigo) => ({ codigo, ...fechasPorDefecto(codigo), actual: false }));
  return elegirCurso(pedido, [...cursos, ...extra], actual);
}

/**
 * The year an API read answers for: the one asked for (a registered year or the current one), else
 * 404; without `?curso=`, the current one. The format was already checked by consultaCursoSchema (400).
 */
export async function cursoDeLaConsulta(pedido: string | undefined, db?: Db): Promise<string> {
  const { actual, cursos } = await getCursos(db ?? (await getDb()));
  if (pedido === undefined || pedido === actual.codigo) return actual.codigo;
  if (!cursos.some((c) => c.codigo === pedido)) throw noEncontrado(`El curso ${pedido} no existe.`);
  return pedido;
}

/**
 * Refuses (409, with the same Spanish message everywhere) a write to a school year that is already
 * history. Call it inside the write's transaction with the year of the row being written.
 */
export async function exigirCursoEditable(curso: string, tx?: Db): Promise<void> {
  const actual = (await getCursoActual(tx ?? (await getDb()))).codigo;
  if (esCursoPasado(curso, actual)) throw conflicto(mensajeCursoCerrado(curso));
}

/** The same check for a row that belongs to the year of a date (a convalidación's request date). */
export async function exigirFechaEditable(fecha: string, tx?: Db): Promise<void> {
  await exigirCursoEditable(cursoAcademicoDe(fecha), tx);
}

/**
 * School year `codigo` as a one-row subquery named `alias`, with the columns of cursoActualDesde,
 * for a statement that reads a chosen year instead of the current one: its registered dates, or
 * the default ones for a year the calendar never registered (data kept from before).
 */
export function cursoDesde(codigo: string, alias: string): SQL {
  const { inicio, fin } = fechasPorDefecto(codigo);
  return sql`(select ${codigo}::text as codigo, coalesce(h.inicio, ${inicio}::date) as inicio, coalesce(h.fin, ${fin}::date) as fin, coalesce(h.actual, false) as actual
    from (select 1) as uno left join ${cursosAcademicos} as h on h.codigo = ${codigo}) as ${sql.identifier(alias)}`;
}
