import { and, eq, sql, type SQL } from "drizzle-orm";
import type { UsuarioActual } from "../auth/current-user";
import { esAulaDeHorario } from "../aulas/queries";
import { getDb, type Db } from "../db";
import { columnaLista, deJson, enUnaFila, objetoJson } from "../db/fila";
import { aulas, grupos, horario, usuarios } from "../db/schema";
import { noEncontrado } from "../errors";
import { compararNatural } from "../orden";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";
import { conCargo } from "../acceso/sql";
import { aSemana, enAula, esPersonal, semana, semanaSql, semanaY, type Semana } from "./semana";
import { grupoDeEstudianteSql, unsafeGrupoPorCodigo } from "./grupos";

// The week grids: a room's, a group's and a teacher's, and what the viewer offers to choose from.

export type AulaHorario = { id: number; nombre: string };

/**
 * A room's week. Staff may see any room; students (spec: the timetable viewer) only the rooms
 * whose name starts with 'Aula' — any other is not found for them.
 */
export async function getSemanaAula(user: Quien, aulaId: number, db?: Db, curso?: string): Promise<Semana & { aula: AulaHorario; horarioCargado: boolean }> {
  const d = db ?? (await getDb());
  // The room and whether the year has a timetable at all, in the week's statement: a room without
  // classes in a loaded timetable is not «the timetable has not been loaded» (issue 48).
  const { aula, cargado, semana: s } = await semanaY(d, enAula(aulaId), curso, (delCurso) => ({
    aula: sql`(select ${objetoJson({ id: aulas.id, nombre: aulas.nombre })} from ${aulas} where ${eq(aulas.id, aulaId)})`.mapWith(deJson<AulaHorario>) as SQL<AulaHorario | null>,
    cargado: sql<boolean>`exists (select 1 from ${horario} where ${eq(horario.cursoAcademico, delCurso)})`,
  }));
  if (!aula || (!esPersonal(user) && !esAulaDeHorario(aula.nombre))) throw noEncontrado("Aula no encontrada.");
  return { aula, ...s, horarioCargado: cargado };
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

/** A group's week: staff any group, a student only their own (any other is not found). */
export async function getSemanaGrupo(user: Quien, grupo: string, db?: Db, curso?: string): Promise<Semana & { grupo: string }> {
  const d = db ?? (await getDb());
  if (esPersonal(user)) return unsafeSemanaGrupo(grupo, d, curso);
  // Their group read in the week's statement. grupo_estudiantes.grupo references grupos: the
  // student's own group exists, so it is not read again (docs/decisions/032).
  const { suyo, semana: s } = await semanaY(d, eq(horario.grupo, grupo), curso, () => ({ suyo: grupoDeEstudianteSql(user) }));
  if (suyo === null || suyo !== grupo) throw noEncontrado("Grupo no encontrado.");
  return { grupo: suyo, ...s };
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
