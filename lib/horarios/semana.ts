import { cache } from "react";
import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { cursoDeLaConsulta } from "../curso-academico/historia";
import { cursoActualSql, getCursoActual } from "../curso-academico/queries";
import type { Db } from "../db";
import { deJson, enUnaFila, listaOVacia, objetoJson, type Valores } from "../db/fila";
import { aulas, franjas as tablaFranjas, horario, horarioAulas, modulos, usuarios } from "../db/schema";
import { DIAS_LECTIVOS } from "../fechas";
import type { Franja } from "./franjas";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";

// How a week of the timetable is read, whoever's it is: the grids per room, group and teacher
// (semanas.ts), the rooms now and free (aulas-libres.ts) and the calendar feed build on it.

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

export const esPersonal = (u: Quien) => puede(u, "horarios.todos");

// One period's columns, read as rows (the rooms page) or as JSON objects (a week): one list, so
// both read the same.
export const columnasPeriodo = {
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
export const enAula = (aula: SQLWrapper | number) => sql`(${horario.aulaId} = ${aula} or exists (select 1 from ${horarioAulas} ha where ha.horario_id = ${horario.id} and ha.aula_id = ${aula}))`;

export type FilaPeriodo = {
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

export const ordenPeriodos = [asc(horario.dia), asc(horario.franjaId), asc(horario.grupo), asc(usuarios.apellidos)];

export function aPeriodoVista(f: FilaPeriodo): PeriodoVista {
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
export const franjasDelCursoActual = cache(async (d: Db): Promise<{ curso: string; franjas: Franja[] }> => {
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
export function semanaSql(filtro: SQL, cursoElegido?: string): SQL<SemanaJson> {
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

export const aSemana = (v: unknown): Semana => {
  const s = deJson<SemanaJson>(v);
  return { curso: s.curso, franjas: recortarFranjas(s.franjas), periodos: s.periodos.map(aPeriodoVista) };
};

/**
 * A week in one statement; with `curso`, that school year's (the history, issue 46: 404 for a year
 * the centre does not have), else the current one's.
 */
export async function semana(d: Db, filtro: SQL, curso?: string): Promise<Semana> {
  return (await semanaY(d, filtro, curso, () => ({}))).semana;
}

/**
 * The same week with other columns in its statement: what the caller checks with it (that the
 * room exists, that the group is the student's). `columnas` gets the year's code as SQL.
 */
export async function semanaY<C extends Record<string, SQL<unknown>>>(d: Db, filtro: SQL, curso: string | undefined, columnas: (curso: SQL<string>) => C): Promise<Valores<C> & { semana: Semana }> {
  const codigo = curso === undefined ? undefined : await cursoDeLaConsulta(curso, d);
  const delCurso = codigo === undefined ? cursoActualSql() : sql<string>`${codigo}::text`;
  return enUnaFila({ ...columnas(delCurso), semana: semanaSql(filtro, codigo).mapWith(aSemana) }, d) as Promise<Valores<C> & { semana: Semana }>;
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
