import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { accionesFormativas, franjas, sesiones } from "../db/schema";
import { exigirCursoEditable } from "../curso-academico/historia";
import { getCursoAcademico, listDiasNoLectivos, type CursoAcademico } from "../curso-academico/queries";
import { esViolacionFk, esViolacionUnica } from "../db/errores";
import { conflicto, invalido, noEncontrado, siNoEncontrado } from "../errors";
import { diaDeLaSemana, formatearFecha, NOMBRES_DIA } from "../fechas";
import { describirCurso, getCursoParaEscribir, unsafeGenerarSesiones, type ResultadoGeneracion } from "./generacion";
import { accionSinSesiones, COLUMNAS_ACCION, getAccion, getModuloEditable, unsafeGetSesionVista, type AccionVista, type Quien, type SesionVista } from "./queries";
import type { AccionEdicion, AccionNueva, Asignacion, Generacion, SesionNueva } from "./schemas";

/**
 * Writes of the follow-up. Only a teacher of the module may make them (spec §6); anyone else, and
 * any id of a module the caller does not teach, gets not found. Every rule is checked before the
 * write, and the database enforces the same ones (unique session per slot, weekdays only, an
 * action of the session's own module), so a race cannot slip past them.
 */

/** Re-throws a 404 about a module as a 404 about the row the caller named. */
const comoNoEncontrado = <T>(p: Promise<T>, mensaje: string): Promise<T> =>
  siNoEncontrado(p, () => {
    throw noEncontrado(mensaje);
  });

const NO_ACCION = "Acción formativa no encontrada.";
const NO_SESION = "Sesión no encontrada.";

/** An action the caller may change: its own row, and its school year. */
async function accionEditable(user: Quien, id: number, d: Db) {
  const [a] = await d.select().from(accionesFormativas).where(eq(accionesFormativas.id, id)).limit(1);
  if (!a) throw noEncontrado(NO_ACCION);
  await comoNoEncontrado(getModuloEditable(user, a.modulo, a.ciclo, d), NO_ACCION);
  await exigirCursoEditable(a.cursoAcademico, d);
  return { fila: a, curso: await getCursoAcademico(a.cursoAcademico, d) };
}

async function sesionEditable(user: Quien, id: number, d: Db) {
  const [s] = await d.select().from(sesiones).where(eq(sesiones.id, id)).limit(1);
  if (!s) throw noEncontrado(NO_SESION);
  await comoNoEncontrado(getModuloEditable(user, s.modulo, s.ciclo, d), NO_SESION);
  await exigirCursoEditable(s.cursoAcademico, d);
  return s;
}

/** An action's planned dates must fall in its school year. */
function comprobarFechasAccion(a: { fechaInicio: string; fechaFin: string }, curso: CursoAcademico): void {
  const fuera = `Debe estar dentro del curso ${describirCurso(curso)}`;
  const fieldErrors: Record<string, string[]> = {};
  if (a.fechaInicio < curso.inicio || a.fechaInicio > curso.fin) fieldErrors.fechaInicio = [fuera];
  if (a.fechaFin < curso.inicio || a.fechaFin > curso.fin) fieldErrors.fechaFin = [fuera];
  if (Object.keys(fieldErrors).length) throw invalido(`Las fechas de la acción deben estar dentro del curso ${describirCurso(curso)}.`, fieldErrors);
}

// --- Formative actions ---------------------------------------------------------------------------

export async function crearAccion(user: Quien, datos: AccionNueva, db?: Db): Promise<AccionVista> {
  const d = db ?? (await getDb());
  const m = await getModuloEditable(user, datos.modulo.codigo, datos.modulo.ciclo, d);
  const curso = await getCursoParaEscribir(d);
  comprobarFechasAccion(datos, curso);
  const [a] = await d
    .insert(accionesFormativas)
    .values({
      modulo: m.modulo.codigo,
      ciclo: m.modulo.ciclo,
      cursoAcademico: curso.codigo,
      nombre: datos.nombre,
      horasEstimadas: datos.horasEstimadas,
      fechaInicio: datos.fechaInicio,
      fechaFin: datos.fechaFin,
    })
    .returning(COLUMNAS_ACCION);
  // Returns what it wrote: re-reading the module's actions and sessions to find this one was the
  // whole follow-up read again for one row.
  return accionSinSesiones(a);
}

const ACCION_CAMBIADA = "Esta acción formativa ha cambiado desde que la abriste (en otra pestaña o por otra persona): vuelve a cargar la página para ver cómo está y guarda de nuevo tus cambios.";

/**
 * Saves an edited action; fields an API client left out keep their value. Sent with the
 * `actualizado` it was read with, it is saved only over that same version.
 */
export async function actualizarAccion(user: Quien, datos: AccionEdicion, db?: Db): Promise<AccionVista> {
  const d = db ?? (await getDb());
  const { curso } = await accionEditable(user, datos.id, d);
  comprobarFechasAccion(datos, curso);
  const [guardada] = await d
    .update(accionesFormativas)
    .set({
      nombre: datos.nombre,
      horasEstimadas: datos.horasEstimadas,
      fechaInicio: datos.fechaInicio,
      fechaFin: datos.fechaFin,
      completado: datos.completado,
      comentarios: datos.comentarios,
      desviaciones: datos.desviaciones,
      medidasCorrectoras: datos.medidasCorrectoras,
      actualizado: sql`now()`,
    })
    .where(and(eq(accionesFormativas.id, datos.id), datos.actualizado ? sql`date_trunc('milliseconds', ${accionesFormativas.actualizado}) = ${datos.actualizado}::timestamptz` : undefined))
    .returning({ id: accionesFormativas.id });
  if (!guardada) throw conflicto(ACCION_CAMBIADA);
  return getAccion(user, datos.id, d);
}

export async function cambiarCompletado(user: Quien, id: number, completado: boolean, db?: Db): Promise<AccionVista> {
  const d = db ?? (await getDb());
  await accionEditable(user, id, d);
  await d.update(accionesFormativas).set({ completado, actualizado: sql`now()` }).where(eq(accionesFormativas.id, id));
  return getAccion(user, id, d);
}

/** Deletes an action; its sessions stay, unassigned (spec §4: the client marks it `eliminada`). */
export async function eliminarAccion(user: Quien, id: number, db?: Db): Promise<{ nombre: string; liberadas: number }> {
  const d = db ?? (await getDb());
  const { fila } = await accionEditable(user, id, d);
  return d.transaction(async (tx) => {
    const liberadas = await tx.update(sesiones).set({ accionId: null }).where(eq(sesiones.accionId, id)).returning({ id: sesiones.id });
    await tx.delete(accionesFormativas).where(eq(accionesFormativas.id, id));
    return { nombre: fila.nombre, liberadas: liberadas.length };
  });
}

// --- Sessions ------------------------------------------------------------------------------------

/** Adds one session by hand (spec §2 'Configuración'). */
export async function crearSesion(user: Quien, datos: SesionNueva, db?: Db): Promise<SesionVista> {
  const d = db ?? (await getDb());
  const m = await getModuloEditable(user, datos.modulo, datos.ciclo, d);
  const curso = await getCursoParaEscribir(d);
  // A slot of the year the session is in: each year has its own (issue 44).
  const [franja] = await d.select().from(franjas).where(and(eq(franjas.id, datos.franja), eq(franjas.cursoAcademico, curso.codigo))).limit(1);
  if (!franja) throw invalido("Esa franja horaria no existe.", { franja: ["Elige una franja horaria de la lista"] });
  if (franja.recreo) throw invalido("En el recreo no hay clase.", { franja: ["En el recreo no hay clase: elige otra franja"] });
  const dia = diaDeLaSemana(datos.fecha);
  if (dia > 5) {
    throw invalido(`El ${formatearFecha(datos.fecha)} es ${NOMBRES_DIA[dia - 1].toLowerCase()}: las sesiones son de lunes a viernes.`, { fecha: ["Las sesiones son de lunes a viernes"] });
  }
  if (datos.fecha < curso.inicio || datos.fecha > curso.fin) {
    throw invalido(`La fecha está fuera del curso ${describirCurso(curso)}.`, { fecha: [`Debe estar dentro del curso ${describirCurso(curso)}`] });
  }
  const [festivo] = await listDiasNoLectivos(datos.fecha, datos.fecha, d);
  if (festivo) {
    const que = festivo.descripcion ? ` (${festivo.descripcion})` : "";
    throw invalido(`El ${formatearFecha(datos.fecha)} es día no lectivo${que}.`, { fecha: [`Es día no lectivo${que}`] });
  }
  const repetida = `Ya hay una sesión el ${formatearFecha(datos.fecha)} de ${franja.inicio} a ${franja.fin}.`;
  try {
    const [s] = await d
      .insert(sesiones)
      .values({ modulo: m.modulo.codigo, ciclo: m.modulo.ciclo, cursoAcademico: curso.codigo, fecha: datos.fecha, franjaId: franja.id })
      .returning({ id: sesiones.id });
    return { id: s.id, fecha: datos.fecha, franja: franja.id, inicio: franja.inicio, fin: franja.fin, accion: { id: null, nombre: "" } };
  } catch (e) {
    if (esViolacionUnica(e)) throw conflicto(repetida, { fecha: [repetida] });
    throw e;
  }
}

export async function eliminarSesion(user: Quien, id: number, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await sesionEditable(user, id, d);
  await d.delete(sesiones).where(eq(sesiones.id, id));
}

/** Sets (or clears, with null) the action of a session (spec §4, PUT /api/seguimientos). */
export async function asignarSesion(user: Quien, datos: Asignacion, db?: Db): Promise<SesionVista> {
  const d = db ?? (await getDb());
  const s = await sesionEditable(user, datos.id, d);
  // Also what a page opened before the action was deleted in another tab gets.
  const ajena = "Esa acción formativa ya no existe o no es de este módulo: vuelve a cargar la página.";
  if (datos.accion !== null) {
    const [a] = await d
      .select({ id: accionesFormativas.id })
      .from(accionesFormativas)
      .where(and(eq(accionesFormativas.id, datos.accion), eq(accionesFormativas.modulo, s.modulo), eq(accionesFormativas.ciclo, s.ciclo), eq(accionesFormativas.cursoAcademico, s.cursoAcademico)))
      .limit(1);
    if (!a) throw invalido(ajena, { accion: [ajena] });
  }
  try {
    await d.update(sesiones).set({ accionId: datos.accion }).where(eq(sesiones.id, s.id));
  } catch (e) {
    // The action was deleted in between: the foreign key refused it.
    if (esViolacionFk(e)) throw invalido(ajena, { accion: [ajena] });
    throw e;
  }
  const vista = await unsafeGetSesionVista(d, s);
  if (!vista) throw noEncontrado(NO_SESION);
  return vista;
}

/** 'Generar sesiones del curso' for a module the caller teaches. */
export async function generarSesiones(user: Quien, datos: Generacion, db?: Db): Promise<ResultadoGeneracion> {
  const d = db ?? (await getDb());
  const m = await getModuloEditable(user, datos.modulo, datos.ciclo, d);
  return unsafeGenerarSesiones(d, { codigo: m.modulo.codigo, ciclo: m.modulo.ciclo, desde: datos.desde, hasta: datos.hasta });
}
