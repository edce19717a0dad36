import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { columnaLista, enUnaFila } from "../db/fila";
import { cursosAcademicos, franjas, horario, sesiones } from "../db/schema";
import { getCursoActual, listDiasNoLectivos, type CursoAcademico } from "../curso-academico/queries";
import { conflicto, invalido } from "../errors";
import { formatearFecha } from "../fechas";
import { planificarSesiones } from "./reglas";

/**
 * 'Generar sesiones del curso': the module's timetable periods turned into dated sessions. Kept
 * apart from mutations.ts, without the server-only database barrel, because the demo seed
 * (run by a plain Node script) generates its sessions with the same code. Callers check the scope.
 */

export type PeriodoModulo = { dia: number; franja: number; inicio: string; fin: string };

/**
 * The module's weekly periods in a school year's timetable, by day and slot, as a JSON column;
 * desdobles appear once per slot. `curso` may be read in the same statement (cursoActualSql).
 */
export function periodosModuloColumna(codigo: string, ciclo: string, curso: string | SQL<string>): SQL<PeriodoModulo[]> {
  return columnaLista<PeriodoModulo>(sql`
      select json_agg(json_build_object('dia', p.dia, 'franja', p.franja_id, 'inicio', p.inicio, 'fin', p.fin) order by p.dia, p.orden)
      from (select distinct h.dia, h.franja_id, f.inicio, f.fin, f.orden from ${horario} as h inner join ${franjas} as f on f.id = h.franja_id
        where h.curso_academico = ${curso} and h.modulo = ${codigo} and h.ciclo = ${ciclo} and not f.recreo) as p`);
}

export async function unsafeListPeriodosModulo(d: Db, codigo: string, ciclo: string, curso: string): Promise<PeriodoModulo[]> {
  return (await enUnaFila({ periodos: periodosModuloColumna(codigo, ciclo, curso) }, d)).periodos;
}

/** '2026/2027 (15/09/2026–22/06/2027)', for messages. */
export function describirCurso(c: Pick<CursoAcademico, "codigo" | "inicio" | "fin">): string {
  return `${c.codigo} (${formatearFecha(c.inicio)}–${formatearFecha(c.fin)})`;
}

/**
 * The current school year, which must exist as a row: sessions and actions point at it. A fresh
 * install without one gets a message for the administration instead of a foreign-key error.
 */
export async function getCursoParaEscribir(d: Db): Promise<CursoAcademico> {
  const curso = await getCursoActual(d);
  if ((await d.$count(cursosAcademicos, eq(cursosAcademicos.codigo, curso.codigo))) === 0) {
    throw conflicto(`El curso académico ${curso.codigo} no está dado de alta. Pide a la administración que lo cree en «Calendario del centro».`);
  }
  return curso;
}

export type ResultadoGeneracion = { creadas: number; existentes: number; diasNoLectivos: number; desde: string; hasta: string };

/**
 * One session per timetable period of the module between two dates of the current school year,
 * skipping weekends and días no lectivos. Idempotent: a session that already exists (same module,
 * day and slot) is left as it is, with its action.
 */
export async function unsafeGenerarSesiones(d: Db, o: { codigo: string; ciclo: string; desde: string; hasta: string }): Promise<ResultadoGeneracion> {
  const curso = await getCursoParaEscribir(d);
  const periodos = await unsafeListPeriodosModulo(d, o.codigo, o.ciclo, curso.codigo);
  if (periodos.length === 0) {
    throw invalido(`Este módulo no tiene clases en el horario del curso ${curso.codigo}, así que no hay sesiones que generar. Añádelas una a una o pide que se importe el horario.`);
  }
  const noLectivos = await listDiasNoLectivos(o.desde, o.hasta, d);
  const plan = planificarSesiones({
    desde: o.desde,
    hasta: o.hasta,
    curso,
    noLectivos: new Set(noLectivos.map((n) => n.fecha)),
    periodos: periodos.map((p) => ({ dia: p.dia, franjaId: p.franja })),
  });
  if (!plan) {
    const mensaje = `Las fechas están fuera del curso ${describirCurso(curso)}.`;
    throw invalido(mensaje, { desde: [mensaje] });
  }
  // One statement (at most ~200 days × a module's daily periods, well under PostgreSQL's parameter
  // limit), so a failure writes nothing.
  const filas = plan.sesiones.length
    ? await d
        .insert(sesiones)
        .values(plan.sesiones.map((s) => ({ modulo: o.codigo, ciclo: o.ciclo, cursoAcademico: curso.codigo, fecha: s.fecha, franjaId: s.franjaId })))
        .onConflictDoNothing({ target: [sesiones.modulo, sesiones.ciclo, sesiones.fecha, sesiones.franjaId] })
        .returning({ id: sesiones.id })
    : [];
  const creadas = filas.length;
  return { creadas, existentes: plan.sesiones.length - creadas, diasNoLectivos: plan.diasNoLectivos, desde: plan.desde, hasta: plan.hasta };
}
