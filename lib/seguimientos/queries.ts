import { and, asc, eq, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { accionesFormativas, franjas, imparticiones, sesiones, usuarios } from "../db/schema";
import type { UsuarioActual } from "../auth/current-user";
import { getCursoActual, listDiasNoLectivos, type CursoAcademico, type DiaNoLectivo } from "../centro/queries";
import { esAppError, noEncontrado } from "../errors";
import { hoyEnElCentro } from "../fechas";
import { duracionMinutos } from "../horarios/franjas";
import { getModulo, listModulosDepartamento, listModulosImpartidos, type ModuloResumen } from "../modulos/queries";
import { primerDia, ultimoDia } from "./calendario";
import { unsafeListPeriodosModulo, type PeriodoModulo } from "./generacion";
import { calcularAccion, calcularDesviacion, calcularIndicadores, compararDesviacion, minutosAHoras, type Desviacion, type Indicadores } from "./reglas";

/**
 * Reads of the follow-up, scoped to the caller (DESIGN.md §3): a teacher reads the modules they
 * teach, jefatura the modules of their department; anything else is not found. Only the teacher of
 * a module may change it (mutations.ts). Everything is of the current school year.
 */

export type Quien = Pick<UsuarioActual, "id" | "tipo" | "departamentoId">;

export type SesionVista = {
  id: number;
  fecha: string;
  franja: number;
  inicio: string;
  fin: string;
  accion: { id: number | null; nombre: string };
};

export type AccionVista = {
  id: number;
  nombre: string;
  horasEstimadas: number;
  horasDedicadas: number;
  fechaInicio: string;
  fechaFin: string;
  fechaInicioReal: string | null;
  fechaFinReal: string | null;
  completado: boolean;
  defase: number;
  comentarios: string;
  desviaciones: string;
  medidasCorrectoras: string;
  modulo: { codigo: string; ciclo: string };
};

export type ModuloSeguimiento = {
  modulo: ModuloResumen;
  curso: CursoAcademico;
  /** The caller teaches it: may change actions and sessions. */
  editable: boolean;
};

/** The module if the caller may read its follow-up (its teacher, or the head of its department). */
export async function getModuloSeguimiento(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<ModuloSeguimiento> {
  const d = db ?? (await getDb());
  const modulo = await getModulo(user, codigo, ciclo, d);
  return { modulo, curso: await getCursoActual(d), editable: user.tipo === "docente" };
}

/** The module if the caller may change its follow-up: only a teacher who teaches it (spec §6). */
export async function getModuloEditable(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<ModuloSeguimiento> {
  if (user.tipo !== "docente") throw noEncontrado("Módulo no encontrado.");
  return getModuloSeguimiento(user, codigo, ciclo, db);
}

// --- Unscoped building blocks (callers check the scope first) --------------------------------------

type ClaveModulo = { codigo: string; ciclo: string };

/** `(modulo, ciclo)` is one of the modules given; false for none. */
function deLosModulos(modulo: AnyColumn, ciclo: AnyColumn, lista: readonly ClaveModulo[]): SQL {
  if (lista.length === 0) return sql`false`;
  return or(...lista.map((m) => and(eq(modulo, m.codigo), eq(ciclo, m.ciclo))))!;
}

type FilaSesion = { id: number; modulo: string; ciclo: string; fecha: string; franja: number; inicio: string; fin: string; accionId: number | null; accionNombre: string | null };

async function unsafeFilasSesiones(d: Db, lista: readonly ClaveModulo[], curso: string, o: { hasta?: string; id?: number } = {}): Promise<FilaSesion[]> {
  return d
    .select({
      id: sesiones.id,
      modulo: sesiones.modulo,
      ciclo: sesiones.ciclo,
      fecha: sesiones.fecha,
      franja: sesiones.franjaId,
      inicio: franjas.inicio,
      fin: franjas.fin,
      accionId: sesiones.accionId,
      accionNombre: accionesFormativas.nombre,
    })
    .from(sesiones)
    .innerJoin(franjas, eq(franjas.id, sesiones.franjaId))
    .leftJoin(accionesFormativas, eq(accionesFormativas.id, sesiones.accionId))
    .where(and(eq(sesiones.cursoAcademico, curso), deLosModulos(sesiones.modulo, sesiones.ciclo, lista), o.hasta ? lte(sesiones.fecha, o.hasta) : undefined, o.id ? eq(sesiones.id, o.id) : undefined))
    .orderBy(asc(sesiones.fecha), asc(franjas.orden), asc(sesiones.id));
}

type FilaAccion = Omit<AccionVista, "horasDedicadas" | "defase" | "fechaInicioReal" | "fechaFinReal" | "modulo"> & { modulo: string; ciclo: string };

async function unsafeFilasAcciones(d: Db, lista: readonly ClaveModulo[], curso: string): Promise<FilaAccion[]> {
  return d
    .select({
      id: accionesFormativas.id,
      modulo: accionesFormativas.modulo,
      ciclo: accionesFormativas.ciclo,
      nombre: accionesFormativas.nombre,
      horasEstimadas: accionesFormativas.horasEstimadas,
      fechaInicio: accionesFormativas.fechaInicio,
      fechaFin: accionesFormativas.fechaFin,
      completado: accionesFormativas.completado,
      comentarios: accionesFormativas.comentarios,
      desviaciones: accionesFormativas.desviaciones,
      medidasCorrectoras: accionesFormativas.medidasCorrectoras,
    })
    .from(accionesFormativas)
    .where(and(eq(accionesFormativas.cursoAcademico, curso), deLosModulos(accionesFormativas.modulo, accionesFormativas.ciclo, lista)))
    .orderBy(asc(accionesFormativas.fechaInicio), asc(accionesFormativas.id));
}

const aSesionVista = (s: FilaSesion): SesionVista => ({
  id: s.id,
  fecha: s.fecha,
  franja: s.franja,
  inicio: s.inicio,
  fin: s.fin,
  accion: { id: s.accionId, nombre: s.accionNombre ?? "" },
});

/** Actions with what their sessions add up to (hours dedicated, defase, real dates). */
function componerAcciones(filas: readonly FilaAccion[], filasSesion: readonly FilaSesion[]): AccionVista[] {
  const porAccion = new Map<number, { fecha: string; minutos: number }[]>();
  for (const s of filasSesion) {
    if (s.accionId === null) continue;
    const lista = porAccion.get(s.accionId) ?? [];
    lista.push({ fecha: s.fecha, minutos: duracionMinutos(s) });
    porAccion.set(s.accionId, lista);
  }
  return filas.map(({ modulo, ciclo, ...a }) => ({ ...a, ...calcularAccion(a, porAccion.get(a.id) ?? []), modulo: { codigo: modulo, ciclo } }));
}

/** One session as the calendar shows it; the caller has checked the scope. */
export async function unsafeGetSesionVista(d: Db, s: { id: number; modulo: string; ciclo: string; cursoAcademico: string }): Promise<SesionVista | null> {
  const [fila] = await unsafeFilasSesiones(d, [{ codigo: s.modulo, ciclo: s.ciclo }], s.cursoAcademico, { id: s.id });
  return fila ? aSesionVista(fila) : null;
}

const clave = (m: ClaveModulo) => `${m.codigo}/${m.ciclo}`;

// --- Module follow-up ------------------------------------------------------------------------------

export type Seguimiento = ModuloSeguimiento & {
  sesiones: SesionVista[];
  acciones: AccionVista[];
  indicadores: Indicadores;
  noLectivos: DiaNoLectivo[];
  hoy: string;
};

/** Everything the module's follow-up pages show, read once. */
export async function getSeguimiento(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<Seguimiento> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  const lista = [m.modulo];
  const filasSesion = await unsafeFilasSesiones(d, lista, m.curso.codigo);
  const acciones = componerAcciones(await unsafeFilasAcciones(d, lista, m.curso.codigo), filasSesion);
  const sesionesVista = filasSesion.map(aSesionVista);
  const hoy = hoyEnElCentro();
  return {
    ...m,
    sesiones: sesionesVista,
    acciones,
    indicadores: calcularIndicadores(filasSesion, acciones, hoy),
    noLectivos: await listDiasNoLectivos(m.curso.inicio, m.curso.fin, d),
    hoy,
  };
}

/** Sessions of a module in the current school year (all, or those of one month 'yyyy-MM'). */
export async function listSesiones(user: Quien, codigo: string, ciclo: string, opciones: { mes?: string } = {}, db?: Db): Promise<SesionVista[]> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  const filas = await unsafeFilasSesiones(d, [m.modulo], m.curso.codigo);
  const { mes } = opciones;
  return (mes ? filas.filter((s) => s.fecha >= primerDia(mes) && s.fecha <= ultimoDia(mes)) : filas).map(aSesionVista);
}

export async function listAcciones(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<AccionVista[]> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  const lista = [m.modulo];
  return componerAcciones(await unsafeFilasAcciones(d, lista, m.curso.codigo), await unsafeFilasSesiones(d, lista, m.curso.codigo));
}

export async function getIndicadores(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<Indicadores> {
  const s = await getSeguimiento(user, codigo, ciclo, db);
  return s.indicadores;
}

/** One action the caller may read, with the module it belongs to. */
export async function getAccion(user: Quien, id: number, db?: Db): Promise<AccionVista> {
  const d = db ?? (await getDb());
  const [a] = await d.select({ modulo: accionesFormativas.modulo, ciclo: accionesFormativas.ciclo }).from(accionesFormativas).where(eq(accionesFormativas.id, id)).limit(1);
  if (!a) throw noEncontrado("Acción formativa no encontrada.");
  const acciones = await listAcciones(user, a.modulo, a.ciclo, d).catch((e: unknown) => {
    throw esAppError(e) && e.status === 404 ? noEncontrado("Acción formativa no encontrada.") : e;
  });
  const encontrada = acciones.find((x) => x.id === id);
  if (!encontrada) throw noEncontrado("Acción formativa no encontrada.");
  return encontrada;
}

/**
 * The module's weekly periods in the current year's timetable (spec §7 `GET /sesiones/{codigo}/{ciclo}`):
 * what 'Generar sesiones del curso' turns into sessions.
 */
export async function listPeriodosModulo(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<PeriodoModulo[]> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  return unsafeListPeriodosModulo(d, m.modulo.codigo, m.modulo.ciclo, m.curso.codigo);
}

// --- Several modules: the picker, the department overview and the monthly report -------------------

export type ResumenModulo = {
  modulo: ModuloResumen;
  docentes: string[];
  indicadores: Indicadores;
  desviacion: Desviacion;
};

/** Names of the teachers of each module, "Nombre Apellidos", by surname. */
async function docentesDe(d: Db, lista: readonly ClaveModulo[]): Promise<Map<string, string[]>> {
  // Distinct: one name per teacher, whatever the number of groups they teach the module to.
  const filas = await d
    .selectDistinct({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, nombre: usuarios.nombre, apellidos: usuarios.apellidos })
    .from(imparticiones)
    .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
    .where(and(eq(usuarios.activo, true), deLosModulos(imparticiones.modulo, imparticiones.ciclo, lista)))
    .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre));
  const out = new Map<string, string[]>();
  for (const f of filas) {
    const k = clave({ codigo: f.modulo, ciclo: f.ciclo });
    out.set(k, [...(out.get(k) ?? []), `${f.nombre} ${f.apellidos}`.trim()]);
  }
  return out;
}

/** The modules whose follow-up the caller reads: a teacher's own, or jefatura's department's. */
async function modulosVisibles(user: Quien, d: Db): Promise<ModuloResumen[]> {
  if (user.tipo === "docente") return listModulosImpartidos(user, d);
  if (user.tipo === "jefatura") return listModulosDepartamento(user, d);
  return [];
}

/**
 * Every module the caller follows, with its indicators and deviation. Jefatura gets them most
 * deviated first (the department overview); a teacher in the picker's order.
 */
export async function listResumenModulos(user: Quien, db?: Db): Promise<{ curso: CursoAcademico; hoy: string; modulos: ResumenModulo[] }> {
  const d = db ?? (await getDb());
  const curso = await getCursoActual(d);
  const hoy = hoyEnElCentro();
  const lista = await modulosVisibles(user, d);
  const [filasSesion, filasAccion, docentes] = [await unsafeFilasSesiones(d, lista, curso.codigo), await unsafeFilasAcciones(d, lista, curso.codigo), await docentesDe(d, lista)];
  const modulos = lista.map((m) => {
    const s = filasSesion.filter((x) => x.modulo === m.codigo && x.ciclo === m.ciclo);
    const acciones = componerAcciones(
      filasAccion.filter((x) => x.modulo === m.codigo && x.ciclo === m.ciclo),
      s,
    );
    const indicadores = calcularIndicadores(s, acciones, hoy);
    return { modulo: m, docentes: docentes.get(clave(m)) ?? [], indicadores, desviacion: calcularDesviacion(acciones, indicadores, hoy) };
  });
  if (user.tipo === "jefatura") modulos.sort((a, b) => compararDesviacion(a, b) || a.modulo.ciclo.localeCompare(b.modulo.ciclo) || a.modulo.curso - b.modulo.curso || a.modulo.nombre.localeCompare(b.modulo.nombre, "es"));
  return { curso, hoy, modulos };
}

export type AccionInforme = AccionVista & {
  /** Hours of sessions in the month. */
  horasMes: number;
  /** Hours up to the month's last day. */
  horasAcumuladas: number;
};

export type InformeModulo = ResumenModulo & {
  acciones: AccionInforme[];
  /** Sessions in the month, and how many of them are assigned. */
  sesionesMes: number;
  asignadasMes: number;
};

/**
 * The department's monthly report (jefatura): one page per module with its actions, planned and
 * real dates, hours in the month and up to its end, deviations and corrective measures. With
 * `modulo`, only that module (which must be of the department).
 */
export async function getInformeMensual(user: Quien, mes: string, modulo?: ClaveModulo, db?: Db): Promise<{ curso: CursoAcademico; mes: string; hoy: string; corte: string; modulos: InformeModulo[] }> {
  const d = db ?? (await getDb());
  if (user.tipo !== "jefatura") throw noEncontrado("Informe no encontrado.");
  const curso = await getCursoActual(d);
  const hoy = hoyEnElCentro();
  let lista = await listModulosDepartamento(user, d);
  if (modulo) {
    lista = lista.filter((m) => m.codigo === modulo.codigo && m.ciclo === modulo.ciclo);
    if (lista.length === 0) throw noEncontrado("Módulo no encontrado.");
  }
  const inicioMes = primerDia(mes);
  const finMes = ultimoDia(mes);
  // The report reads as of the month's end (or today, for the month under way).
  const corte = finMes < hoy ? finMes : hoy;
  const filasSesion = await unsafeFilasSesiones(d, lista, curso.codigo, { hasta: finMes });
  const filasAccion = await unsafeFilasAcciones(d, lista, curso.codigo);
  const docentes = await docentesDe(d, lista);
  const modulos = lista.map((m) => {
    const s = filasSesion.filter((x) => x.modulo === m.codigo && x.ciclo === m.ciclo);
    const delMes = s.filter((x) => x.fecha >= inicioMes);
    const acciones = componerAcciones(
      filasAccion.filter((x) => x.modulo === m.codigo && x.ciclo === m.ciclo),
      s,
    ).map((a) => {
      const minutosMes = delMes.filter((x) => x.accionId === a.id).reduce((t, x) => t + duracionMinutos(x), 0);
      return { ...a, horasMes: minutosAHoras(minutosMes), horasAcumuladas: a.horasDedicadas };
    });
    const indicadores = calcularIndicadores(s, acciones, corte);
    return {
      modulo: m,
      docentes: docentes.get(clave(m)) ?? [],
      indicadores,
      desviacion: calcularDesviacion(acciones, indicadores, corte),
      acciones,
      sesionesMes: delMes.length,
      asignadasMes: delMes.filter((x) => x.accionId !== null).length,
    };
  });
  return { curso, mes, hoy, corte, modulos };
}
