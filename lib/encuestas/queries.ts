import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { campanas, ciclos, contestadas, cuestiones, imparticiones, matriculasModulo, modulos, recuentos, resultados, usuarios } from "../db/schema";
import type { UsuarioActual } from "../auth/current-user";
import { getEnv } from "../env";
import { noEncontrado } from "../errors";
import { calcularVisibilidad, ordenarComentarios, resumirCuestiones, type CuestionResultado, type Visibilidad } from "./resultados";

type Quien = Pick<UsuarioActual, "id" | "tipo">;

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

/** Today in the centre's time zone, as 'yyyy-MM-dd' (the server may run in UTC). */
export function hoyEnElCentro(ahora = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(ahora);
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

export async function getCampanaAbierta(db?: Db): Promise<CampanaResumen | null> {
  const d = db ?? (await getDb());
  const [c] = await d.select(columnasCampana).from(campanas).where(eq(campanas.estado, "abierta")).limit(1);
  return c ?? null;
}

export type EstadoEncuestas = { abierta: CampanaResumen | null; proxima: CampanaResumen | null };

/** The open campaign, or else the next one planned from today on (to tell students when). */
export async function getEstadoEncuestas(hoy = hoyEnElCentro(), db?: Db): Promise<EstadoEncuestas> {
  const d = db ?? (await getDb());
  const abierta = await getCampanaAbierta(d);
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
export async function listCampanas(user: Quien, db?: Db): Promise<CampanaAdmin[]> {
  if (user.tipo !== "admin") return [];
  const d = db ?? (await getDb());
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

// --- Results (teacher, admin) ------------------------------------------------------------------

export type ResultadoModulo = Visibilidad & {
  campana: CampanaResumen;
  modulo: { codigo: string; nombre: string; ciclo: string; curso: number };
  docente: { email: string; nombre: string; apellidos: string };
  /** Empty while hidden. */
  cuestiones: CuestionResultado[];
  /** Empty while hidden; sorted, never in the order they were written. */
  comentarios: string[];
};

export type FiltrosResultados = {
  campana?: number;
  curso?: 1 | 2;
  ciclo?: string;
  /** Minimum answers; defaults to SURVEY_MIN_RESPONSES. */
  minimo?: number;
};

type Grupo = {
  modulo: ResultadoModulo["modulo"];
  docenteId: number;
  docente: ResultadoModulo["docente"];
  respuestas: number;
  publicadas: number;
  comentarios: string[];
};

const claveGrupo = (codigo: string, ciclo: string, docenteId: number) => `${codigo}|${ciclo}|${docenteId}`;

/**
 * Results per module × teacher of one campaign. A teacher gets the modules they teach (and any
 * where they were rated in that campaign); an admin gets every module, narrowed by course and
 * cycle. Only published scores and comments are read (decision 004), and none of a hidden group.
 */
export async function listResultados(
  user: Quien,
  filtros: FiltrosResultados = {},
  db?: Db,
): Promise<{ campana: CampanaResumen | null; modulos: ResultadoModulo[] }> {
  if (user.tipo !== "docente" && user.tipo !== "admin") return { campana: null, modulos: [] };
  const d = db ?? (await getDb());
  const campana = await getCampanaResultados(user, filtros.campana, d);
  if (!campana) return { campana: null, modulos: [] };
  const minimo = filtros.minimo ?? umbralRespuestas();

  const condicionesModulo = [
    filtros.ciclo ? eq(modulos.ciclo, filtros.ciclo) : undefined,
    filtros.curso ? eq(modulos.curso, filtros.curso) : undefined,
  ];
  const columnasGrupo = {
    codigo: modulos.codigo,
    nombre: modulos.nombre,
    ciclo: modulos.ciclo,
    curso: modulos.curso,
    docenteId: usuarios.id,
    email: usuarios.email,
    docNombre: usuarios.nombre,
    docApellidos: usuarios.apellidos,
  };

  const [asignados, conDatos] = await Promise.all([
    d
      .select(columnasGrupo)
      .from(imparticiones)
      .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
      .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
      .where(and(user.tipo === "docente" ? eq(imparticiones.docenteId, user.id) : undefined, ...condicionesModulo)),
    d
      .select({ ...columnasGrupo, respuestas: resultados.respuestas, publicadas: resultados.publicadas, comentarios: resultados.comentariosPublicados })
      .from(resultados)
      .innerJoin(modulos, and(eq(modulos.codigo, resultados.modulo), eq(modulos.ciclo, resultados.ciclo)))
      .innerJoin(usuarios, eq(usuarios.id, resultados.docenteId))
      .where(and(eq(resultados.campanaId, campana.id), user.tipo === "docente" ? eq(resultados.docenteId, user.id) : undefined, ...condicionesModulo)),
  ]);

  const grupos = new Map<string, Grupo>();
  const anadir = (f: (typeof asignados)[number], datos?: Pick<Grupo, "respuestas" | "publicadas" | "comentarios">) => {
    const k = claveGrupo(f.codigo, f.ciclo, f.docenteId);
    const g = grupos.get(k) ?? {
      modulo: { codigo: f.codigo, nombre: f.nombre, ciclo: f.ciclo, curso: f.curso },
      docenteId: f.docenteId,
      docente: { email: f.email, nombre: f.docNombre, apellidos: f.docApellidos },
      respuestas: 0,
      publicadas: 0,
      comentarios: [],
    };
    if (datos) Object.assign(g, { respuestas: datos.respuestas, publicadas: datos.publicadas, comentarios: datos.comentarios });
    grupos.set(k, g);
  };
  for (const f of asignados) anadir(f);
  for (const f of conDatos) anadir(f, f);

  const visibles = [...grupos.values()].filter((g) => calcularVisibilidad(campana.estado, g.respuestas, g.publicadas, minimo).visible);
  const recuentosPorGrupo = new Map<string, { cuestionId: number; resultado: number | null; veces: number }[]>();
  let textos: { id: number; texto: string; orden: number }[] = [];
  if (visibles.length > 0) {
    const claves = sql.join(
      visibles.map((g) => sql`(${g.modulo.codigo}, ${g.modulo.ciclo}, ${g.docenteId}::int)`),
      sql`, `,
    );
    const [filas, todas] = await Promise.all([
      d
        .select({
          modulo: recuentos.modulo,
          ciclo: recuentos.ciclo,
          docenteId: recuentos.docenteId,
          cuestionId: recuentos.cuestionId,
          resultado: recuentos.resultado,
          // What teachers see is the last publication, never the running total.
          veces: recuentos.publicadas,
        })
        .from(recuentos)
        .where(and(eq(recuentos.campanaId, campana.id), sql`(${recuentos.modulo}, ${recuentos.ciclo}, ${recuentos.docenteId}) in (${claves})`)),
      d.select({ id: cuestiones.id, texto: cuestiones.texto, orden: cuestiones.orden }).from(cuestiones),
    ]);
    textos = todas;
    for (const f of filas) {
      const k = claveGrupo(f.modulo, f.ciclo, f.docenteId);
      let lista = recuentosPorGrupo.get(k);
      if (!lista) recuentosPorGrupo.set(k, (lista = []));
      lista.push(f);
    }
  }

  const lista = [...grupos.entries()].map(([k, g]): ResultadoModulo => {
    const v = calcularVisibilidad(campana.estado, g.respuestas, g.publicadas, minimo);
    return {
      ...v,
      campana,
      modulo: g.modulo,
      docente: g.docente,
      cuestiones: v.visible ? resumirCuestiones(textos, recuentosPorGrupo.get(k) ?? []) : [],
      comentarios: v.visible ? ordenarComentarios(g.comentarios) : [],
    };
  });
  lista.sort(
    (a, b) =>
      a.modulo.curso - b.modulo.curso ||
      a.modulo.ciclo.localeCompare(b.modulo.ciclo) ||
      a.modulo.nombre.localeCompare(b.modulo.nombre, "es") ||
      a.docente.apellidos.localeCompare(b.docente.apellidos, "es") ||
      a.docente.nombre.localeCompare(b.docente.nombre, "es"),
  );
  return { campana, modulos: lista };
}

/** The REST shapes of spec §3: results without the comments, and the comments on their own. */
export function sinComentarios({ comentarios: _c, ...r }: ResultadoModulo): Omit<ResultadoModulo, "comentarios"> {
  void _c;
  return r;
}

export function soloComentarios({ cuestiones: _q, ...r }: ResultadoModulo): Omit<ResultadoModulo, "cuestiones"> {
  void _q;
  return r;
}

export type CicloOpcion = { codigo: string; nombre: string };

/** Cycles to filter the admin's results by. */
export async function listCiclos(db?: Db): Promise<CicloOpcion[]> {
  const d = db ?? (await getDb());
  return d.select({ codigo: ciclos.codigo, nombre: ciclos.nombre }).from(ciclos).orderBy(asc(ciclos.codigo));
}
