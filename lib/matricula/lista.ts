import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { deJson, enUnaFila, type Valores } from "../db/fila";
import { ciclos, matriculaHistorial, matriculaModulos, matriculas, rutasTransporte, usuarios, type EstadoMatricula } from "../db/schema";
import { cursoActualSql, getCursoActual } from "../curso-academico/queries";
import { ciclosColumna, conCiclo, type CicloCatalogo } from "../ciclos/queries";
import { noEncontrado } from "../errors";
import { paginaConTotal } from "../db/paginas";
import { contieneSql, escaparLike } from "../texto";
import { normalizarNif } from "../campos";
import type { FiltrosMatriculas } from "./schemas";
import { exigir } from "../acceso/exigir";
import { puede } from "../acceso/politica";
import type { Quien } from "../acceso/cargos";
import { aDetalles, filas, type MatriculaDetalle } from "./ficha";
import { rutasConUsoColumna, type RutaConUso } from "./transporte";
import { unsafeSinEnviarColumna } from "./sin-enviar";

// --- The secretary's lists and counts ------------------------------------------------------------

export const TAMANO_PAGINA = 50;

export type MatriculaResumen = {
  id: number;
  estado: EstadoMatricula;
  nombre: string;
  apellidos: string;
  dni: string;
  email: string;
  ciclo: { codigo: string; nombre: string };
  ruta: string | null;
  modulos: number;
  actualizada: Date;
};

export type PaginaMatriculas = {
  curso: string;
  matriculas: MatriculaResumen[];
  total: number;
  pagina: number;
  paginas: number;
  /** Matrículas per state under the other filters (what the state chips count). */
  porEstado: Record<EstadoMatricula, number>;
};

function condiciones(curso: string | SQL<string>, f: Omit<FiltrosMatriculas, "pagina" | "curso">, conEstado = true): SQL | undefined {
  const c: SQL[] = [eq(matriculas.cursoAcademico, curso)];
  if (conEstado && f.estado !== "todas") c.push(eq(matriculas.estado, f.estado));
  if (f.ciclo) c.push(eq(matriculas.ciclo, f.ciclo));
  if (f.transporte === "con") c.push(isNotNull(matriculas.rutaId));
  else if (f.transporte === "sin") c.push(isNull(matriculas.rutaId));
  else if (/^\d+$/.test(f.transporte)) c.push(eq(matriculas.rutaId, Number(f.transporte)));
  if (f.q) {
    const dni = normalizarNif(f.q);
    c.push(
      sql`(${contieneSql(sql`${matriculas.nombre} || ' ' || ${matriculas.apellidos}`, f.q)}
        or ${contieneSql(sql`${matriculas.apellidos} || ', ' || ${matriculas.nombre}`, f.q)}
        or ${contieneSql(matriculas.email, f.q)}
        ${dni ? sql`or ${matriculas.dni} like ${`%${escaparLike(dni)}%`}` : sql``})`,
    );
  }
  return and(...c);
}

async function cursoDe(f: { curso?: string }, d: Db) {
  return f.curso ?? (await getCursoActual(d)).codigo;
}

/** The year a list shows as an SQL expression: the one asked for, else the current one (cursoActualSql). */
function cursoSqlDe(f: { curso?: string }): SQL<string> {
  return f.curso ? sql<string>`${f.curso}::text` : cursoActualSql();
}

/** How many matrículas matching `donde` are in each state, as a JSON column. */
function porEstadoColumna(donde: SQL | undefined): SQL<Record<EstadoMatricula, number>> {
  return sql`(select json_build_object('enviada', count(*) filter (where ${matriculas.estado} = 'enviada'),
        'revisada', count(*) filter (where ${matriculas.estado} = 'revisada'),
        'incidencia', count(*) filter (where ${matriculas.estado} = 'incidencia'))
      from ${matriculas} ${donde ? sql`where ${donde}` : sql``})`.mapWith((v) => {
    const r = deJson<Record<EstadoMatricula, number | string>>(v);
    return { enviada: Number(r.enviada), revisada: Number(r.revisada), incidencia: Number(r.incidencia) };
  });
}

export type MatriculasPorEstado = { curso: string; porEstado: Record<EstadoMatricula, number> };

/**
 * How many matrículas of the current year are in each state (admin home), with the year's code, as
 * two JSON columns (enUnaFila; cursoActualSql, docs/decisions/032). Admins only.
 */
export function matriculasPorEstadoColumnas(user: Quien): { curso: SQL<string>; porEstado: SQL<Record<EstadoMatricula, number>> } {
  exigir(user, "matriculas.revisar");
  return { curso: cursoActualSql(), porEstado: porEstadoColumna(eq(matriculas.cursoAcademico, cursoActualSql())) };
}

export async function countMatriculas(user: Quien, db?: Db): Promise<MatriculasPorEstado> {
  return enUnaFila(matriculasPorEstadoColumnas(user), db);
}

/**
 * All matrículas of a school year (admin only), most recently sent first, filtered, with counts: the
 * page with its total in one statement and, beside it, the year and the state counts in another,
 * with the `extra` columns a page adds (docs/decisions/032).
 */
async function leerLista<E extends Record<string, SQL<unknown>>>(user: Quien, f: FiltrosMatriculas, extra: E, db?: Db) {
  exigir(user, "matriculas.revisar");
  const d = db ?? (await getDb());
  const curso = cursoSqlDe(f);
  const donde = condiciones(curso, f);
  const [r, fila] = await Promise.all([
    paginaConTotal(
      d,
      d.$count(matriculas, donde),
      (total, limite, offset) =>
        d
          .select({
            id: matriculas.id,
            estado: matriculas.estado,
            nombre: matriculas.nombre,
            apellidos: matriculas.apellidos,
            dni: matriculas.dni,
            email: matriculas.email,
            cicloCodigo: matriculas.ciclo,
            cicloNombre: ciclos.nombre,
            ruta: rutasTransporte.nombre,
            actualizada: matriculas.actualizada,
            modulos: sql<number>`(select count(*) from ${matriculaModulos} where ${matriculaModulos.matriculaId} = ${matriculas.id})`.mapWith(Number),
            total,
          })
          .from(matriculas)
          .innerJoin(ciclos, eq(ciclos.codigo, matriculas.ciclo))
          .leftJoin(rutasTransporte, eq(rutasTransporte.id, matriculas.rutaId))
          .where(donde)
          .orderBy(desc(matriculas.actualizada), desc(matriculas.id))
          .limit(limite)
          .offset(offset),
      f.pagina,
      TAMANO_PAGINA,
    ),
    enUnaFila({ ...extra, curso: sql<string>`${curso}`, porEstado: porEstadoColumna(condiciones(curso, f, false)) }, d),
  ]);
  const { curso: codigo, porEstado, ...resto } = fila as Valores<E> & { curso: string; porEstado: Record<EstadoMatricula, number> };
  const pagina: PaginaMatriculas = {
    curso: codigo,
    matriculas: r.filas.map(({ modulos, ...m }) => ({ ...conCiclo(m), modulos })),
    total: r.total,
    pagina: r.pagina,
    paginas: r.paginas,
    porEstado,
  };
  return { pagina, ...resto };
}

export async function listMatriculas(user: Quien, f: FiltrosMatriculas, db?: Db): Promise<PaginaMatriculas> {
  return (await leerLista(user, f, {}, db)).pagina;
}

/**
 * The admin's list page, in two statements: the page, its filters' choices (cycles, routes, years)
 * and how many students have not sent theirs this year (the link to /admin/matriculas/sin-enviar,
 * which is always about the current year, whichever year the list shows).
 */
export async function getListaMatriculas(
  user: Quien,
  f: FiltrosMatriculas,
  db?: Db,
): Promise<{ pagina: PaginaMatriculas; ciclos: CicloCatalogo[]; rutas: RutaConUso[]; cursos: string[]; sinEnviar: { curso: string; estudiantes: number } }> {
  // leerLista has checked the scope (matriculas.revisar, the same as listSinMatricula's).
  const { cursoActual, sinEnviar, ...resto } = await leerLista(
    user,
    f,
    { ciclos: ciclosColumna(), rutas: rutasConUsoColumna(user), cursos: cursosConMatriculasColumna(user), cursoActual: cursoActualSql(), sinEnviar: unsafeSinEnviarColumna() },
    db,
  );
  return { ...resto, sinEnviar: { curso: cursoActual, estudiantes: sinEnviar } };
}

/** Every matrícula matching the filters, in full, for the CSV export (admin only). */
export async function listMatriculasCompletas(user: Quien, f: Omit<FiltrosMatriculas, "pagina">, db?: Db): Promise<MatriculaDetalle[]> {
  exigir(user, "matriculas.revisar");
  const d = db ?? (await getDb());
  return aDetalles(await filas(d, condiciones(await cursoDe(f, d), f), [asc(matriculas.apellidos), asc(matriculas.nombre), asc(matriculas.id)]), d);
}

/** School years that have matrículas, newest first, plus the current one (admin's year filter), as a JSON column. */
function cursosConMatriculasColumna(user: Quien): SQL<string[]> {
  exigir(user, "matriculas.revisar");
  return sql`json_build_object('actual', ${cursoActualSql()}, 'con', (select json_agg(distinct m.curso_academico) from ${matriculas} as m))`.mapWith((v) => {
    const r = deJson<{ actual: string; con: string[] | null }>(v);
    return [...new Set([r.actual, ...(r.con ?? [])])].sort().reverse();
  });
}

export type EventoMatricula = { accion: (typeof matriculaHistorial.$inferSelect)["accion"]; fecha: Date; usuario: string | null; nota: string | null };

/** Sends, reviews and incidencias of a matrícula, oldest first (admin only). */
export async function listHistorialMatricula(user: Quien, id: number, db?: Db): Promise<EventoMatricula[]> {
  if (!puede(user, "matriculas.revisar")) throw noEncontrado("Matrícula no encontrada.");
  const d = db ?? (await getDb());
  const r = await d
    .select({ accion: matriculaHistorial.accion, fecha: matriculaHistorial.fecha, nombre: usuarios.nombre, apellidos: usuarios.apellidos, nota: matriculaHistorial.nota })
    .from(matriculaHistorial)
    .leftJoin(usuarios, eq(usuarios.id, matriculaHistorial.usuarioId))
    .where(eq(matriculaHistorial.matriculaId, id))
    .orderBy(asc(matriculaHistorial.fecha), asc(matriculaHistorial.id));
  return r.map((e) => ({ accion: e.accion, fecha: e.fecha, nota: e.nota, usuario: e.nombre === null ? null : `${e.nombre} ${e.apellidos ?? ""}`.trim() }));
}
