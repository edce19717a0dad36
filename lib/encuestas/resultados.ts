import { and, eq, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db";
import { listaOVacia } from "../db/fila";
import { cuestiones, imparticiones, modulos, resultados, usuarios, type RecuentosGrupo } from "../db/schema";
import { compararEspanol } from "../orden";
import { calcularVisibilidad, listarRecuentos, ordenarComentarios, resumirCuestiones, type CuestionResultado, type Visibilidad } from "./puntuaciones";
import { getCampanaResultados, umbralRespuestas, type CampanaResumen, type Quien } from "./queries";
import { puede } from "../acceso/politica";

/**
 * Survey results as teachers and admins read them: only what was published (decision 004), per
 * module × teacher of one campaign. The arithmetic lives in puntuaciones.ts; this file reads.
 */

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
  /** The school year whose campaigns count (issue 46); without it, any. */
  cursoAcademico?: string;
  curso?: 1 | 2;
  ciclo?: string;
  /** Minimum answers; defaults to SURVEY_MIN_RESPONSES. */
  minimo?: number;
  /**
   * As which cargo: "docente" reads only the caller's own modules even if she is in the management
   * (her page of results); by default the management reads all and a teacher her own.
   */
  como?: "docente" | "admin";
};

/**
 * Results per module × teacher of one campaign. A teacher gets the modules they teach (and any
 * where they were rated in that campaign); the management gets every module, narrowed by course and
 * cycle. Only published scores and comments are read (decision 004), and no scores of a hidden group.
 *
 * One statement (docs/decisions/032): the groups are the teacher's assignments and the campaign's
 * rated groups together (a union, so a module taught to several groups is still one group), each
 * with its publication and, only where it reaches the minimum, its published counts.
 */
export async function listResultados(
  user: Quien,
  filtros: FiltrosResultados = {},
  db?: Db,
): Promise<{ campana: CampanaResumen | null; modulos: ResultadoModulo[] }> {
  const todos = filtros.como !== "docente" && puede(user, "encuestas.resultadosCentro");
  const propios = filtros.como !== "admin" && puede(user, "encuestas.resultadosPropios");
  if (!todos && !propios) return { campana: null, modulos: [] };
  const d = db ?? (await getDb());
  const campana = await getCampanaResultados(user, filtros.campana, d, filtros.cursoAcademico);
  if (!campana) return { campana: null, modulos: [] };
  const minimo = filtros.minimo ?? umbralRespuestas();
  const soloSuyos = !todos;

  const grupos = d.$with("grupos").as(
    union(
      d
        .select({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, docenteId: imparticiones.docenteId })
        .from(imparticiones)
        // The campaign's school year's assignments (decision 067), drafts left out.
        .where(and(eq(imparticiones.cursoAcademico, campana.cursoAcademico), eq(imparticiones.borrador, false), soloSuyos ? eq(imparticiones.docenteId, user.id) : undefined)),
      d
        .select({ modulo: resultados.modulo, ciclo: resultados.ciclo, docenteId: resultados.docenteId })
        .from(resultados)
        .where(and(eq(resultados.campanaId, campana.id), soloSuyos ? eq(resultados.docenteId, user.id) : undefined)),
    ),
  );
  // What teachers see is the last publication, never the running total; and not even that unless
  // it reaches the minimum (the rule of calcularVisibilidad, which still decides below). The
  // questions' texts come along with their counts.
  const publicadas = sql<{ cuestiones: { id: number; texto: string; orden: number }[]; recuentos: RecuentosGrupo } | null>`case when ${resultados.publicadas} >= ${minimo} then json_build_object(
    'recuentos', ${resultados.recuentosPublicados},
    'cuestiones', ${listaOVacia(sql`select json_agg(json_build_object('id', ${cuestiones.id}, 'texto', ${cuestiones.texto}, 'orden', ${cuestiones.orden}))
      from ${cuestiones} where ${resultados.recuentosPublicados} ? ${cuestiones.id}::text`)}
  ) end`;

  const filas = await d
    .with(grupos)
    .select({
      codigo: modulos.codigo,
      nombre: modulos.nombre,
      ciclo: modulos.ciclo,
      curso: modulos.curso,
      docenteId: usuarios.id,
      email: usuarios.email,
      docNombre: usuarios.nombre,
      docApellidos: usuarios.apellidos,
      respuestas: resultados.respuestas,
      publicadas: resultados.publicadas,
      comentarios: resultados.comentariosPublicados,
      publicacion: publicadas,
    })
    .from(grupos)
    .innerJoin(modulos, and(eq(modulos.codigo, grupos.modulo), eq(modulos.ciclo, grupos.ciclo)))
    .innerJoin(usuarios, eq(usuarios.id, grupos.docenteId))
    .leftJoin(
      resultados,
      and(eq(resultados.campanaId, campana.id), eq(resultados.modulo, grupos.modulo), eq(resultados.ciclo, grupos.ciclo), eq(resultados.docenteId, grupos.docenteId)),
    )
    .where(and(filtros.ciclo ? eq(modulos.ciclo, filtros.ciclo) : undefined, filtros.curso ? eq(modulos.curso, filtros.curso) : undefined));

  const lista = filas.map((f): ResultadoModulo => {
    const v = calcularVisibilidad(campana.estado, f.respuestas ?? 0, f.publicadas ?? 0, minimo);
    return {
      ...v,
      campana,
      modulo: { codigo: f.codigo, nombre: f.nombre, ciclo: f.ciclo, curso: f.curso },
      docente: { email: f.email, nombre: f.docNombre, apellidos: f.docApellidos },
      cuestiones: v.visible && f.publicacion ? resumirCuestiones(f.publicacion.cuestiones, listarRecuentos(f.publicacion.recuentos)) : [],
      comentarios: v.visible ? ordenarComentarios(f.comentarios ?? []) : [],
    };
  });
  lista.sort(
    (a, b) =>
      a.modulo.curso - b.modulo.curso ||
      a.modulo.ciclo.localeCompare(b.modulo.ciclo) ||
      compararEspanol(a.modulo.nombre, b.modulo.nombre) ||
      compararEspanol(a.docente.apellidos, b.docente.apellidos) ||
      compararEspanol(a.docente.nombre, b.docente.nombre),
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
