import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { accionesFormativas, cursosAcademicos, diasNoLectivos, franjas, sesiones } from "../db/schema";
import { esViolacionUnica } from "../db/errores";
import { conflicto, invalido, noEncontrado } from "../errors";
import { diaDeLaSemana, formatearFecha, sumarDias } from "../fechas";
import { fechasPorDefecto, getCursoAcademico, getCursoActual, type CursoAcademico } from "./queries";
import type { CursoNuevo, DiasNoLectivos, FechasCurso } from "./calendario-schemas";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";

/**
 * The administration's writes to the centre calendar (/admin/calendario): school years, the current
 * one, and the días no lectivos that session generation skips. Admin only.
 */


function soloAdmin(user: Quien): void {
  exigir(user, "centro.administrar", "Solo la administración mantiene el calendario del centro.");
}

/**
 * The school year whose time slots `codigo` has or starts with, as SQL: itself when it has some,
 * else the closest earlier year that has some, else (for a year before all others) the closest
 * later one. What copiarFranjasAlCurso copies, and what a preview for a year not created yet shows.
 */
export function cursoDeLasFranjasSql(codigo: string): SQL<string> {
  return sql<string>`(select o.curso_academico from ${franjas} o
    order by (o.curso_academico = ${codigo}) desc, (o.curso_academico < ${codigo}) desc,
      case when o.curso_academico < ${codigo} then o.curso_academico end desc, o.curso_academico limit 1)`;
}

/**
 * Gives school year `codigo` the time slots of cursoDeLasFranjasSql when it has none: a new year
 * starts with last year's bell schedule, then changes it without touching last year's (issue 44).
 * Returns how many it copied.
 */
export async function copiarFranjasAlCurso(tx: Db, codigo: string): Promise<number> {
  const filas = await tx
    .select({ cursoAcademico: franjas.cursoAcademico, orden: franjas.orden, inicio: franjas.inicio, fin: franjas.fin, recreo: franjas.recreo })
    .from(franjas)
    .where(eq(franjas.cursoAcademico, cursoDeLasFranjasSql(codigo)));
  if (filas.length === 0 || filas[0].cursoAcademico === codigo) return 0;
  await tx.insert(franjas).values(filas.map((f) => ({ ...f, cursoAcademico: codigo })));
  return filas.length;
}

/**
 * Makes sure school year `codigo` exists, with the default dates (1 September to 30 June) and,
 * when it has none, the previous year's time slots; it becomes the current one only when none is
 * marked and it is the year today falls in. For writes that name a year the centre may not have registered yet (a
 * timetable imported for next year, the slots of a fresh install). Idempotent.
 */
export async function asegurarCurso(tx: Db, codigo: string): Promise<void> {
  const hayActual = await tx.$count(cursosAcademicos, eq(cursosAcademicos.actual, true));
  const delCalendario = await getCursoActual(tx);
  await tx
    .insert(cursosAcademicos)
    .values({ codigo, ...fechasPorDefecto(codigo), actual: hayActual === 0 && codigo === delCalendario.codigo })
    .onConflictDoNothing({ target: cursosAcademicos.codigo });
  await copiarFranjasAlCurso(tx, codigo);
}

export async function crearCursoAcademico(user: Quien, datos: CursoNuevo, db?: Db): Promise<CursoAcademico> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    return await d.transaction(async (tx) => {
      // One current year at most (a partial unique index): the old one stops being current first.
      if (datos.actual) await tx.update(cursosAcademicos).set({ actual: false }).where(eq(cursosAcademicos.actual, true));
      const [c] = await tx.insert(cursosAcademicos).values(datos).returning();
      await copiarFranjasAlCurso(tx, c.codigo);
      return c;
    });
  } catch (e) {
    if (esViolacionUnica(e, "cursos_academicos_pkey")) {
      const m = `El curso ${datos.codigo} ya existe: cambia sus fechas en la lista.`;
      throw conflicto(m, { codigo: [m] });
    }
    throw e;
  }
}

/**
 * New dates for a school year. Refused while its follow-up (formative actions, sessions) has dates
 * outside them: teachers could no longer save those actions («Debe estar dentro del curso»).
 */
export async function actualizarFechasCurso(user: Quien, datos: FechasCurso, db?: Db): Promise<CursoAcademico> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [c] = await tx.update(cursosAcademicos).set({ inicio: datos.inicio, fin: datos.fin }).where(eq(cursosAcademicos.codigo, datos.codigo)).returning();
    if (!c) throw noEncontrado("Curso académico no encontrado.");
    const fuera = (desde: AnyColumn, hasta: AnyColumn) => sql`(${desde} < ${datos.inicio} or ${hasta} > ${datos.fin})`;
    const [acciones, sesionesFuera] = await Promise.all([
      tx.$count(accionesFormativas, and(eq(accionesFormativas.cursoAcademico, datos.codigo), fuera(accionesFormativas.fechaInicio, accionesFormativas.fechaFin))),
      tx.$count(sesiones, and(eq(sesiones.cursoAcademico, datos.codigo), fuera(sesiones.fecha, sesiones.fecha))),
    ]);
    if (acciones + sesionesFuera > 0) {
      const que = [acciones && `${acciones} ${acciones === 1 ? "acción formativa" : "acciones formativas"}`, sesionesFuera && `${sesionesFuera} ${sesionesFuera === 1 ? "sesión" : "sesiones"}`].filter(Boolean).join(" y ");
      const m = `El seguimiento del curso ${datos.codigo} tiene ${que} fuera de esas fechas: elige unas que las incluyan, o pide a sus docentes que las cambien antes.`;
      throw invalido(m);
    }
    return c;
  });
}

/** Makes a school year the current one (timetables, follow-up and matrícula use it). */
export async function marcarCursoActual(user: Quien, codigo: string, db?: Db): Promise<CursoAcademico> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await getCursoAcademico(codigo, d);
  return d.transaction(async (tx) => {
    await tx.update(cursosAcademicos).set({ actual: false }).where(eq(cursosAcademicos.actual, true));
    // Marked by hand: no pending cierre moves it on (decision 067).
    const [c] = await tx.update(cursosAcademicos).set({ actual: true, cierre: null }).where(eq(cursosAcademicos.codigo, codigo)).returning();
    return c;
  });
}

/**
 * Adds a day off, or every weekday of a range (weekends have no classes anyway), within the school
 * year chosen. A day already there keeps its row; a new description replaces the old one.
 */
export async function anadirDiasNoLectivos(user: Quien, datos: DiasNoLectivos, db?: Db): Promise<{ anadidos: number; dias: number }> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  const curso = await getCursoAcademico(datos.curso, d);
  const hasta = datos.hasta ?? datos.desde;
  const fuera = `Debe estar dentro del curso ${curso.codigo} (${formatearFecha(curso.inicio)}–${formatearFecha(curso.fin)})`;
  const fieldErrors: Record<string, string[]> = {};
  if (datos.desde < curso.inicio || datos.desde > curso.fin) fieldErrors.desde = [fuera];
  if (hasta < curso.inicio || hasta > curso.fin) fieldErrors.hasta = [fuera];
  if (Object.keys(fieldErrors).length) throw invalido(`Las fechas deben estar dentro del curso ${curso.codigo}.`, fieldErrors);

  const dias: string[] = [];
  for (let f = datos.desde; f <= hasta; f = sumarDias(f, 1)) if (diaDeLaSemana(f) <= 5) dias.push(f);
  if (dias.length === 0) {
    const m = "Entre esas fechas solo hay sábados y domingos, que ya no son lectivos";
    throw invalido(`${m}.`, { desde: [m] });
  }
  const antes = await d.$count(diasNoLectivos);
  await d
    .insert(diasNoLectivos)
    .values(dias.map((fecha) => ({ fecha, descripcion: datos.descripcion })))
    .onConflictDoUpdate({
      target: diasNoLectivos.fecha,
      set: { descripcion: sql`case when excluded.descripcion = '' then ${diasNoLectivos.descripcion} else excluded.descripcion end` },
    });
  return { anadidos: (await d.$count(diasNoLectivos)) - antes, dias: dias.length };
}

export async function eliminarDiaNoLectivo(user: Quien, fecha: string, db?: Db): Promise<void> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  const borrados = await d.delete(diasNoLectivos).where(eq(diasNoLectivos.fecha, fecha)).returning({ fecha: diasNoLectivos.fecha });
  if (borrados.length === 0) throw noEncontrado("Ese día no estaba marcado como no lectivo.");
}
