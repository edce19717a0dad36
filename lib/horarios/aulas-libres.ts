import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cursoActualSql } from "../curso-academico/queries";
import { getDb, type Db } from "../db";
import type { TipoAula } from "../db/schema/core";
import { aulas, franjas as tablaFranjas, horario, horarioAulas, modulos, usuarios } from "../db/schema";
import { noEncontrado } from "../errors";
import { compararNatural } from "../orden";
import { franjaSiguiente, momentoDelCentro, type Momento } from "./ahora";
import type { Franja } from "./franjas";
import type { Quien } from "../acceso/cargos";
import { aPeriodoVista, columnasPeriodo, enAula, esPersonal, franjasDelCursoActual, ordenPeriodos, type FilaPeriodo, type PeriodoVista } from "./semana";
import type { AulaHorario } from "./semanas";

// --- Rooms now, next and free --------------------------------------------------------------------

export type OcupacionAula = { aula: AulaHorario; ahora: PeriodoVista[]; despues: PeriodoVista[] };

export type AulasAhora = { curso: string; franjas: Franja[]; momento: Momento; siguiente: Franja | null; aulas: OcupacionAula[] };

/**
 * Every room with what is happening in it now and in the next teaching slot today, for staff.
 * Outside school hours both are empty; the page says so.
 */
export async function listAulasAhora(user: Quien, ahora = new Date(), db?: Db): Promise<AulasAhora> {
  if (!esPersonal(user)) throw noEncontrado();
  const d = db ?? (await getDb());
  const { curso, franjas } = await franjasDelCursoActual(d);
  const momento = momentoDelCentro(franjas, ahora);
  const siguiente = momento.diaLectivo ? franjaSiguiente(franjas, momento.hora) : null;
  // Every room with today's periods in the two slots shown, in one statement: a room without any
  // comes once, with no period. Only those two slots: the whole day was four times the rows, each
  // mapped field by field by drizzle. horario references its module and teacher, so left joins
  // keep what inner ones did.
  const mostradas = [momento.franjaActual, siguiente?.id].filter((f): f is number => f !== null && f !== undefined);
  const hoy =
    momento.diaLectivo && mostradas.length > 0
      ? and(enAula(aulas.id), eq(horario.cursoAcademico, curso), eq(horario.dia, momento.diaLectivo), inArray(horario.franjaId, mostradas))
      : sql`false`;
  const filas = await d
    .select({ ...columnasPeriodo, aulaId: aulas.id, aulaNombre: aulas.nombre })
    .from(aulas)
    .leftJoin(horario, hoy)
    .leftJoin(modulos, and(eq(modulos.codigo, horario.modulo), eq(modulos.ciclo, horario.ciclo)))
    .leftJoin(usuarios, eq(usuarios.id, horario.docenteId))
    .orderBy(...ordenPeriodos);
  const porAula = new Map<number, { aula: AulaHorario; periodos: PeriodoVista[] }>();
  for (const f of filas) {
    const a = porAula.get(f.aulaId) ?? { aula: { id: f.aulaId, nombre: f.aulaNombre }, periodos: [] };
    porAula.set(f.aulaId, a);
    if (f.id !== null) a.periodos.push(aPeriodoVista(f as FilaPeriodo));
  }
  return {
    curso,
    franjas,
    momento,
    siguiente,
    aulas: [...porAula.values()]
      .sort((a, b) => compararNatural(a.aula.nombre, b.aula.nombre))
      .map(({ aula, periodos }) => ({
        aula,
        ahora: periodos.filter((p) => p.franjaId === momento.franjaActual),
        despues: periodos.filter((p) => p.franjaId === siguiente?.id),
      })),
  };
}

/**
 * What kind of room the finder looks for: by default only rooms to teach in ('otro' is the
 * library, the staff room…: issue 48), or one type, or any space; and the seats needed (a room
 * whose seats nobody counted does not count as having them).
 */
type FiltroAulasLibres = { tipo?: TipoAula | "clase" | "todos"; capacidad?: number };

/**
 * Rooms with no period on `dia` at slot `franjaId` of the current year (staff only), in one
 * statement: the slot, joined to each room that is free then; no row means no such slot.
 */
export async function listAulasLibres(user: Quien, dia: number, franjaId: number, db?: Db, filtro: FiltroAulasLibres = {}): Promise<AulaHorario[]> {
  if (!esPersonal(user)) throw noEncontrado();
  if (dia < 1 || dia > 5) throw noEncontrado("Franja no encontrada.");
  const d = db ?? (await getDb());
  const ocupada = sql`exists (select 1 from ${horario} h where (h.aula_id = ${aulas.id} or exists (select 1 from ${horarioAulas} ha where ha.horario_id = h.id and ha.aula_id = ${aulas.id}))
    and h.curso_academico = ${cursoActualSql()} and h.dia = ${dia} and h.franja_id = ${tablaFranjas.id})`;
  const filas = await d
    .select({ id: aulas.id, nombre: aulas.nombre })
    .from(tablaFranjas)
    .leftJoin(aulas, and(sql`not ${ocupada}`, condicionAula(filtro)))
    .where(and(eq(tablaFranjas.id, franjaId), eq(tablaFranjas.cursoAcademico, cursoActualSql())));
  if (filas.length === 0) throw noEncontrado("Franja no encontrada.");
  return filas.flatMap((a) => (a.id === null || a.nombre === null ? [] : [{ id: a.id, nombre: a.nombre }])).sort((a, b) => compararNatural(a.nombre, b.nombre));
}

function condicionAula({ tipo = "clase", capacidad }: FiltroAulasLibres): SQL | undefined {
  const porTipo = tipo === "todos" ? undefined : tipo === "clase" ? sql`${aulas.tipo} <> 'otro'` : eq(aulas.tipo, tipo);
  const porPlazas = capacidad ? sql`${aulas.capacidad} >= ${capacidad}` : undefined;
  return and(porTipo, porPlazas);
}
