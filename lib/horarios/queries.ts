import { cache } from "react";
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { UsuarioActual } from "../auth/current-user";
import { esAulaDeHorario } from "../aulas/queries";
import { cursoDeLaConsulta } from "../centro/historia";
import { cursoActualSql, getCursoActual } from "../centro/queries";
import { getDb, type Db } from "../db";
import { columnaLista, deJson, enUnaFila, listaOVacia, objetoJson } from "../db/fila";
import type { TipoAula } from "../db/schema/core";
import { aulas, franjas as tablaFranjas, grupoEstudiantes, grupos, horario, horarioAulas, modulos, tutorias, usuarios } from "../db/schema";
import { delCursoActual } from "../centro/curso";
import { noEncontrado } from "../errors";
import { DIAS_LECTIVOS } from "../fechas";
import { compararNatural } from "../orden";
import { franjaSiguiente, momentoDelCentro, type Momento } from "./ahora";
import type { Franja } from "./franjas";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";
import { conCargo } from "../acceso/sql";


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

const esPersonal = (u: Quien) => puede(u, "horarios.todos");

// One period's columns, read as rows (the rooms page) or as JSON objects (a week): one list, so
// both read the same.
const columnasPeriodo = {
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
  // A period in several rooms (horario_aulas) names them all: 'A21 + A25'.
  aulaNombre: sql<string | null>`${aulas.nombre} || coalesce((select string_agg(' + ' || a2.nombre, '' order by a2.nombre) from ${horarioAulas} ha join ${aulas} a2 on a2.id = ha.aula_id where ha.horario_id = ${horario.id}), '')`,
};

/** Whether period `horario` is in room `aula` (its own room or one of its others). */
const enAula = (aula: SQLWrapper | number) => sql`(${horario.aulaId} = ${aula} or exists (select 1 from ${horarioAulas} ha where ha.horario_id = ${horario.id} and ha.aula_id = ${aula}))`;

type FilaPeriodo = {
  id: number;
  dia: number;
  franjaId: number;
  grupo: string;
  desdoble: boolean;
  moduloCodigo: string;
  moduloCiclo: string;
  moduloNombre: string;
  docenteId: number;
  docenteNombre: string;
  docenteApellidos: string;
  docenteEmail: string;
  aulaId: number | null;
  aulaNombre: string | null;
};

const ordenPeriodos = [asc(horario.dia), asc(horario.franjaId), asc(horario.grupo), asc(usuarios.apellidos)];

function aPeriodoVista(f: FilaPeriodo): PeriodoVista {
  return {
    id: f.id,
    dia: f.dia,
    franjaId: f.franjaId,
    grupo: f.grupo,
    desdoble: f.desdoble,
    modulo: { codigo: f.moduloCodigo, ciclo: f.moduloCiclo, nombre: f.moduloNombre },
    docente: { id: f.docenteId, nombre: f.docenteNombre, apellidos: f.docenteApellidos, email: f.docenteEmail },
    aula: f.aulaId === null || f.aulaNombre === null ? null : { id: f.aulaId, nombre: f.aulaNombre },
  };
}

const columnasFranja = { id: tablaFranjas.id, orden: tablaFranjas.orden, inicio: tablaFranjas.inicio, fin: tablaFranjas.fin, recreo: tablaFranjas.recreo };

// Qualified by hand: in a one-table select drizzle leaves column names bare, and a bare "id"
// inside the subquery would be horario's.
const franjaUsadaEn = (curso: string | SQL<string>) =>
  sql<boolean>`exists (select 1 from ${horario} h where h.curso_academico = ${curso} and h.franja_id = ${tablaFranjas}.id)`;

/**
 * The slots a year's grids show: from the first to the last slot its timetable uses (breaks in
 * between included), so a morning centre's grids do not carry next year's afternoon slots. A
 * year without a timetable shows them all.
 */
function recortarFranjas(filas: (Franja & { usada: boolean })[]): Franja[] {
  const todas: Franja[] = filas.map((f) => ({ id: f.id, orden: f.orden, inicio: f.inicio, fin: f.fin, recreo: f.recreo }));
  const en = filas.filter((f) => f.usada === true);
  if (en.length === 0) return todas;
  const desde = en[0].inicio;
  const hasta = en[en.length - 1].fin;
  return todas.filter((f) => f.inicio >= desde && f.fin <= hasta);
}

// The current year's slots with whether its timetable uses them, and the year's code, in one
// statement (cursoActualSql), once per request (docs/decisions/032). Only a year without slots
// asks for the year separately.
const franjasDelCursoActual = cache(async (d: Db): Promise<{ curso: string; franjas: Franja[] }> => {
  const curso = cursoActualSql();
  const filas = await d
    .select({ ...columnasFranja, curso: sql<string>`${curso}`, usada: franjaUsadaEn(curso) })
    .from(tablaFranjas)
    .where(eq(tablaFranjas.cursoAcademico, curso))
    .orderBy(asc(tablaFranjas.orden));
  if (filas.length === 0) return { curso: (await getCursoActual(d)).codigo, franjas: [] };
  return { curso: filas[0].curso, franjas: recortarFranjas(filas) };
});

type SemanaJson = { curso: string; franjas: (Franja & { usada: boolean })[]; periodos: FilaPeriodo[] };

/**
 * A week as one JSON value (docs/decisions/032): the current year's code (cursoActualSql, the rule
 * of getCursoActual), that year's slots with whether its timetable uses them and the periods that pass
 * `filtro`, the last two in the order the grids read them. Map it with `aSemana`.
 */
function semanaSql(filtro: SQL, cursoElegido?: string): SQL<SemanaJson> {
  const curso = sql<string>`c.codigo`;
  return sql`(select json_build_object(
      'curso', ${curso},
      'franjas', ${listaOVacia(sql`select json_agg(${objetoJson({ ...columnasFranja, usada: franjaUsadaEn(curso) })} order by ${tablaFranjas.orden}) from ${tablaFranjas} where ${eq(tablaFranjas.cursoAcademico, curso)}`)},
      'periodos', ${listaOVacia(sql`select json_agg(${objetoJson(columnasPeriodo)} order by ${sql.join(ordenPeriodos, sql`, `)})
        from ${horario}
        inner join ${modulos} on ${and(eq(modulos.codigo, horario.modulo), eq(modulos.ciclo, horario.ciclo))}
        inner join ${usuarios} on ${eq(usuarios.id, horario.docenteId)}
        left join ${aulas} on ${eq(aulas.id, horario.aulaId)}
        where ${and(eq(horario.cursoAcademico, curso), filtro)}`)})
    from (select ${cursoElegido === undefined ? cursoActualSql() : sql`${cursoElegido}::text`} as codigo) as c)`;
}

const aSemana = (v: unknown): Semana => {
  const s = deJson<SemanaJson>(v);
  return { curso: s.curso, franjas: recortarFranjas(s.franjas), periodos: s.periodos.map(aPeriodoVista) };
};

/**
 * A week in one statement; with `curso`, that school year's (the history, issue 46: 404 for a year
 * the centre does not have), else the current one's.
 */
async function semana(d: Db, filtro: SQL, curso?: string): Promise<Semana> {
  const codigo = curso === undefined ? undefined : await cursoDeLaConsulta(curso, d);
  return (await enUnaFila({ semana: semanaSql(filtro, codigo).mapWith(aSemana) }, d)).semana;
}

export type AulaHorario = { id: number; nombre: string };

/**
 * A room's week. Staff may see any room; students (spec: the timetable viewer) only the rooms
 * whose name starts with 'Aula' — any other is not found for them.
 */
export async function getSemanaAula(user: Quien, aulaId: number, db?: Db, curso?: string): Promise<Semana & { aula: AulaHorario; horarioCargado: boolean }> {
  const d = db ?? (await getDb());
  const [aula] = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).where(eq(aulas.id, aulaId)).limit(1);
  if (!aula || (!esPersonal(user) && !esAulaDeHorario(aula.nombre))) throw noEncontrado("Aula no encontrada.");
  // A room without classes in a loaded timetable is not «the timetable has not been loaded» (issue 48).
  const [cargado] = await d.select({ id: horario.id }).from(horario).where(eq(horario.cursoAcademico, curso ?? cursoActualSql())).limit(1);
  return { aula, ...(await semana(d, enAula(aula.id), curso)), horarioCargado: !!cargado };
}

/**
 * The group a student belongs to as a scalar subquery, null for anyone else: the one rule of
 * getGrupoDeEstudiante, the viewer's selectors and the student's home (lib/inicio).
 */
export function grupoDeEstudianteSql(user: Quien): SQL<string | null> {
  if (!puede(user, "area.estudiantes")) return sql<string | null>`null::text`;
  return sql<string | null>`(select ${grupoEstudiantes.grupo} from ${grupoEstudiantes} where ${and(eq(grupoEstudiantes.estudianteId, user.id), delCursoActual(grupoEstudiantes.cursoAcademico))} limit 1)`;
}

// Once per request (React cache; docs/decisions/032): the student's pages ask for it and so do
// getSemanaGrupo's and the calendar's checks. A read that brings the group along (the student's
// home) leaves it here, so none of them reads it again. Outside a render (actions, route handlers,
// tests) every call gets a new slot and reads. The slot keeps its key beside the group.
const grupoEnPeticion = cache((estudianteId: number, d: Db): { estudianteId: number; d: Db; grupo?: Promise<string | null> } => ({ estudianteId, d }));

/** The group a student belongs to, if any. */
export async function getGrupoDeEstudiante(user: Quien, db?: Db): Promise<string | null> {
  if (!puede(user, "area.estudiantes")) return null;
  const d = db ?? (await getDb());
  const memo = grupoEnPeticion(user.id, d);
  return (memo.grupo ??= enUnaFila({ grupo: grupoDeEstudianteSql(user) }, memo.d).then((f) => f.grupo));
}

/** What a read of this request already found as the student's group (grupoDeEstudianteSql). */
export function recordarGrupoDeEstudiante(user: Quien, grupo: string | null, d: Db): void {
  if (puede(user, "area.estudiantes")) grupoEnPeticion(user.id, d).grupo ??= Promise.resolve(grupo);
}

/**
 * The student's group's week as a JSON column, null for a student without a group and for anyone
 * else: getSemanaGrupo for their own group, with the group read inside the same statement.
 */
export function semanaGrupoDeEstudianteColumna(user: Quien): SQL<Semana | null> {
  return unsafeSemanaGrupoColumna(grupoDeEstudianteSql(user));
}

/**
 * The week of the group `grupo` names, as a JSON column; null when `grupo` is null. No check of
 * who asks (hence `unsafe`): `grupo` is a subquery that already holds the caller's rule, such as
 * grupoDeEstudianteSql or a tutor's own group.
 */
export function unsafeSemanaGrupoColumna(grupo: SQL<string | null>): SQL<Semana | null> {
  return sql`case when ${grupo} is null then null else ${semanaSql(eq(horario.grupo, grupo))} end`.mapWith(aSemana);
}

/**
 * A group and its tutor, by code, with no check of who asks (hence `unsafe`): callers check. Once
 * per request (React cache; docs/decisions/032): a student's home reads it for the week and for the
 * calendar feed's owner.
 */
export const unsafeGrupoPorCodigo = cache(async (codigo: string, d: Db): Promise<{ codigo: string; tutorId: number | null } | null> => {
  const [g] = await d
    .select({ codigo: grupos.codigo, tutorId: tutorias.tutorId })
    .from(grupos)
    .leftJoin(tutorias, and(eq(tutorias.grupo, grupos.codigo), delCursoActual(tutorias.cursoAcademico)))
    .where(eq(grupos.codigo, codigo))
    .limit(1);
  return g ?? null;
});

/** A group's week: staff any group, a student only their own (any other is not found). */
export async function getSemanaGrupo(user: Quien, grupo: string, db?: Db, curso?: string): Promise<Semana & { grupo: string }> {
  const d = db ?? (await getDb());
  if (esPersonal(user)) return unsafeSemanaGrupo(grupo, d, curso);
  const suyo = await getGrupoDeEstudiante(user, d);
  if (suyo === null || suyo !== grupo) throw noEncontrado("Grupo no encontrado.");
  // grupo_estudiantes.grupo references grupos: the student's own group exists, so it is not read
  // again (docs/decisions/032).
  return { grupo: suyo, ...(await semana(d, eq(horario.grupo, suyo), curso)) };
}

/** A group's week for whoever already proved the right to it (a calendar token). */
export async function unsafeSemanaGrupo(grupo: string, d: Db, curso?: string): Promise<Semana & { grupo: string }> {
  const g = await unsafeGrupoPorCodigo(grupo, d);
  if (!g) throw noEncontrado("Grupo no encontrado.");
  return { grupo: g.codigo, ...(await semana(d, eq(horario.grupo, g.codigo), curso)) };
}

export type DocenteHorario = { id: number; nombre: string; apellidos: string; email: string };

const columnasDocente = { id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email };

/**
 * A teacher's week, by id or email: for staff only (a student gets not found). Whoever holds the
 * docente cargo teaches; an inactive account keeps its timetable until the next import.
 */
export async function getSemanaDocente(
  user: Quien & Partial<Pick<UsuarioActual, "nombre" | "apellidos" | "email">>,
  docente: { id: number } | { email: string },
  db?: Db,
  curso?: string,
): Promise<Semana & { docente: DocenteHorario }> {
  if (!esPersonal(user)) throw noEncontrado("Docente no encontrado.");
  const d = db ?? (await getDb());
  // A teacher's own week: the session's re-read of their account (this request) already says who
  // they are and that they teach, so the account is not read again (docs/decisions/032).
  const { nombre, apellidos, email } = user;
  if ("id" in docente && docente.id === user.id && puede(user, "modulos.impartidos") && nombre !== undefined && apellidos !== undefined && email !== undefined) {
    return { docente: { id: user.id, nombre, apellidos, email }, ...(await semana(d, eq(horario.docenteId, user.id), curso)) };
  }
  return unsafeSemanaDocente(docente, d, curso);
}

/** A teacher's week for whoever already proved the right to it (a calendar token). */
export async function unsafeSemanaDocente(docente: { id: number } | { email: string }, d: Db, curso?: string): Promise<Semana & { docente: DocenteHorario }> {
  const porId = "id" in docente ? eq(usuarios.id, docente.id) : eq(usuarios.email, docente.email.trim().toLowerCase());
  const [u] = await d.select(columnasDocente).from(usuarios).where(and(porId, conCargo(usuarios.cargos, "docente"))).limit(1);
  if (!u) throw noEncontrado("Docente no encontrado.");
  return { docente: u, ...(await semana(d, eq(horario.docenteId, u.id), curso)) };
}

export type SelectoresHorario = { aulas: AulaHorario[]; grupos: string[]; docentes: DocenteHorario[]; miGrupo: string | null };

/**
 * What the timetable viewer offers, in one statement (docs/decisions/032): every room (the page
 * keeps those of spec §9), and for staff every group and every active teacher, in natural order;
 * for a student, their group (as getGrupoDeEstudiante). Each list is a JSON column.
 */
export async function listSelectoresHorario(user: Quien, db?: Db): Promise<SelectoresHorario> {
  const personal = esPersonal(user);
  const fila = await enUnaFila(
    {
      aulas: columnaLista<AulaHorario>(sql`select json_agg(${objetoJson({ id: aulas.id, nombre: aulas.nombre })} order by ${aulas.nombre}) from ${aulas}`),
      grupos: personal ? columnaLista<string>(sql`select json_agg(${grupos.codigo}) from ${grupos}`) : sql<string[]>`'[]'::json`,
      docentes: personal
        ? columnaLista<DocenteHorario>(sql`select json_agg(${objetoJson(columnasDocente)}) from ${usuarios} where ${and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true))}`)
        : sql<DocenteHorario[]>`'[]'::json`,
      miGrupo: grupoDeEstudianteSql(user),
    },
    db,
  );
  return {
    aulas: fila.aulas.sort((a, b) => compararNatural(a.nombre, b.nombre)),
    grupos: fila.grupos.sort(compararNatural),
    docentes: fila.docentes.sort((a, b) => compararNatural(`${a.apellidos} ${a.nombre}`, `${b.apellidos} ${b.nombre}`)),
    miGrupo: fila.miGrupo,
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

/** How many timetable periods each slot holds (a slot belongs to one school year), for the slot editor (admin). */
export async function countPeriodosPorFranja(user: Quien, db?: Db): Promise<Record<number, number>> {
  if (!puede(user, "horarios.administrar")) return {};
  const d = db ?? (await getDb());
  const filas = await d.select({ franjaId: horario.franjaId, n: sql<number>`count(*)::int` }).from(horario).groupBy(horario.franjaId);
  return Object.fromEntries(filas.map((f) => [f.franjaId, f.n]));
}
