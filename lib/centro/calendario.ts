import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { accionesFormativas, cursosAcademicos, diasNoLectivos, sesiones } from "../db/schema";
import { esViolacionUnica } from "../db/errores";
import { conflicto, invalido, noEncontrado } from "../errors";
import { diaDeLaSemana, formatearFecha, sumarDias } from "../fechas";
import { getCursoAcademico, type CursoAcademico } from "./queries";
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

export async function crearCursoAcademico(user: Quien, datos: CursoNuevo, db?: Db): Promise<CursoAcademico> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    return await d.transaction(async (tx) => {
      // One current year at most (a partial unique index): the old one stops being current first.
      if (datos.actual) await tx.update(cursosAcademicos).set({ actual: false }).where(eq(cursosAcademicos.actual, true));
      const [c] = await tx.insert(cursosAcademicos).values(datos).returning();
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
    const [c] = await tx.update(cursosAcademicos).set({ actual: true }).where(eq(cursosAcademicos.codigo, codigo)).returning();
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
