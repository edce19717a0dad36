import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { cuestiones, imparticiones, modulos, recuentos, resultados, usuarios } from "../db/schema";
import { calcularVisibilidad, ordenarComentarios, resumirCuestiones, type CuestionResultado, type Visibilidad } from "./puntuaciones";
import { getCampanaResultados, umbralRespuestas, type CampanaResumen, type Quien } from "./queries";

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
