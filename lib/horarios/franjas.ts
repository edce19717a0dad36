import { asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { columnaLista, enUnaFila } from "../db/fila";
import { franjas, horario } from "../db/schema";
import { cursoActualSql } from "../curso-academico/queries";
import { cursoDeLasFranjasSql } from "../curso-academico/calendario";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";

export type Franja = { id: number; orden: number; inicio: string; fin: string; recreo: boolean };

/**
 * listFranjas as a JSON column, for a page that reads the slots with other things: those of school
 * year `curso` (by default the current one, cursoActualSql).
 */
export function franjasColumna(curso: string | SQL<string> = cursoActualSql()): SQL<Franja[]> {
  return columnaLista<Franja>(
    sql`select json_agg(json_build_object('id', f.id, 'orden', f.orden, 'inicio', f.inicio, 'fin', f.fin, 'recreo', f.recreo) order by f.orden)
      from ${franjas} as f where f.curso_academico = ${curso}`,
  );
}

/**
 * A school year's time slots in order (breaks included), by default the current year's. Nothing
 * personal: any signed-in user may read them.
 */
export async function listFranjas(curso?: string, db?: Db): Promise<Franja[]> {
  return (await enUnaFila({ franjas: franjasColumna(curso) }, db)).franjas;
}

/**
 * A year's slots and, when it has none yet, the year whose slots it will start with (null when no
 * year has any): the slot editor says what its first slot will copy.
 */
export async function getFranjasDelCurso(curso: string, db?: Db): Promise<{ franjas: Franja[]; copiaraDe: string | null }> {
  const { franjas: lista, origen } = await enUnaFila({ franjas: franjasColumna(curso), origen: sql<string | null>`${cursoDeLasFranjasSql(curso)}` }, db);
  return { franjas: lista, copiaraDe: lista.length === 0 ? origen : null };
}

/**
 * A year's slots are numbered 1, 2, 3 … by start time. `orden` is unique within the year, so the
 * numbers are moved out of the way (negative) before they are set, in two statements.
 */
export async function renumerarFranjas(tx: Db, curso: string): Promise<void> {
  const delCurso = eq(franjas.cursoAcademico, curso);
  const todas = await tx.select({ id: franjas.id }).from(franjas).where(delCurso).orderBy(asc(franjas.inicio), asc(franjas.fin));
  if (todas.length === 0) return;
  await tx.update(franjas).set({ orden: sql`-${franjas.orden} - 1000` }).where(delCurso);
  await tx.execute(sql`update ${franjas} set orden = n.orden from (values ${sql.join(
    todas.map((f) => sql`(${f.id}::int, ${todas.indexOf(f) + 1}::smallint)`),
    sql`, `,
  )}) as n(id, orden) where ${franjas.id} = n.id`);
}

/** Minutes a slot lasts ('08:30'–'09:25' → 55): the hours a follow-up session counts. */
export function duracionMinutos(f: Pick<Franja, "inicio" | "fin">): number {
  const min = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  return min(f.fin) - min(f.inicio);
}

/** How many timetable periods each slot holds (a slot belongs to one school year), for the slot editor (admin). */
export async function countPeriodosPorFranja(user: Quien, db?: Db): Promise<Record<number, number>> {
  if (!puede(user, "horarios.administrar")) return {};
  const d = db ?? (await getDb());
  const filas = await d.select({ franjaId: horario.franjaId, n: sql<number>`count(*)::int` }).from(horario).groupBy(horario.franjaId);
  return Object.fromEntries(filas.map((f) => [f.franjaId, f.n]));
}
