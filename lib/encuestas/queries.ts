import { cache } from "react";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { cuenta, cuentasPor } from "../db/cuentas";
import { campanas, contestadas, cuestiones, imparticiones, matriculasModulo, modulos, resultados, usuarios } from "../db/schema";
import { delCursoActual, imparticionVigente } from "../curso-academico/historia";
import { getEnv } from "../env";
import { noEncontrado } from "../errors";
import { hoyEnElCentro } from "../fechas";
import { calendarioPendiente, cumplirCalendario } from "./fechas-de-campana";
import { puede } from "../acceso/politica";
import type { Quien } from "../acceso/cargos";

export type { Quien };

export type CampanaResumen = {
  id: number;
  nombre: string;
  cursoAcademico: string;
  abre: string;
  cierra: string;
  estado: "preparada" | "abierta" | "cerrada";
};

const columnasCampana = {
  id: campanas.id,
  nombre: campanas.nombre,
  cursoAcademico: campanas.cursoAcademico,
  abre: campanas.abre,
  cierra: campanas.cierra,
  estado: campanas.estado,
};

/** Answers needed before a module shows its results (SURVEY_MIN_RESPONSES, 5 by default). */
export function umbralRespuestas(): number {
  return getEnv().SURVEY_MIN_RESPONSES;
}

// --- Questions ---------------------------------------------------------------------------------

export type CuestionEncuesta = { id: number; numero: number; texto: string };

/** The active questionnaire in order. Public: it says nothing about anyone. */
export async function listCuestiones(db?: Db): Promise<CuestionEncuesta[]> {
  const d = db ?? (await getDb());
  const filas = await d
    .select({ id: cuestiones.id, texto: cuestiones.texto })
    .from(cuestiones)
    .where(eq(cuestiones.activa, true))
    .orderBy(asc(cuestiones.orden), asc(cuestiones.id));
  return filas.map((c, i) => ({ ...c, numero: i + 1 }));
}

// --- Campaigns ---------------------------------------------------------------------------------

export type CampanaAdmin = CampanaResumen & { respuestas: number };

async function leerCampanas(d: Db, hoy: string) {
  const respuestas = cuentasPor(d, "respuestas_de_la_campana", { campanaId: resultados.campanaId }, resultados, { suma: resultados.respuestas });
  return d
    .select({
      ...columnasCampana,
      respuestas: cuenta(respuestas),
      calendario: sql<boolean>`${calendarioPendiente(hoy)}`,
    })
    .from(campanas)
    .leftJoin(respuestas, eq(respuestas.campanaId, campanas.id))
    .orderBy(desc(campanas.abre), desc(campanas.id));
}

/**
 * Every campaign after applying the calendar, newest first, with its number of submissions. Read
 * once per request (React cache; docs/decisions/032): the survey pages ask for the campaigns up to
 * four times. The list is a handful of rows a year, so the lists below filter it here rather than
 * each in a statement of its own; and the calendar's check travels in the same statement, so a
 * day with nothing to open or close costs no extra round trip.
 */
const campanasDelDia = cache(async (d: Db, hoy: string): Promise<CampanaAdmin[]> => {
  let filas = await leerCampanas(d, hoy);
  if (filas.some((c) => c.calendario)) {
    await cumplirCalendario(d, hoy);
    filas = await leerCampanas(d, hoy);
  }
  return filas.map(({ calendario: _c, ...c }) => {
    void _c;
    return c;
  });
});

const resumen = ({ respuestas: _r, ...c }: CampanaAdmin): CampanaResumen => {
  void _r;
  return c;
};

/** The campaign open today (after applying the calendar), if any. */
export async function getCampanaAbierta(db?: Db, hoy = hoyEnElCentro()): Promise<CampanaResumen | null> {
  const c = (await campanasDelDia(db ?? (await getDb()), hoy)).find((x) => x.estado === "abierta");
  return c ? resumen(c) : null;
}

export type EstadoEncuestas = { abierta: CampanaResumen | null; proxima: CampanaResumen | null };

/** The open campaign, or else the next one planned from today on (to tell students when). */
export async function getEstadoEncuestas(hoy = hoyEnElCentro(), db?: Db): Promise<EstadoEncuestas> {
  const todas = await campanasDelDia(db ?? (await getDb()), hoy);
  const abierta = todas.find((x) => x.estado === "abierta");
  if (abierta) return { abierta: resumen(abierta), proxima: null };
  // Newest first: the next one is the last planned one from today on.
  const proxima = todas.findLast((x) => x.estado === "preparada" && x.abre >= hoy);
  return { abierta: null, proxima: proxima ? resumen(proxima) : null };
}

/** Every campaign with its number of submissions, newest first; only for admins. */
export async function listCampanas(user: Quien, db?: Db, hoy = hoyEnElCentro()): Promise<CampanaAdmin[]> {
  if (!puede(user, "encuestas.gestionar")) return [];
  // A copy: the request's other readers share the cached list.
  return [...(await campanasDelDia(db ?? (await getDb()), hoy))];
}

/** Campaigns whose results a teacher or admin may look at: any that has been opened. */
export async function listCampanasConResultados(user: Quien, db?: Db): Promise<CampanaResumen[]> {
  if (!puede(user, "encuestas.resultados")) return [];
  const todas = await campanasDelDia(db ?? (await getDb()), hoyEnElCentro());
  const primero = (c: CampanaResumen) => (c.estado === "abierta" ? 0 : 1);
  // The open one first; the rest stay newest first (the sort is stable).
  return todas
    .filter((c) => c.estado !== "preparada")
    .sort((a, b) => primero(a) - primero(b))
    .map(resumen);
}

/**
 * The campaign to show results for: the one asked for (not found if it was never opened), or by
 * default the open one, else the latest closed one.
 */
export async function getCampanaResultados(user: Quien, id: number | undefined, db?: Db, cursoAcademico?: string): Promise<CampanaResumen | null> {
  // With a school year (issue 46), only that year's campaigns: one of another year is not found.
  const lista = (await listCampanasConResultados(user, db)).filter((c) => cursoAcademico === undefined || c.cursoAcademico === cursoAcademico);
  if (id === undefined) return lista[0] ?? null;
  const c = lista.find((x) => x.id === id);
  if (!c) throw noEncontrado("Campaña no encontrada.");
  return c;
}

// --- Student: pending modules ------------------------------------------------------------------

export type ModuloEncuesta = {
  codigo: string;
  ciclo: string;
  curso: number;
  nombre: string;
  docente: { email: string; nombre: string; apellidos: string };
  matriculados: number;
};

type FilaPendiente = {
  codigo: string;
  ciclo: string;
  curso: number;
  nombre: string;
  docenteId: number;
  email: string;
  docNombre: string;
  docApellidos: string;
  matriculados: number;
};

/**
 * Module × teacher pairs a student may rate: modules they are enrolled in, once per active teacher
 * who teaches it. `extra` narrows the rows (a given module, or not yet answered).
 */
export async function unsafeListModulosDeEstudiante(estudianteId: number, extra: SQL | undefined, d: Db): Promise<FilaPendiente[]> {
  // Distinct: a teacher who teaches the module to several groups is still one survey.
  return d
    .selectDistinct({
      codigo: modulos.codigo,
      ciclo: modulos.ciclo,
      curso: modulos.curso,
      nombre: modulos.nombre,
      docenteId: usuarios.id,
      email: usuarios.email,
      docNombre: usuarios.nombre,
      docApellidos: usuarios.apellidos,
      matriculados: sql<number>`(select count(*)::int from ${matriculasModulo} as m2 where m2.modulo = ${modulos.codigo} and m2.ciclo = ${modulos.ciclo} and m2.curso_academico = ${matriculasModulo.cursoAcademico})`,
    })
    .from(matriculasModulo)
    .innerJoin(modulos, and(eq(modulos.codigo, matriculasModulo.modulo), eq(modulos.ciclo, matriculasModulo.ciclo)))
    .innerJoin(imparticiones, and(eq(imparticiones.modulo, modulos.codigo), eq(imparticiones.ciclo, modulos.ciclo), imparticionVigente()))
    .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
    // This school year's enrolments and teachers (decision 067): the campaign's population.
    .where(and(eq(matriculasModulo.estudianteId, estudianteId), delCursoActual(matriculasModulo.cursoAcademico), extra))
    .orderBy(asc(modulos.curso), asc(modulos.nombre), asc(modulos.ciclo), asc(usuarios.apellidos), asc(usuarios.nombre));
}

/** The student's surveys still to answer in the open campaign; empty when none is open. */
export async function listModulosPendientes(user: Quien, db?: Db): Promise<ModuloEncuesta[]> {
  if (!puede(user, "encuestas.contestar")) return [];
  const d = db ?? (await getDb());
  const abierta = await getCampanaAbierta(d);
  if (!abierta) return [];
  const filas = await unsafeListModulosDeEstudiante(
    user.id,
    sql`not exists (select 1 from ${contestadas} as c where c.campana_id = ${abierta.id} and c.estudiante_id = ${user.id} and c.modulo = ${modulos.codigo} and c.ciclo = ${modulos.ciclo} and c.docente_id = ${usuarios.id})`,
    d,
  );
  return filas.map((f) => ({
    codigo: f.codigo,
    ciclo: f.ciclo,
    curso: f.curso,
    nombre: f.nombre,
    docente: { email: f.email, nombre: f.docNombre, apellidos: f.docApellidos },
    matriculados: f.matriculados,
  }));
}
