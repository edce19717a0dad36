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
  return d.select(columnas).from(cursosAcademicos).orderBy(desc(cursosAcademicos.codigo));
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
  return sql<string>`coalesce((select ca.codigo from ${cursosAcademicos} ca where ca.actual limit 1), ${cursoAcademicoDe(hoyEnElCentro())})`;
}

// Once per request (React cache; docs/decisions/032): a timetable page reads it for every week it shows.
const cursoActualDe = cache(async (d: Db): Promise<CursoAcademico> => {
  const [c] = await d.select(columnas).from(cursosAcademicos).where(eq(cursosAcademicos.actual, true)).limit(1);
  if (c) return c;
  const codigo = cursoAcademicoDe(hoyEnElCentro());
  const [mismo] = await d.select(columnas).from(cursosAcademicos).where(eq(cursosAcademicos.codigo, codigo)).limit(1);
  return mismo ?? { codigo, ...fechasPorDefecto(codigo), actual: true };
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
