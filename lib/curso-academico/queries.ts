import { cache } from "react";
import { asc, between, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { cursosAcademicos, diasNoLectivos } from "../db/schema";
import { noEncontrado } from "../errors";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";

export type CursoAcademico = { codigo: string; inicio: string; fin: string; actual: boolean };

const columnas = { codigo: cursosAcademicos.codigo, inicio: cursosAcademicos.inicio, fin: cursosAcademicos.fin, actual: cursosAcademicos.actual };

/** Every school year, newest first. Nothing personal: any signed-in user may read it. */
export async function listCursosAcademicos(db?: Db): Promise<CursoAcademico[]> {
  const d = db ?? (await getDb());
  // «Current» by the rule, not the mark: past a cierre the next year is (decision 067).
  return d
    .select({ ...columnas, actual: sql<boolean>`${cursosAcademicos.codigo} = ${cursoActualSql()}` })
    .from(cursosAcademicos)
    .orderBy(desc(cursosAcademicos.codigo));
}

/**
 * Every school year and the current one (which may not be registered yet: see getCursoActual), in
 * one statement: the current year's row (cursoActualDesde) beside each registered year, which is
 * current when its code is that row's. The year selector of a dozen pages reads both.
 */
export async function getCursos(db?: Db): Promise<{ actual: CursoAcademico; cursos: CursoAcademico[] }> {
  const d = db ?? (await getDb());
  const filas = await d
    .select({ actual: columnasCursoActual("c"), registrado: columnas })
    .from(cursoActualDesde("c"))
    .leftJoin(cursosAcademicos, sql`true`)
    .orderBy(desc(cursosAcademicos.codigo));
  const actual = filas[0].actual;
  const cursos = filas.flatMap(({ registrado: r }) => (r ? [{ ...r, actual: r.codigo === actual.codigo }] : []));
  return { actual, cursos };
}

/**
 * The current school year: the one an admin marked as current or, while none is marked, the one
 * today falls in by the calendar (with default dates) so that a fresh install still works.
 */
export async function getCursoActual(db?: Db): Promise<CursoAcademico> {
  return cursoActualDe(db ?? (await getDb()));
}

/**
 * The current school year's code as an SQL expression, the same rule as getCursoActual (the one
 * marked as current, else the one today falls in), for a statement that needs the code without a
 * round trip of its own (docs/decisions/032).
 */
export function cursoActualSql(): SQL<string> {
  return sql<string>`coalesce(${cursoMarcadoSql()}, ${cursoAcademicoDe(hoyEnElCentro())})`;
}

/**
 * The year marked as current, or the next one from the marked year's `cierre` on (the «Nuevo
 * curso» wizard sets it: the old year becomes history that day without anyone marking the new one;
 * decision 067). Null when none is marked.
 */
function cursoMarcadoSql(): SQL<string | null> {
  return sql<string | null>`(select case when ma.cierre is not null and ma.cierre <= ${hoyEnElCentro()}::date
      then coalesce((select mn.codigo from ${cursosAcademicos} mn where mn.codigo > ma.codigo order by mn.codigo limit 1), ma.codigo)
      else ma.codigo end
    from ${cursosAcademicos} ma where ma.actual limit 1)`;
}

/**
 * The current school year's row (codigo, inicio, fin, actual) as a one-row subquery named `alias`,
 * the same rule as getCursoActual, for a statement that needs its dates too (docs/decisions/032).
 * Whole rows only: the marked year, else the calendar's if it exists, else the calendar's code with
 * the default dates (every column is not null, so column by column is row by row).
 */
export function cursoActualDesde(alias: string): SQL {
  const codigo = cursoAcademicoDe(hoyEnElCentro());
  const { inicio, fin } = fechasPorDefecto(codigo);
  return sql`(select coalesce(a.codigo, h.codigo, ${codigo}) as codigo, coalesce(a.inicio, h.inicio, ${inicio}::date) as inicio,
      coalesce(a.fin, h.fin, ${fin}::date) as fin, case when a.codigo is not null then true else coalesce(h.actual, true) end as actual
    from (select 1) as uno
    left join lateral (select * from ${cursosAcademicos} where ${cursosAcademicos.codigo} = ${cursoMarcadoSql()}) as a on true
    left join ${cursosAcademicos} as h on h.codigo = ${codigo}) as ${sql.identifier(alias)}`;
}

/** The columns of `cursoActualDesde(alias)`, typed as the table's. */
export function columnasCursoActual(alias: string) {
  const c = (n: string) => sql`${sql.identifier(alias)}.${sql.identifier(n)}`;
  return {
    codigo: sql<string>`${c("codigo")}`,
    inicio: sql<string>`${c("inicio")}`.mapWith(cursosAcademicos.inicio),
    fin: sql<string>`${c("fin")}`.mapWith(cursosAcademicos.fin),
    actual: sql<boolean>`${c("actual")}`.mapWith(cursosAcademicos.actual),
  };
}

// Once per request (React cache; docs/decisions/032): a timetable page reads it for every week it
// shows. One statement, whichever rule applies.
const cursoActualDe = cache(async (d: Db): Promise<CursoAcademico> => {
  const [c] = await d.select(columnasCursoActual("c")).from(cursoActualDesde("c"));
  return c;
});

export async function getCursoAcademico(codigo: string, db?: Db): Promise<CursoAcademico> {
  const d = db ?? (await getDb());
  const [c] = await d.select(columnas).from(cursosAcademicos).where(eq(cursosAcademicos.codigo, codigo)).limit(1);
  if (!c) throw noEncontrado("Curso académico no encontrado.");
  return c;
}

/** Classes in Aragón's FP run from mid-September to late June; admins set the real dates. */
export function fechasPorDefecto(codigo: string): { inicio: string; fin: string } {
  const y = Number(codigo.slice(0, 4));
  return { inicio: `${y}-09-15`, fin: `${y + 1}-06-22` };
}

export type DiaNoLectivo = { fecha: string; descripcion: string };

/** Days without classes between two dates (inclusive), in date order. */
export async function listDiasNoLectivos(desde: string, hasta: string, db?: Db): Promise<DiaNoLectivo[]> {
  const d = db ?? (await getDb());
  return d
    .select({ fecha: diasNoLectivos.fecha, descripcion: diasNoLectivos.descripcion })
    .from(diasNoLectivos)
    .where(between(diasNoLectivos.fecha, desde, hasta))
    .orderBy(asc(diasNoLectivos.fecha));
}
