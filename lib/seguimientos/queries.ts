import { and, asc, eq, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { deJson, enUnaFila, listaOVacia } from "../db/fila";
import { accionesFormativas, diasNoLectivos, franjas, imparticiones, sesiones, usuarios } from "../db/schema";
import type { Quien } from "../acceso/cargos";
import type { ComoModulos } from "../acceso/alcance";
import { puede } from "../acceso/politica";
import { esCursoPasado } from "../curso-academico/elegido";
import { cursoDeLaConsulta, cursoDesde } from "../curso-academico/historia";
import { columnasCursoActual, cursoActualDesde, cursoActualSql, getCursoActual, type CursoAcademico, type DiaNoLectivo } from "../curso-academico/queries";
import { noEncontrado, siNoEncontrado } from "../errors";
import { hoyEnElCentro } from "../fechas";
import { compararEspanol } from "../orden";
import { duracionMinutos, franjasColumna, type Franja } from "../horarios/franjas";
import { getModulo, listModulosDepartamento, listModulosImpartidos, type ModuloResumen } from "../modulos/queries";
import { primerDia, ultimoDia } from "./meses";
import { periodosModuloColumna, unsafeListPeriodosModulo, type PeriodoModulo } from "./generacion";
import { calcularAccion, calcularDesviacion, calcularIndicadores, planificarSesiones, compararDesviacion, estadoAccion, indicadoresDeRecuento, minutosAHoras, type Desviacion, type Indicadores, type SesionDeAccion } from "./reglas";

/**
 * Reads of the follow-up, scoped to the caller (lib/acceso/alcance.ts): a teacher reads the modules
 * they teach, a jefatura the modules of her department, someone with both cargos both; anything
 * else is not found. The pages read as one cargo (`como`): the teacher's pages her own modules,
 * editable; the jefatura's her department's, read-only, even a module she also teaches. Only the
 * teacher of a module may change it (mutations.ts). Everything is of the current school year.
 */

export type { Quien };

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
  /** When it was last saved (ISO 8601, to the millisecond): an edit sends it back, and a save made
   *  on a form older than that is refused instead of overwriting what changed meanwhile. */
  actualizado: string;
};

/** A timestamp as the ISO text JavaScript writes (UTC, milliseconds), the same in both reads below. */
const instanteIso = (c: SQL | AnyColumn) => sql<string>`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type ModuloSeguimiento = {
  modulo: ModuloResumen;
  curso: CursoAcademico;
  /** The caller teaches it: may change actions and sessions. */
  editable: boolean;
};

/**
 * Whether the caller may change a module she may read: she teaches it, and reads it as a teacher
 * (the jefatura's review is read-only). `como` "docente" has already checked that she teaches it.
 */
async function esEditable(user: Quien, m: ModuloResumen, como: ComoModulos | undefined, d: Db): Promise<boolean> {
  if (como === "jefatura" || !puede(user, "seguimiento.editar")) return false;
  if (como === "docente") return true;
  return siNoEncontrado(getModulo(user, m.codigo, m.ciclo, d, "docente").then(() => true), () => false);
}

/** The module if the caller may read its follow-up (its teacher, or the head of its department). */
export async function getModuloSeguimiento(user: Quien, codigo: string, ciclo: string, db?: Db, como?: ComoModulos): Promise<ModuloSeguimiento> {
  const d = db ?? (await getDb());
  const modulo = await getModulo(user, codigo, ciclo, d, como);
  return { modulo, curso: await getCursoActual(d), editable: await esEditable(user, modulo, como, d) };
}

/** The module if the caller may change its follow-up: only a teacher who teaches it (spec §6). */
export async function getModuloEditable(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<ModuloSeguimiento> {
  await comprobarModuloEditable(user, codigo, ciclo, db);
  return getModuloSeguimiento(user, codigo, ciclo, db, "docente");
}

/**
 * getModuloEditable's check alone (not found unless the caller teaches the module), for a page that
 * reads the year with the module's data afterwards (docs/decisions/032).
 */
export async function comprobarModuloEditable(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<ModuloResumen> {
  if (!puede(user, "seguimiento.editar")) throw noEncontrado("Módulo no encontrado.");
  return getModulo(user, codigo, ciclo, db ?? (await getDb()), "docente");
}

// --- Unscoped building blocks (callers check the scope first) --------------------------------------

type ClaveModulo = { codigo: string; ciclo: string };

/**
 * `(modulo, ciclo)` is one of the modules given; false for none. A teacher's few modules are ORed
 * pairs, which PostgreSQL reads through the (modulo, ciclo) index; a department's sixty are a list
 * of rows, matched by hashing: as ORs they took 3 ms to plan per statement, for the same 3 ms of
 * running. Measured both ways on each list (decision 040).
 */
function deLosModulos(modulo: AnyColumn | SQL, ciclo: AnyColumn | SQL, lista: readonly ClaveModulo[]): SQL {
  if (lista.length === 0) return sql`false`;
  if (lista.length <= MODULOS_COMO_OR) return or(...lista.map((m) => sql`(${modulo} = ${m.codigo} and ${ciclo} = ${m.ciclo})`))!;
  // Two array parameters, not two per module: a department's list goes into one statement up to
  // four times, and building and parsing hundreds of parameters cost more than the query itself.
  const codigos = sql.param(lista.map((m) => m.codigo));
  const ciclos = sql.param(lista.map((m) => m.ciclo));
  return sql`(${modulo}, ${ciclo}) in (select * from unnest(${codigos}::text[], ${ciclos}::text[]))`;
}

/** Up to this many modules deLosModulos writes ORs: more than a teacher has, fewer than a department. */
const MODULOS_COMO_OR = 10;

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

/** An action's own columns, as a read selects them and a write returns them. */
export const COLUMNAS_ACCION = {
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
  actualizado: instanteIso(accionesFormativas.actualizado),
};

async function unsafeFilasAcciones(d: Db, lista: readonly ClaveModulo[], curso: string): Promise<FilaAccion[]> {
  return d
    .select(COLUMNAS_ACCION)
    .from(accionesFormativas)
    .where(and(eq(accionesFormativas.cursoAcademico, curso), deLosModulos(accionesFormativas.modulo, accionesFormativas.ciclo, lista)))
    .orderBy(asc(accionesFormativas.fechaInicio), asc(accionesFormativas.id));
}

/**
 * A module's session counts: all of the year (up to `hasta`), up to `recuentosA`, and up to
 * `recuentosA` assigned to an action; `mes` and `asignadasMes`, those from `mesDesde` on.
 */
type RecuentoModulo = { modulo: string; ciclo: string; totales: number; actuales: number; impartidas: number; mes: number; asignadasMes: number };
/** An action's sessions of one slot length: how many (and how many from `mesDesde` on), and the first and last date. */
type TramoAccion = { accionId: number; inicio: string; fin: string; sesiones: number; mes: number; primera: string; ultima: string };

type DatosModulos = {
  curso: CursoAcademico;
  sesiones: FilaSesion[];
  acciones: FilaAccion[];
  docentes: Map<string, string[]>;
  noLectivos: DiaNoLectivo[];
  recuentos: RecuentoModulo[];
  tramos: TramoAccion[];
};

/**
 * The current year and, for the modules given, what unsafeFilasSesiones, unsafeFilasAcciones and
 * docentesDe read (same rows, same order), with the year's days off: one statement, each list a
 * JSON column, instead of one each (docs/decisions/032). The caller has checked the scope.
 */
async function unsafeDatosModulos(
  d: Db,
  lista: readonly ClaveModulo[],
  o: { hasta?: string; docentes?: boolean; noLectivos?: boolean; recuentosA?: string; mesDesde?: string; curso?: string } = {},
): Promise<DatosModulos> {
  // Aliases written out: the statement reads from no table of its own, so drizzle would leave the
  // columns of these subqueries unqualified.
  const col = (c: string) => sql.raw(c);
  // With `recuentosA` (a date), the sessions are counted here instead of sent one by one: the
  // overview needs only calcularIndicadores' three counts per module and, per action, what
  // calcularAccion adds up (minutes, first and last date), and a department has thousands of
  // sessions a year (decision 036). Minutes stay duracionMinutos' job: grouped by slot. Both lists
  // come from one grouping of the sessions (module, action, slot), so the year's sessions are read
  // once, not once per list. The monthly report adds `hasta` (the month's last day) and `mesDesde`
  // (its first), and counts the month's sessions in the same pass.
  const agrupadasJson = o.recuentosA
    ? sql`(with g as (
          select s.modulo, s.ciclo, s.accion_id, s.franja_id, count(*) as n, count(*) filter (where s.fecha <= ${o.recuentosA}) as actuales,
            ${o.mesDesde ? sql`count(*) filter (where s.fecha >= ${o.mesDesde})` : sql`0`} as mes, min(s.fecha) as primera, max(s.fecha) as ultima
          from ${sesiones} as s where s.curso_academico = c.codigo and ${deLosModulos(col("s.modulo"), col("s.ciclo"), lista)} ${o.hasta ? sql`and s.fecha <= ${o.hasta}` : sql``}
          group by s.modulo, s.ciclo, s.accion_id, s.franja_id)
        select json_build_object(
          'recuentos', ${listaOVacia(sql`
            select json_agg(json_build_object('modulo', r.modulo, 'ciclo', r.ciclo, 'totales', r.totales, 'actuales', r.actuales, 'impartidas', r.impartidas,
                'mes', r.mes, 'asignadasMes', r.asignadas_mes))
            from (select g.modulo, g.ciclo, sum(g.n) as totales, sum(g.actuales) as actuales, coalesce(sum(g.actuales) filter (where g.accion_id is not null), 0) as impartidas,
                sum(g.mes) as mes, coalesce(sum(g.mes) filter (where g.accion_id is not null), 0) as asignadas_mes
              from g group by g.modulo, g.ciclo) as r`)},
          'tramos', ${listaOVacia(sql`
            select json_agg(json_build_object('accionId', t.accion_id, 'inicio', t.inicio, 'fin', t.fin, 'sesiones', t.n, 'mes', t.mes, 'primera', t.primera, 'ultima', t.ultima))
            from (select g.accion_id, f.inicio, f.fin, sum(g.n) as n, sum(g.mes) as mes, min(g.primera) as primera, max(g.ultima) as ultima
              from g inner join ${franjas} as f on f.id = g.franja_id where g.accion_id is not null
              group by g.accion_id, f.inicio, f.fin) as t`)}))`
    : sql`json_build_object('recuentos', '[]'::json, 'tramos', '[]'::json)`;
  const sesionesJson = o.recuentosA
    ? sql`'[]'::json`
    : listaOVacia(sql`
      select json_agg(json_build_object('id', s.id, 'modulo', s.modulo, 'ciclo', s.ciclo, 'fecha', s.fecha, 'franja', s.franja_id,
          'inicio', f.inicio, 'fin', f.fin, 'accionId', s.accion_id, 'accionNombre', a.nombre)
        order by s.fecha, f.orden, s.id)
      from ${sesiones} as s inner join ${franjas} as f on f.id = s.franja_id left join ${accionesFormativas} as a on a.id = s.accion_id
      where s.curso_academico = c.codigo and ${deLosModulos(col("s.modulo"), col("s.ciclo"), lista)} ${o.hasta ? sql`and s.fecha <= ${o.hasta}` : sql``}`);
  const accionesJson = listaOVacia(sql`
      select json_agg(json_build_object('id', af.id, 'modulo', af.modulo, 'ciclo', af.ciclo, 'nombre', af.nombre, 'horasEstimadas', af.horas_estimadas,
          'fechaInicio', af.fecha_inicio, 'fechaFin', af.fecha_fin, 'completado', af.completado, 'comentarios', af.comentarios,
          'desviaciones', af.desviaciones, 'medidasCorrectoras', af.medidas_correctoras, 'actualizado', ${instanteIso(col("af.actualizado"))})
        order by af.fecha_inicio, af.id)
      from ${accionesFormativas} as af where af.curso_academico = c.codigo and ${deLosModulos(col("af.modulo"), col("af.ciclo"), lista)}`);
  // Distinct: one name per teacher, whatever the number of groups they teach the module to.
  const docentesJson = o.docentes
    ? listaOVacia(sql`
        select json_agg(json_build_object('modulo', x.modulo, 'ciclo', x.ciclo, 'nombre', x.nombre, 'apellidos', x.apellidos) order by x.apellidos, x.nombre)
        from (select distinct i.modulo, i.ciclo, u.nombre, u.apellidos from ${imparticiones} as i inner join ${usuarios} as u on u.id = i.docente_id
          where u.activo and i.curso_academico = c.codigo and not i.borrador and ${deLosModulos(col("i.modulo"), col("i.ciclo"), lista)}) as x`)
    : sql`'[]'::json`;
  const noLectivosJson = o.noLectivos
    ? listaOVacia(sql`
        select json_agg(json_build_object('fecha', dn.fecha, 'descripcion', dn.descripcion) order by dn.fecha)
        from ${diasNoLectivos} as dn where dn.fecha between c.inicio and c.fin`)
    : sql`'[]'::json`;
  const [r] = await d
    .select({
      ...columnasCursoActual("c"),
      sesiones: sesionesJson.mapWith(deJson<FilaSesion[]>),
      acciones: accionesJson.mapWith(deJson<FilaAccion[]>),
      docentes: docentesJson.mapWith(deJson<{ modulo: string; ciclo: string; nombre: string; apellidos: string }[]>),
      noLectivos: noLectivosJson.mapWith(deJson<DiaNoLectivo[]>),
      agrupadas: agrupadasJson.mapWith(deJson<{ recuentos: RecuentoModulo[]; tramos: TramoAccion[] }>),
    })
    .from(o.curso ? cursoDesde(o.curso, "c") : cursoActualDesde("c"));
  const docentes = new Map<string, string[]>();
  for (const f of r.docentes) anadir(docentes, clave({ codigo: f.modulo, ciclo: f.ciclo }), `${f.nombre} ${f.apellidos}`.trim());
  return {
    curso: { codigo: r.codigo, inicio: r.inicio, fin: r.fin, actual: r.actual },
    sesiones: r.sesiones,
    acciones: r.acciones,
    docentes,
    noLectivos: r.noLectivos,
    recuentos: r.agrupadas.recuentos,
    tramos: r.agrupadas.tramos,
  };
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
  const porAccion = new Map<number, SesionDeAccion[]>();
  for (const s of filasSesion) if (s.accionId !== null) anadir(porAccion, s.accionId, { fecha: s.fecha, minutos: duracionMinutos(s) });
  return componerAccionesDe(filas, porAccion);
}

/**
 * Each row with what its sessions add up to. Written field by field, in the order the rows and
 * calcularAccion give them, not as a rest pattern and two spreads: over a department's hundreds of
 * actions those copies cost the overview and the module list some 4 ms of their 23–25 ms of CPU per
 * request (measured with --against; bench/historial/issue-50.md, eighth session).
 */
function componerAccionesDe(filas: readonly FilaAccion[], porAccion: ReadonlyMap<number, readonly SesionDeAccion[]>): AccionVista[] {
  return filas.map((f) => {
    const c = calcularAccion(f, porAccion.get(f.id) ?? []);
    return {
      id: f.id,
      nombre: f.nombre,
      horasEstimadas: f.horasEstimadas,
      fechaInicio: f.fechaInicio,
      fechaFin: f.fechaFin,
      completado: f.completado,
      comentarios: f.comentarios,
      desviaciones: f.desviaciones,
      medidasCorrectoras: f.medidasCorrectoras,
      actualizado: f.actualizado,
      horasDedicadas: c.horasDedicadas,
      defase: c.defase,
      fechaInicioReal: c.fechaInicioReal,
      fechaFinReal: c.fechaFinReal,
      modulo: { codigo: f.modulo, ciclo: f.ciclo },
    };
  });
}

/** The view of an action just written that no session can name yet: what its row says, with no sessions. */
export const accionSinSesiones = (fila: FilaAccion): AccionVista => componerAccionesDe([fila], new Map())[0];

/** One session as the calendar shows it; the caller has checked the scope. */
export async function unsafeGetSesionVista(d: Db, s: { id: number; modulo: string; ciclo: string; cursoAcademico: string }): Promise<SesionVista | null> {
  const [fila] = await unsafeFilasSesiones(d, [{ codigo: s.modulo, ciclo: s.ciclo }], s.cursoAcademico, { id: s.id });
  return fila ? aSesionVista(fila) : null;
}

const clave = (m: ClaveModulo) => `${m.codigo}/${m.ciclo}`;

/** Appends to the list kept under `k`, starting it if there is none. */
function anadir<K, V>(listas: Map<K, V[]>, k: K, ...valores: V[]): void {
  const lista = listas.get(k);
  if (lista) lista.push(...valores);
  else listas.set(k, valores);
}

// --- Module follow-up ------------------------------------------------------------------------------

export type Seguimiento = ModuloSeguimiento & {
  sesiones: SesionVista[];
  acciones: AccionVista[];
  indicadores: Indicadores;
  /**
   * Sessions of the whole school year: those generated or added plus those the timetable still
   * implies (issue 48: before «Generar» the header counted only the sessions added by hand).
   */
  sesionesDelCurso: number;
  noLectivos: DiaNoLectivo[];
  hoy: string;
  /** A past school year (issue 46): shown read-only. */
  historial: boolean;
};

/**
 * Everything the module's follow-up pages show, read once; `como` is the page's cargo. `cursoPedido`
 * is a school year of the history (issue 46); a past one is never editable.
 */
export async function getSeguimiento(user: Quien, codigo: string, ciclo: string, db?: Db, como?: ComoModulos, cursoPedido?: string): Promise<Seguimiento> {
  const d = db ?? (await getDb());
  const modulo = await getModulo(user, codigo, ciclo, d, como);
  const { curso, sesiones: filasSesion, acciones: filasAccion, noLectivos } = await unsafeDatosModulos(d, [modulo], { noLectivos: true, curso: cursoPedido });
  const pasado = cursoPedido !== undefined && esCursoPasado(cursoPedido, (await getCursoActual(d)).codigo);
  const acciones = componerAcciones(filasAccion, filasSesion);
  const hoy = hoyEnElCentro();
  const periodos = await unsafeListPeriodosModulo(d, modulo.codigo, modulo.ciclo, curso.codigo);
  const plan = planificarSesiones({
    desde: curso.inicio,
    hasta: curso.fin,
    curso,
    noLectivos: new Set(noLectivos.map((n) => n.fecha)),
    periodos: periodos.map((p) => ({ dia: p.dia, franjaId: p.franja })),
  });
  const delCurso = new Set([...(plan?.sesiones ?? []).map((s) => `${s.fecha}/${s.franjaId}`), ...filasSesion.map((s) => `${s.fecha}/${s.franja}`)]);
  return {
    modulo,
    curso,
    editable: !pasado && (await esEditable(user, modulo, como, d)),
    sesiones: filasSesion.map(aSesionVista),
    acciones,
    indicadores: calcularIndicadores(filasSesion, acciones, hoy),
    sesionesDelCurso: delCurso.size,
    noLectivos,
    hoy,
    historial: pasado,
  };
}

/** Sessions of a module in the current school year, or in `curso` (all, or those of one month 'yyyy-MM'). */
export async function listSesiones(user: Quien, codigo: string, ciclo: string, opciones: { mes?: string; curso?: string } = {}, db?: Db): Promise<SesionVista[]> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  const filas = await unsafeFilasSesiones(d, [m.modulo], opciones.curso === undefined ? m.curso.codigo : await cursoDeLaConsulta(opciones.curso, d));
  const { mes } = opciones;
  return (mes ? filas.filter((s) => s.fecha >= primerDia(mes) && s.fecha <= ultimoDia(mes)) : filas).map(aSesionVista);
}

export async function listAcciones(user: Quien, codigo: string, ciclo: string, db?: Db, cursoPedido?: string): Promise<AccionVista[]> {
  const d = db ?? (await getDb());
  const m = await getModuloSeguimiento(user, codigo, ciclo, d);
  const lista = [m.modulo];
  const curso = cursoPedido === undefined ? m.curso.codigo : await cursoDeLaConsulta(cursoPedido, d);
  return componerAcciones(await unsafeFilasAcciones(d, lista, curso), await unsafeFilasSesiones(d, lista, curso));
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
  const acciones = await siNoEncontrado(listAcciones(user, a.modulo, a.ciclo, d), () => {
    throw noEncontrado("Acción formativa no encontrada.");
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

/**
 * What the configuration page offers to add and generate sessions: the day's slots and the module's
 * weekly periods in the current year's timetable (listPeriodosModulo), in one statement once the
 * module is checked.
 */
export async function getOpcionesSesiones(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<{ franjas: Franja[]; periodos: PeriodoModulo[] }> {
  const d = db ?? (await getDb());
  const m = await getModulo(user, codigo, ciclo, d);
  return enUnaFila({ franjas: franjasColumna(), periodos: periodosModuloColumna(m.codigo, m.ciclo, cursoActualSql()) }, d);
}

// --- Several modules: the picker, the department overview and the monthly report -------------------

export type ResumenModulo = {
  modulo: ModuloResumen;
  docentes: string[];
  indicadores: Indicadores;
  desviacion: Desviacion;
};

/** The modules whose follow-up the caller reads as `como`: a teacher's own, or the department's. */
async function modulosVisibles(user: Quien, como: ComoModulos, d: Db): Promise<ModuloResumen[]> {
  if (como === "docente") return puede(user, "seguimiento.editar") ? listModulosImpartidos(user, d) : [];
  return puede(user, "seguimiento.departamento") ? listModulosDepartamento(user, d) : [];
}

const SIN_SESIONES: RecuentoModulo = { modulo: "", ciclo: "", totales: 0, actuales: 0, impartidas: 0, mes: 0, asignadasMes: 0 };

/**
 * Each module's actions (with what their sessions add up to), its session counts and its actions'
 * minutes from `mesDesde` on, from what unsafeDatosModulos counted with `recuentosA`.
 */
function modulosAgrupados(
  lista: readonly ModuloResumen[],
  { acciones: filasAccion, recuentos, tramos }: Pick<DatosModulos, "acciones" | "recuentos" | "tramos">,
): { modulo: ModuloResumen; acciones: AccionVista[]; recuento: RecuentoModulo; minutosMes: ReadonlyMap<number, number> }[] {
  // What calcularAccion adds up, from each action's sessions grouped by slot: the minutes of all of
  // them, dated at the first; the last date with no minutes.
  const porAccion = new Map<number, SesionDeAccion[]>();
  const minutosMes = new Map<number, number>();
  for (const t of tramos) {
    const minutos = duracionMinutos(t);
    anadir(porAccion, t.accionId, { fecha: t.primera, minutos: t.sesiones * minutos }, { fecha: t.ultima, minutos: 0 });
    if (t.mes > 0) minutosMes.set(t.accionId, (minutosMes.get(t.accionId) ?? 0) + t.mes * minutos);
  }
  // Grouped once: a department has dozens of modules and hundreds of actions.
  const accionesDe = new Map<string, FilaAccion[]>();
  for (const a of filasAccion) anadir(accionesDe, clave({ codigo: a.modulo, ciclo: a.ciclo }), a);
  const recuentoDe = new Map(recuentos.map((r) => [clave({ codigo: r.modulo, ciclo: r.ciclo }), r]));
  return lista.map((m) => ({ modulo: m, acciones: componerAccionesDe(accionesDe.get(clave(m)) ?? [], porAccion), recuento: recuentoDe.get(clave(m)) ?? SIN_SESIONES, minutosMes }));
}

/**
 * Every module the caller follows as `como`, with its indicators and deviation. The jefatura gets
 * them most deviated first (the department overview); a teacher in the picker's order.
 */
export async function listResumenModulos(user: Quien, como: ComoModulos, db?: Db, curso?: string): Promise<{ curso: CursoAcademico; hoy: string; modulos: ResumenModulo[] }> {
  const d = db ?? (await getDb());
  const hoy = hoyEnElCentro();
  const lista = await modulosVisibles(user, como, d);
  const datos = await unsafeDatosModulos(d, lista, { docentes: true, recuentosA: hoy, curso });
  const modulos = modulosAgrupados(lista, datos).map(({ modulo: m, acciones, recuento }) => {
    const indicadores = indicadoresDeRecuento(recuento, acciones);
    return { modulo: m, docentes: datos.docentes.get(clave(m)) ?? [], indicadores, desviacion: calcularDesviacion(acciones, indicadores, hoy) };
  });
  if (como === "jefatura") modulos.sort((a, b) => compararDesviacion(a, b) || a.modulo.ciclo.localeCompare(b.modulo.ciclo) || a.modulo.curso - b.modulo.curso || compararEspanol(a.modulo.nombre, b.modulo.nombre));
  return { curso: datos.curso, hoy, modulos };
}

/**
 * A teacher's own actions whose planned end has passed without being completed (estadoAccion
 * «retrasada»), by module in the picker's order: the teacher's weekly digest (decision 066).
 */
export async function listAccionesRetrasadas(user: Quien, db?: Db): Promise<{ modulo: ModuloResumen; acciones: AccionVista[] }[]> {
  const d = db ?? (await getDb());
  const hoy = hoyEnElCentro();
  const lista = await modulosVisibles(user, "docente", d);
  if (lista.length === 0) return [];
  const datos = await unsafeDatosModulos(d, lista, { recuentosA: hoy });
  return modulosAgrupados(lista, datos)
    .map(({ modulo, acciones }) => ({ modulo, acciones: acciones.filter((a) => estadoAccion(a, hoy) === "retrasada") }))
    .filter((m) => m.acciones.length > 0);
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
  if (!puede(user, "seguimiento.departamento")) throw noEncontrado("Informe no encontrado.");
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
  // Counted in the statement, as the overview does, up to the month's last day: a department's
  // sessions one by one were most of the report's read (decision 036).
  const datos = await unsafeDatosModulos(d, lista, { hasta: finMes, docentes: true, recuentosA: corte, mesDesde: inicioMes });
  const modulos = modulosAgrupados(lista, datos).map(({ modulo: m, acciones: compuestas, recuento, minutosMes }) => {
    const acciones = compuestas.map((a) => ({ ...a, horasMes: minutosAHoras(minutosMes.get(a.id) ?? 0), horasAcumuladas: a.horasDedicadas }));
    const indicadores = indicadoresDeRecuento(recuento, acciones);
    return {
      modulo: m,
      docentes: datos.docentes.get(clave(m)) ?? [],
      indicadores,
      desviacion: calcularDesviacion(acciones, indicadores, corte),
      acciones,
      sesionesMes: recuento.mes,
      asignadasMes: recuento.asignadasMes,
    };
  });
  return { curso: datos.curso, mes, hoy, corte, modulos };
}
