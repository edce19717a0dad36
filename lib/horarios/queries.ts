import { cache } from "react";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { UsuarioActual } from "../auth/current-user";
import { PERSONAL } from "../auth/roles";
import { esAulaDeHorario } from "../aulas/queries";
import { cursoActualSql, getCursoActual } from "../centro/queries";
import { getDb, type Db } from "../db";
import { aulas, franjas as tablaFranjas, grupoEstudiantes, grupos, horario, modulos, usuarios } from "../db/schema";
import { noEncontrado } from "../errors";
import { DIAS_LECTIVOS } from "../fechas";
import { compararNatural } from "../texto";
import { franjaSiguiente, momentoDelCentro, type Momento } from "./ahora";
import { listFranjas, type Franja } from "./franjas";

type Quien = Pick<UsuarioActual, "id" | "tipo">;

/** One period as every grid and the API show it. */
export type PeriodoVista = {
  id: number;
  dia: number;
  franjaId: number;
  grupo: string;
  modulo: { codigo: string; ciclo: string; nombre: string };
  docente: { id: number; nombre: string; apellidos: string; email: string };
  aula: { id: number; nombre: string } | null;
  desdoble: boolean;
};

/** A week of the current school year: the day's slots and the periods in them. */
export type Semana = { curso: string; franjas: Franja[]; periodos: PeriodoVista[] };

const esPersonal = (u: Quien) => PERSONAL.includes(u.tipo);

async function periodos(d: Db, curso: string | SQL<string>, filtro: SQL | undefined): Promise<PeriodoVista[]> {
  const filas = await d
    .select({
      id: horario.id,
      dia: horario.dia,
      franjaId: horario.franjaId,
      grupo: horario.grupo,
      desdoble: horario.desdoble,
      moduloCodigo: horario.modulo,
      moduloCiclo: horario.ciclo,
      moduloNombre: modulos.nombre,
      docenteId: usuarios.id,
      docenteNombre: usuarios.nombre,
      docenteApellidos: usuarios.apellidos,
      docenteEmail: usuarios.email,
      aulaId: aulas.id,
      aulaNombre: aulas.nombre,
    })
    .from(horario)
    .innerJoin(modulos, and(eq(modulos.codigo, horario.modulo), eq(modulos.ciclo, horario.ciclo)))
    .innerJoin(usuarios, eq(usuarios.id, horario.docenteId))
    .leftJoin(aulas, eq(aulas.id, horario.aulaId))
    .where(and(eq(horario.cursoAcademico, curso), filtro))
    .orderBy(asc(horario.dia), asc(horario.franjaId), asc(horario.grupo), asc(usuarios.apellidos));
  return filas.map((f) => ({
    id: f.id,
    dia: f.dia,
    franjaId: f.franjaId,
    grupo: f.grupo,
    desdoble: f.desdoble,
    modulo: { codigo: f.moduloCodigo, ciclo: f.moduloCiclo, nombre: f.moduloNombre },
    docente: { id: f.docenteId, nombre: f.docenteNombre, apellidos: f.docenteApellidos, email: f.docenteEmail },
    aula: f.aulaId === null || f.aulaNombre === null ? null : { id: f.aulaId, nombre: f.aulaNombre },
  }));
}

/**
 * The slots a year's grids show: from the first to the last slot its timetable uses (breaks in
 * between included), so a morning centre's grids do not carry next year's afternoon slots. A
 * year without a timetable shows them all.
 */
// Every slot with whether the year's timetable uses it, in one statement, once per request
// (docs/decisions/032).
const franjasDelCurso = cache(async (d: Db, curso: string): Promise<Franja[]> => recortarFranjas(await filasFranjas(d, curso)));

function filasFranjas(d: Db, curso: string | SQL<string>) {
  return d
    .select({
      id: tablaFranjas.id,
      orden: tablaFranjas.orden,
      inicio: tablaFranjas.inicio,
      fin: tablaFranjas.fin,
      recreo: tablaFranjas.recreo,
      curso: sql<string>`${curso}`,
      // Qualified by hand: in a one-table select drizzle leaves column names bare, and a bare "id"
      // inside the subquery would be horario's.
      usada: sql<boolean>`exists (select 1 from ${horario} h where h.curso_academico = ${curso} and h.franja_id = ${tablaFranjas}.id)`,
    })
    .from(tablaFranjas)
    .orderBy(asc(tablaFranjas.orden));
}

function recortarFranjas(filas: (Franja & { usada: boolean })[]): Franja[] {
  const todas: Franja[] = filas.map((f) => ({ id: f.id, orden: f.orden, inicio: f.inicio, fin: f.fin, recreo: f.recreo }));
  const en = filas.filter((f) => f.usada === true);
  if (en.length === 0) return todas;
  const desde = en[0].inicio;
  const hasta = en[en.length - 1].fin;
  return todas.filter((f) => f.inicio >= desde && f.fin <= hasta);
}

// The current year's code comes with its slots, in the same statement (cursoActualSql), instead of
// a statement of its own; once per request (docs/decisions/032). Only a centre without slots asks
// for the year separately.
const franjasDelCursoActual = cache(async (d: Db): Promise<{ curso: string; franjas: Franja[] }> => {
  const filas = await filasFranjas(d, cursoActualSql());
  if (filas.length === 0) return { curso: (await getCursoActual(d)).codigo, franjas: [] };
  return { curso: filas[0].curso, franjas: recortarFranjas(filas) };
});

async function semana(d: Db, filtro: SQL): Promise<Semana> {
  // Both statements name the current year by the same expression, so they run side by side.
  const [{ curso, franjas }, ps] = await Promise.all([franjasDelCursoActual(d), periodos(d, cursoActualSql(), filtro)]);
  return { curso, franjas, periodos: ps };
}

export type AulaHorario = { id: number; nombre: string };

/**
 * A room's week. Staff may see any room; students (spec: the timetable viewer) only the rooms
 * whose name starts with 'Aula' — any other is not found for them.
 */
export async function getSemanaAula(user: Quien, aulaId: number, db?: Db): Promise<Semana & { aula: AulaHorario }> {
  const d = db ?? (await getDb());
  const [aula] = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).where(eq(aulas.id, aulaId)).limit(1);
  if (!aula || (!esPersonal(user) && !esAulaDeHorario(aula.nombre))) throw noEncontrado("Aula no encontrada.");
  return { aula, ...(await semana(d, eq(horario.aulaId, aula.id))) };
}

/** The group a student belongs to, if any. */
export async function getGrupoDeEstudiante(user: Quien, db?: Db): Promise<string | null> {
  if (user.tipo !== "estudiante") return null;
  return grupoDeEstudiante(user.id, db ?? (await getDb()));
}

// Once per request (React cache; docs/decisions/032): the student's pages ask for it and so does
// getSemanaGrupo's check.
const grupoDeEstudiante = cache(async (estudianteId: number, d: Db): Promise<string | null> => {
  const [g] = await d.select({ grupo: grupoEstudiantes.grupo }).from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, estudianteId)).limit(1);
  return g?.grupo ?? null;
});

/**
 * A group and its tutor, by code, with no check of who asks (hence `unsafe`): callers check. Once
 * per request (React cache; docs/decisions/032): a student's home reads it for the week and for the
 * calendar feed's owner.
 */
export const unsafeGrupoPorCodigo = cache(async (codigo: string, d: Db): Promise<{ codigo: string; tutorId: number | null } | null> => {
  const [g] = await d.select({ codigo: grupos.codigo, tutorId: grupos.tutorId }).from(grupos).where(eq(grupos.codigo, codigo)).limit(1);
  return g ?? null;
});

/** A group's week: staff any group, a student only their own (any other is not found). */
export async function getSemanaGrupo(user: Quien, grupo: string, db?: Db): Promise<Semana & { grupo: string }> {
  const d = db ?? (await getDb());
  if (!esPersonal(user) && (await getGrupoDeEstudiante(user, d)) !== grupo) throw noEncontrado("Grupo no encontrado.");
  return unsafeSemanaGrupo(grupo, d);
}

/** A group's week for whoever already proved the right to it (a calendar token). */
export async function unsafeSemanaGrupo(grupo: string, d: Db): Promise<Semana & { grupo: string }> {
  const g = await unsafeGrupoPorCodigo(grupo, d);
  if (!g) throw noEncontrado("Grupo no encontrado.");
  return { grupo: g.codigo, ...(await semana(d, eq(horario.grupo, g.codigo))) };
}

export type DocenteHorario = { id: number; nombre: string; apellidos: string; email: string };

const columnasDocente = { id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email };
const DOCENTES = ["docente", "jefatura"] as const;

/**
 * A teacher's week, by id or email: for staff only (a student gets not found). Teachers and
 * heads of department teach; an inactive account keeps its timetable until the next import.
 */
export async function getSemanaDocente(
  user: Quien & Partial<Pick<UsuarioActual, "nombre" | "apellidos" | "email">>,
  docente: { id: number } | { email: string },
  db?: Db,
): Promise<Semana & { docente: DocenteHorario }> {
  if (!esPersonal(user)) throw noEncontrado("Docente no encontrado.");
  const d = db ?? (await getDb());
  // A teacher's own week: the session's re-read of their account (this request) already says who
  // they are and that they teach, so the account is not read again (docs/decisions/032).
  const { nombre, apellidos, email } = user;
  if ("id" in docente && docente.id === user.id && (DOCENTES as readonly string[]).includes(user.tipo) && nombre !== undefined && apellidos !== undefined && email !== undefined) {
    return { docente: { id: user.id, nombre, apellidos, email }, ...(await semana(d, eq(horario.docenteId, user.id))) };
  }
  return unsafeSemanaDocente(docente, d);
}

/** A teacher's week for whoever already proved the right to it (a calendar token). */
export async function unsafeSemanaDocente(docente: { id: number } | { email: string }, d: Db): Promise<Semana & { docente: DocenteHorario }> {
  const porId = "id" in docente ? eq(usuarios.id, docente.id) : eq(usuarios.email, docente.email.trim().toLowerCase());
  const [u] = await d.select(columnasDocente).from(usuarios).where(and(porId, inArray(usuarios.tipo, [...DOCENTES]))).limit(1);
  if (!u) throw noEncontrado("Docente no encontrado.");
  return { docente: u, ...(await semana(d, eq(horario.docenteId, u.id))) };
}

/** For the staff's selectors: every group, and every active teacher, in natural order. */
export async function listGruposYDocentes(user: Quien, db?: Db): Promise<{ grupos: string[]; docentes: DocenteHorario[] }> {
  if (!esPersonal(user)) return { grupos: [], docentes: [] };
  const d = db ?? (await getDb());
  const [gs, ds] = await Promise.all([
    d.select({ codigo: grupos.codigo }).from(grupos),
    d
      .select(columnasDocente)
      .from(usuarios)
      .where(and(inArray(usuarios.tipo, [...DOCENTES]), eq(usuarios.activo, true))),
  ]);
  return {
    grupos: gs.map((g) => g.codigo).sort(compararNatural),
    docentes: ds.sort((a, b) => compararNatural(`${a.apellidos} ${a.nombre}`, `${b.apellidos} ${b.nombre}`)),
  };
}

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
  const curso = await getCursoActual(d);
  const [franjas, todas] = await Promise.all([franjasDelCurso(d, curso.codigo), d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas)]);
  const momento = momentoDelCentro(franjas, ahora);
  const siguiente = momento.diaLectivo ? franjaSiguiente(franjas, momento.hora) : null;
  const hoy = momento.diaLectivo ? await periodos(d, curso.codigo, eq(horario.dia, momento.diaLectivo)) : [];
  return {
    curso: curso.codigo,
    franjas,
    momento,
    siguiente,
    aulas: todas
      .sort((a, b) => compararNatural(a.nombre, b.nombre))
      .map((aula) => ({
        aula,
        ahora: hoy.filter((p) => p.aula?.id === aula.id && p.franjaId === momento.franjaActual),
        despues: hoy.filter((p) => p.aula?.id === aula.id && p.franjaId === siguiente?.id),
      })),
  };
}

/** Rooms with no period on `dia` at slot `franjaId` of the current year (staff only). */
export async function listAulasLibres(user: Quien, dia: number, franjaId: number, db?: Db): Promise<AulaHorario[]> {
  if (!esPersonal(user)) throw noEncontrado();
  const d = db ?? (await getDb());
  const franjas = await listFranjas(d);
  const franja = franjas.find((f) => f.id === franjaId);
  if (!franja || dia < 1 || dia > 5) throw noEncontrado("Franja no encontrada.");
  const curso = await getCursoActual(d);
  const ocupadas = await d
    .selectDistinct({ id: horario.aulaId })
    .from(horario)
    .where(and(eq(horario.cursoAcademico, curso.codigo), eq(horario.dia, dia), eq(horario.franjaId, franjaId)));
  const ids = new Set(ocupadas.map((o) => o.id));
  const todas = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas);
  return todas.filter((a) => !ids.has(a.id)).sort((a, b) => compararNatural(a.nombre, b.nombre));
}

// --- The spec's API shape --------------------------------------------------------------------------

export type EntradaHorarioApi = {
  dia: string;
  modulo: { codigo: string; nombre: string; ciclo: string };
  docente: { nombre: string; email: string };
  grupo: string;
  aula: string | null;
  desdoble: boolean;
};

/**
 * Spec §3 "Timetable entry": entries grouped by hour label ('08:30-09:25'), each `{dia, modulo
 * {nombre, ciclo}, docente {nombre, email}}` (plus code, group, room and desdoble), every slot of
 * the day present in order, breaks as empty lists.
 */
export function semanaParaApi(s: Semana): Record<string, EntradaHorarioApi[]> {
  const out: Record<string, EntradaHorarioApi[]> = {};
  for (const f of s.franjas) {
    out[`${f.inicio}-${f.fin}`] = s.periodos
      .filter((p) => p.franjaId === f.id)
      .map((p) => ({
        dia: DIAS_LECTIVOS[p.dia - 1],
        modulo: { codigo: p.modulo.codigo, nombre: p.modulo.nombre, ciclo: p.modulo.ciclo },
        docente: { nombre: `${p.docente.nombre} ${p.docente.apellidos}`.trim(), email: p.docente.email },
        grupo: p.grupo,
        aula: p.aula?.nombre ?? null,
        desdoble: p.desdoble,
      }));
  }
  return out;
}

/** How many timetable periods (all years) each slot holds, for the slot editor (admin). */
export async function countPeriodosPorFranja(user: Quien, db?: Db): Promise<Record<number, number>> {
  if (user.tipo !== "admin") return {};
  const d = db ?? (await getDb());
  const filas = await d.select({ franjaId: horario.franjaId, n: sql<number>`count(*)::int` }).from(horario).groupBy(horario.franjaId);
  return Object.fromEntries(filas.map((f) => [f.franjaId, f.n]));
}
