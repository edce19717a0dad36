import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db";
import { deJson, enUnaFila, listaOVacia } from "../db/fila";
import { convalidaciones, departamentos, grupoEstudiantes, imparticiones, matriculasModulo, modulos, tutorias, usuarios, type Usuario } from "../db/schema";
import { delCursoActual, imparticionVigenteDe } from "../curso-academico/historia";
import { noEncontrado } from "../errors";
import { exigir } from "../acceso/exigir";
import { paginaConTotal } from "../db/paginas";
import type { Pagina } from "../paginacion";
import { contieneSql } from "../texto";
import { cargoPrincipalSql, conAlgunCargo, conCargo } from "../acceso/sql";
import { puede } from "../acceso/politica";
import { CARGOS, type Cargo, type ConCargos } from "../acceso/cargos";
import { CUENTAS_DEMO_POR_TIPO } from "./demo";
import type { FiltroUsuarios } from "./schemas";

export { unsafeFindUsuarioByEmail } from "../auth/cuentas";

/** Unscoped: resolves the id carried by a session or bearer token. */
export async function unsafeFindUsuarioById(id: number, db?: Db): Promise<Usuario | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const d = db ?? (await getDb());
  const [u] = await d.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return u ?? null;
}

export type CuentaDemo = Pick<Usuario, "email" | "nombre" | "apellidos" | "cargos"> & { principal: Cargo; totalDelTipo: number };

/**
 * Demo accounts offered as buttons on the login page (AUTH_DEMO=1 only): the first `porTipo` of
 * each highest cargo in the order the seed created them (its named accounts first), each with how
 * many share that highest cargo. Only `demo` accounts, the only
 * ones the demo provider lets in: a real person's name never shows on the login page. A centre
 * loaded with hundreds of accounts would otherwise list every one of them on a public page.
 */
export async function unsafeListCuentasDemo(db?: Db, porTipo = CUENTAS_DEMO_POR_TIPO): Promise<CuentaDemo[]> {
  const d = db ?? (await getDb());
  const principal = cargoPrincipalSql(usuarios.cargos);
  const c = d
    .select({
      email: usuarios.email,
      nombre: usuarios.nombre,
      apellidos: usuarios.apellidos,
      cargos: usuarios.cargos,
      principal: principal.as("principal"),
      puesto: sql<number>`row_number() over (partition by ${principal} order by ${usuarios.id})`.as("puesto"),
      totalDelTipo: sql<number>`count(*) over (partition by ${principal})`.as("total_del_tipo"),
    })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), eq(usuarios.demo, true)))
    .as("c");
  const filas = await d
    .select({ email: c.email, nombre: c.nombre, apellidos: c.apellidos, cargos: c.cargos, principal: c.principal, totalDelTipo: c.totalDelTipo })
    .from(c)
    .where(sql`${c.puesto} <= ${porTipo}`)
    .orderBy(sql`case ${c.principal} when 'admin' then 0 when 'jefatura' then 1 when 'docente' then 2 else 3 end`, asc(c.puesto));
  return filas.map((f) => ({ ...f, totalDelTipo: Number(f.totalDelTipo) }));
}

export type CuentasPorCargo = { cargo: Cargo; total: number }[];

/**
 * Active accounts per cargo (a head of department who teaches counts as both), for the admin home,
 * as a JSON column (enUnaFila): the home reads it with its other counts in one statement. Anyone
 * else gets an empty list, without a read.
 */
export function cuentasPorCargoColumna(user: ConCargos): SQL<CuentasPorCargo> {
  const porCargo = (v: unknown) => {
    const n = deJson<Record<string, number> | null>(v) ?? {};
    return CARGOS.map((cargo) => ({ cargo, total: n[cargo] ?? 0 }));
  };
  if (!puede(user, "centro.administrar")) return sql`null`.mapWith(() => []);
  return sql`(select json_object_agg(x.cargo, x.total) from (
      select c.cargo, count(*)::int as total from ${usuarios} as u cross join unnest(u.cargos) as c(cargo) where u.activo group by c.cargo) as x)`.mapWith(porCargo);
}

export async function countUsuariosPorCargo(user: ConCargos, db?: Db): Promise<CuentasPorCargo> {
  if (!puede(user, "centro.administrar")) return [];
  return (await enUnaFila({ cuentas: cuentasPorCargoColumna(user) }, db)).cuentas;
}

// --- Administration (admin only) ------------------------------------------------------------------

export type UsuarioFila = {
  id: number;
  email: string;
  nombre: string;
  apellidos: string;
  cargos: Cargo[];
  activo: boolean;
  codigo: string | null;
  departamentoId: number | null;
  departamento: string | null;
  grupo: string | null;
  creado: Date;
};

export const POR_PAGINA_USUARIOS = 25;

const columnasFila = {
  id: usuarios.id,
  email: usuarios.email,
  nombre: usuarios.nombre,
  apellidos: usuarios.apellidos,
  cargos: usuarios.cargos,
  activo: usuarios.activo,
  codigo: usuarios.codigo,
  departamentoId: usuarios.departamentoId,
  departamento: departamentos.nombre,
  grupo: grupoEstudiantes.grupo,
  creado: usuarios.creado,
};

/** Unscoped: people with their department's name and their group; the caller adds the where. */
export function unsafeConsultaUsuarios<Extra extends SelectedFields = Record<never, never>>(d: Db, extra?: Extra) {
  return d
    .select({ ...columnasFila, ...(extra as Extra) })
    .from(usuarios)
    .leftJoin(departamentos, eq(departamentos.id, usuarios.departamentoId))
    .leftJoin(grupoEstudiantes, grupoDelCursoActual);
}

// A person's group is this school year's (decision 067).
const grupoDelCursoActual = and(eq(grupoEstudiantes.estudianteId, usuarios.id), delCursoActual(grupoEstudiantes.cursoAcademico));

/** People by surname, filtered and paginated; `q` looks in name, surnames, email and code. */
export async function listUsuarios(user: ConCargos, filtro: FiltroUsuarios, db?: Db): Promise<Pagina<UsuarioFila>> {
  exigir(user, "centro.administrar");
  const d = db ?? (await getDb());
  const donde = and(
    filtro.q
      ? or(
          contieneSql(sql`${usuarios.nombre} || ' ' || ${usuarios.apellidos}`, filtro.q),
          contieneSql(usuarios.email, filtro.q),
          contieneSql(sql`coalesce(${usuarios.codigo}, '')`, filtro.q),
        )
      : undefined,
    filtro.cargo ? conCargo(usuarios.cargos, filtro.cargo) : undefined,
    filtro.departamento ? eq(usuarios.departamentoId, filtro.departamento) : undefined,
    filtro.grupo ? eq(grupoEstudiantes.grupo, filtro.grupo) : undefined,
    filtro.activo === "todas" ? undefined : eq(usuarios.activo, filtro.activo === "si"),
  );
  const cuenta = d.select({ total: sql<number>`count(*)::int` }).from(usuarios).leftJoin(grupoEstudiantes, grupoDelCursoActual).where(donde);
  // The page and its total in one statement (docs/decisions/032).
  const p = await paginaConTotal(
    d,
    cuenta,
    (total, limite, offset) =>
      unsafeConsultaUsuarios(d, { total })
        .where(donde)
        .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre), asc(usuarios.id))
        .limit(limite)
        .offset(offset),
    filtro.pagina,
    POR_PAGINA_USUARIOS,
  );
  return { filas: p.filas, total: p.total, pagina: p.pagina, paginas: p.paginas, porPagina: POR_PAGINA_USUARIOS };
}

export type VinculosUsuario = {
  imparte: { modulo: string; ciclo: string; nombre: string; grupo: string }[];
  tutoria: string | null;
  jefaturaDe: string | null;
  matriculas: number;
  convalidaciones: { id: number; ciclo: string; creada: Date; resuelta: Date | null }[];
};

export type UsuarioDetalle = UsuarioFila & { vinculos: VinculosUsuario };

/**
 * What a person is linked to, as one JSON column of the person's row (their id is `usuarios.id`):
 * modules taught, tutoría, department headed, enrolments and requests.
 */
function vinculosColumna(): SQL<VinculosUsuario> {
  const id = usuarios.id;
  return sql`json_build_object(
      'imparte', ${listaOVacia(sql`
        select json_agg(json_build_object('modulo', i.modulo, 'ciclo', i.ciclo, 'nombre', m.nombre, 'grupo', i.grupo) order by i.grupo, m.nombre)
        from ${imparticiones} as i inner join ${modulos} as m on m.codigo = i.modulo and m.ciclo = i.ciclo where i.docente_id = ${id} and ${imparticionVigenteDe("i")}`)},
      'tutoria', (select t.grupo from ${tutorias} as t where t.tutor_id = ${id} and ${delCursoActual(sql`t.curso_academico`)} limit 1),
      'jefaturaDe', (select dj.nombre from ${departamentos} as dj where dj.jefe_id = ${id} limit 1),
      'matriculas', (select count(*) from ${matriculasModulo} as mm where mm.estudiante_id = ${id} and ${delCursoActual(sql`mm.curso_academico`)}),
      'convalidaciones', ${listaOVacia(sql`
        select json_agg(json_build_object('id', c.id, 'ciclo', c.ciclo, 'creada', c.creada, 'resuelta', c.resuelta) order by c.creada desc)
        from ${convalidaciones} as c where c.estudiante_id = ${id}`)})`.mapWith((v) => {
    const j = deJson<Omit<VinculosUsuario, "convalidaciones"> & { convalidaciones: { id: number; ciclo: string; creada: string; resuelta: string | null }[] }>(v);
    return { ...j, convalidaciones: j.convalidaciones.map((c) => ({ ...c, creada: new Date(c.creada), resuelta: c.resuelta === null ? null : new Date(c.resuelta) })) };
  });
}

/** A person with what they are linked to: modules taught, tutoría, department, enrolments, requests; one statement. */
export async function getUsuario(user: ConCargos, id: number, db?: Db): Promise<UsuarioDetalle> {
  exigir(user, "centro.administrar");
  const d = db ?? (await getDb());
  const [u] = await unsafeConsultaUsuarios(d, { vinculos: vinculosColumna() }).where(eq(usuarios.id, id));
  if (!u) throw noEncontrado("Persona no encontrada.");
  return u;
}

export type Persona = { id: number; nombre: string; email: string; cargos: Cargo[] };

/** Active people holding one of some cargos, by surname: the choices of the tutor, head and teacher selects. */
export async function listPersonasActivas(user: ConCargos, cargos: readonly Cargo[], db?: Db): Promise<Persona[]> {
  exigir(user, "centro.administrar");
  const d = db ?? (await getDb());
  const filas = await d
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, cargos: usuarios.cargos })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), conAlgunCargo(usuarios.cargos, cargos)))
    .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre));
  return filas.map((f) => ({ id: f.id, nombre: `${f.apellidos}, ${f.nombre}`.replace(/^, /, ""), email: f.email, cargos: f.cargos }));
}
