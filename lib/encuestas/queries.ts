import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { campanas, contestadas, cuestiones, imparticiones, matriculasModulo, modulos, resultados, usuarios } from "../db/schema";
import type { UsuarioActual } from "../auth/current-user";
import { getEnv } from "../env";
import { noEncontrado } from "../errors";
import { hoyEnElCentro } from "../fechas";
import { aplicarCalendario } from "./calendario";

export type Quien = Pick<UsuarioActual, "id" | "tipo">;

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

/** The campaign open today (after applying the calendar), if any. */
export async function getCampanaAbierta(db?: Db, hoy = hoyEnElCentro()): Promise<CampanaResumen | null> {
  const d = db ?? (await getDb());
  await aplicarCalendario(d, hoy);
  const [c] = await d.select(columnasCampana).from(campanas).where(eq(campanas.estado, "abierta")).limit(1);
  return c ?? null;
}

export type EstadoEncuestas = { abierta: CampanaResumen | null; proxima: CampanaResumen | null };

/** The open campaign, or else the next one planned from today on (to tell students when). */
export async function getEstadoEncuestas(hoy = hoyEnElCentro(), db?: Db): Promise<EstadoEncuestas> {
  const d = db ?? (await getDb());
  const abierta = await getCampanaAbierta(d, hoy);
  if (abierta) return { abierta, proxima: null };
  const [proxima] = await d
    .select(columnasCampana)
    .from(campanas)
    .where(and(eq(campanas.estado, "preparada"), sql`${campanas.abre} >= ${hoy}`))
    .orderBy(asc(campanas.abre), asc(campanas.id))
    .limit(1);
  return { abierta: null, proxima: proxima ?? null };
}

export type CampanaAdmin = CampanaResumen & { respuestas: number };

/** Every campaign with its number of submissions, newest first; only for admins. */
export async function listCampanas(user: Quien, db?: Db, hoy = hoyEnElCentro()): Promise<CampanaAdmin[]> {
  if (user.tipo !== "admin") return [];
  const d = db ?? (await getDb());
  await aplicarCalendario(d, hoy);
  return d
    .select({
      ...columnasCampana,
      respuestas: sql<number>`coalesce((select sum(${resultados.respuestas})::int from ${resultados} where ${resultados.campanaId} = ${campanas.id}), 0)`,
    })
    .from(campanas)
    .orderBy(desc(campanas.abre), desc(campanas.id));
}

/** Campaigns whose results a teacher or admin may look at: any that has been opened. */
export async function listCampanasConResultados(user: Quien, db?: Db): Promise<CampanaResumen[]> {
  if (user.tipo !== "docente" && user.tipo !== "admin") return [];
  const d = db ?? (await getDb());
  await aplicarCalendario(d);
  return d
    .select(columnasCampana)
    .from(campanas)
    .where(ne(campanas.estado, "preparada"))
    .orderBy(sql`case when ${campanas.estado} = 'abierta' then 0 else 1 end`, desc(campanas.abre), desc(campanas.id));
}

/**
 * The campaign to show results for: the one asked for (not found if it was never opened), or by
 * default the open one, else the latest closed one.
 */
export async function getCampanaResultados(user: Quien, id: number | undefined, db?: Db): Promise<CampanaResumen | null> {
  const lista = await listCampanasConResultados(user, db);
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
      matriculados: sql<number>`(select count(*)::int from ${matriculasModulo} as m2 where m2.modulo = ${modulos.codigo} and m2.ciclo = ${modulos.ciclo})`,
    })
    .from(matriculasModulo)
    .innerJoin(modulos, and(eq(modulos.codigo, matriculasModulo.modulo), eq(modulos.ciclo, matriculasModulo.ciclo)))
    .innerJoin(imparticiones, and(eq(imparticiones.modulo, modulos.codigo), eq(imparticiones.ciclo, modulos.ciclo)))
    .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
    .where(and(eq(matriculasModulo.estudianteId, estudianteId), extra))
    .orderBy(asc(modulos.curso), asc(modulos.nombre), asc(modulos.ciclo), asc(usuarios.apellidos), asc(usuarios.nombre));
}

/** The student's surveys still to answer in the open campaign; empty when none is open. */
export async function listModulosPendientes(user: Quien, db?: Db): Promise<ModuloEncuesta[]> {
  if (user.tipo !== "estudiante") return [];
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
