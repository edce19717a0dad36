import type { TipoDocumento } from "../documento-identidad";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db";
import { columnaLista, deJson, enUnaFila, type Valores } from "../db/fila";
import { ciclos, grupoEstudiantes, grupos, matriculaBorradores, matriculaHistorial, matriculaModulos, matriculas, modulos, rutasTransporte, usuarios, type EstadoMatricula } from "../db/schema";
import { columnasCursoActual, cursoActualDesde, cursoActualSql, getCursoActual, type CursoAcademico } from "../centro/queries";
import { ciclosColumna, conCiclo, type CicloCatalogo } from "../ciclos/queries";
import { noEncontrado } from "../errors";
import { findMunicipio, findProvincia, listPaises } from "../refdata/queries";
import { paginaConTotal } from "../db/paginas";
import { contieneSql, escaparLike } from "../texto";
import { compararConNumeros } from "../orden";
import { normalizarNif } from "../campos";
import { cicloConTransporte } from "./reglas";
import { borradorSchema, valoresVacios, type FiltrosMatriculas, type ValoresMatricula } from "./schemas";
import { exigir } from "../acceso/exigir";
import { puede } from "../acceso/politica";
import type { Quien } from "../acceso/cargos";
import { alcanceTramites } from "../acceso/alcance";

export type { Quien };

/** A matrícula each person may reach: a student her own, the secretaría all (lib/acceso/alcance.ts). */
const alcanceMatriculas = (u: Quien) => alcanceTramites(u, matriculas.estudianteId, { todos: "matriculas.revisar", propios: "matricula.rellenar" });

type Ref = { id: string; nombre: string };
export type DireccionDetalle = { direccion: string; codigoPostal: string; provincia: Ref; localidad: Ref };
export type ModuloMatricula = { codigo: string; nombre: string; curso: number };

/** A submitted matrícula with every code resolved to its name: what pages, the PDF and the API show. */
export type MatriculaDetalle = {
  id: number;
  cursoAcademico: string;
  estado: EstadoMatricula;
  version: number;
  enviada: Date;
  actualizada: Date;
  revisada: Date | null;
  revisadaPor: string | null;
  incidencia: string | null;
  estudianteId: number;
  email: string;
  nombre: string;
  apellidos: string;
  tipoDocumento: TipoDocumento;
  dni: string;
  fechaNacimiento: string;
  telefono: string;
  nacimiento: {
    pais: { codigo: string; nombre: string };
    nacionalidad: { codigo: string; nombre: string };
    provincia: { id: string | null; nombre: string };
    localidad: { id: string | null; nombre: string };
  };
  domicilio: DireccionDetalle;
  curso: DireccionDetalle | null;
  ciclo: { codigo: string; nombre: string; modulos: ModuloMatricula[] };
  ruta: { id: number; nombre: string; provincia: string } | null;
  /** `padres` null: a minor, who is not asked. */
  proteccionDatos: { padres: boolean | null; grabar: boolean };
};

// Who reviewed it: a second join on usuarios (the student is the first, through estudiante_id).
const revisores = alias(usuarios, "revisores");

type Fila = typeof matriculas.$inferSelect & { cicloNombre: string; rutaNombre: string | null; revisadaPorNombre: string | null; modulos: ModuloMatricula[] };

// Each matrícula's modules as a column of its row, by course then code: one statement for a page
// of details instead of two (docs/decisions/032).
const modulosDeLaFila = columnaLista<ModuloMatricula>(sql`
    select json_agg(json_build_object('codigo', mm.modulo, 'nombre', mo.nombre, 'curso', mo.curso) order by mo.curso, mo.codigo)
    from ${matriculaModulos} as mm inner join ${modulos} as mo on mo.codigo = mm.modulo and mo.ciclo = mm.ciclo
    where mm.matricula_id = ${matriculas.id}`);

async function filas(d: Db, donde: SQL | undefined, orden: SQL[] = [desc(matriculas.actualizada), desc(matriculas.id)], limite?: number): Promise<Fila[]> {
  const q = d
    .select({
      m: matriculas,
      cicloNombre: ciclos.nombre,
      rutaNombre: rutasTransporte.nombre,
      revisorNombre: revisores.nombre,
      revisorApellidos: revisores.apellidos,
      modulos: modulosDeLaFila,
    })
    .from(matriculas)
    .innerJoin(ciclos, eq(ciclos.codigo, matriculas.ciclo))
    .leftJoin(rutasTransporte, eq(rutasTransporte.id, matriculas.rutaId))
    .leftJoin(revisores, eq(revisores.id, matriculas.revisadaPor))
    .where(donde)
    .orderBy(...orden);
  const r = limite ? await q.limit(limite) : await q;
  return r.map(({ m, revisorNombre, revisorApellidos, ...resto }) => ({ ...m, ...resto, revisadaPorNombre: revisorNombre === null ? null : `${revisorNombre} ${revisorApellidos ?? ""}`.trim() }));
}

async function nombreProvincia(id: string | null, d: Db) {
  return id ? ((await findProvincia(id, d))?.nombre ?? id) : "";
}
async function nombreMunicipio(id: string | null, d: Db) {
  return id ? ((await findMunicipio(id, d))?.nombre ?? id) : "";
}

async function direccion(dir: string | null, cp: string | null, provincia: string | null, municipio: string | null, d: Db): Promise<DireccionDetalle | null> {
  if (dir === null || cp === null || provincia === null || municipio === null) return null;
  return { direccion: dir, codigoPostal: cp, provincia: { id: provincia, nombre: await nombreProvincia(provincia, d) }, localidad: { id: municipio, nombre: await nombreMunicipio(municipio, d) } };
}

/** Rows → details, names from the (cached) reference data. */
async function aDetalles(fs: Fila[], d: Db): Promise<MatriculaDetalle[]> {
  const paises = new Map((await listPaises(d)).map((p) => [p.codigo, p.nombre]));
  const pais = (codigo: string) => ({ codigo, nombre: paises.get(codigo) ?? codigo });
  const out: MatriculaDetalle[] = [];
  for (const f of fs) {
    const enEspana = f.nacimientoMunicipioId !== null;
    out.push({
      id: f.id,
      cursoAcademico: f.cursoAcademico,
      estado: f.estado,
      version: f.version,
      enviada: f.enviada,
      actualizada: f.actualizada,
      revisada: f.revisada,
      revisadaPor: f.revisadaPorNombre,
      incidencia: f.incidencia,
      estudianteId: f.estudianteId,
      email: f.email,
      nombre: f.nombre,
      apellidos: f.apellidos,
      tipoDocumento: f.tipoDocumento as TipoDocumento,
      dni: f.dni,
      fechaNacimiento: f.fechaNacimiento,
      telefono: f.telefono,
      nacimiento: {
        pais: pais(f.nacimientoPais),
        nacionalidad: pais(f.nacionalidad),
        provincia: enEspana ? { id: f.nacimientoProvinciaId, nombre: await nombreProvincia(f.nacimientoProvinciaId, d) } : { id: null, nombre: f.nacimientoProvinciaTexto },
        localidad: enEspana ? { id: f.nacimientoMunicipioId, nombre: await nombreMunicipio(f.nacimientoMunicipioId, d) } : { id: null, nombre: f.nacimientoLocalidadTexto },
      },
      domicilio: (await direccion(f.domicilioDireccion, f.domicilioCodigoPostal, f.domicilioProvinciaId, f.domicilioMunicipioId, d))!,
      curso: await direccion(f.cursoDireccion, f.cursoCodigoPostal, f.cursoProvinciaId, f.cursoMunicipioId, d),
      ciclo: { codigo: f.ciclo, nombre: f.cicloNombre, modulos: f.modulos },
      ruta: f.rutaId !== null ? { id: f.rutaId, nombre: f.rutaNombre ?? "", provincia: f.rutaSalida } : null,
      proteccionDatos: { padres: f.consientePadres, grabar: f.consienteGrabar },
    });
  }
  return out;
}

/**
 * One matrícula: a student only their own, an admin any. Anything else is not found, so ids cannot
 * be probed.
 */
export async function getMatricula(user: Quien, id: number, db?: Db): Promise<MatriculaDetalle> {
  const d = db ?? (await getDb());
  const alcance = and(eq(matriculas.id, id), alcanceMatriculas(user));
  const [f] = await filas(d, alcance);
  if (!f) throw noEncontrado("Matrícula no encontrada.");
  return (await aDetalles([f], d))[0];
}

/** The student's matrícula for a school year (the current one by default), or null if not sent yet. */
export async function findMatriculaPropia(user: Quien, db?: Db, cursoAcademico?: string): Promise<MatriculaDetalle | null> {
  if (!puede(user, "matricula.rellenar")) return null;
  const d = db ?? (await getDb());
  // The current year read in the same statement (cursoActualSql), not in one of its own.
  const [f] = await filas(d, and(eq(matriculas.estudianteId, user.id), eq(matriculas.cursoAcademico, cursoAcademico ?? cursoActualSql())));
  return f ? (await aDetalles([f], d))[0] : null;
}

// --- The student's form --------------------------------------------------------------------------

/** A sent matrícula as the form holds it, so the student can correct it and send it again. */
export function valoresDesdeMatricula(m: MatriculaDetalle): ValoresMatricula {
  const dir = (x: DireccionDetalle | null) =>
    x ? { direccion: x.direccion, codigoPostal: x.codigoPostal, provincia: { id: x.provincia.id, nombre: "" }, localidad: { id: x.localidad.id, nombre: "" } } : valoresVacios().curso;
  const enEspana = m.nacimiento.localidad.id !== null;
  return borradorSchema.parse({
    nombre: m.nombre,
    apellidos: m.apellidos,
    tipoDocumento: m.tipoDocumento,
    dni: m.dni,
    fechaNacimiento: m.fechaNacimiento,
    telefono: m.telefono,
    nacimiento: {
      pais: m.nacimiento.pais.codigo,
      nacionalidad: m.nacimiento.nacionalidad.codigo,
      provincia: enEspana ? { id: m.nacimiento.provincia.id, nombre: "" } : { id: "", nombre: m.nacimiento.provincia.nombre },
      localidad: enEspana ? { id: m.nacimiento.localidad.id, nombre: "" } : { id: "", nombre: m.nacimiento.localidad.nombre },
    },
    domicilio: dir(m.domicilio),
    cursoDiferente: m.curso !== null,
    curso: dir(m.curso),
    ciclo: { codigo: m.ciclo.codigo, modulos: m.ciclo.modulos.map((x) => x.codigo) },
    ruta: m.ruta ? { nombre: m.ruta.nombre, provincia: m.ruta.provincia } : { nombre: "", provincia: "" },
    proteccionDatos: { padres: m.proteccionDatos.padres === null ? "" : m.proteccionDatos.padres ? "si" : "no", grabar: m.proteccionDatos.grabar ? "si" : "no" },
  });
}

export type OrigenValores = "borrador" | "matricula" | "anterior" | "cuenta";

export type FormularioMatricula = {
  curso: CursoAcademico;
  matricula: MatriculaDetalle | null;
  valores: ValoresMatricula;
  origen: OrigenValores;
  /** When the draft the form starts from was saved (null when it starts from elsewhere). */
  borrador: Date | null;
};

/**
 * What the student's form starts with, so a returning student only reviews: the draft they left,
 * else this year's sent matrícula, else last year's (personal data, addresses, route, consents;
 * the cycle and modules come from their group), else the account's name and their group's cycle
 * with that course's modules.
 */
export async function getFormularioMatricula(user: Quien & { nombre: string; apellidos: string }, db?: Db): Promise<FormularioMatricula> {
  exigir(user, "matricula.rellenar", "Solo los estudiantes rellenan la matrícula.");
  const d = db ?? (await getDb());
  const s = await situacionDelEstudiante(d, user.id);
  const curso: CursoAcademico = { codigo: s.codigo, inicio: s.inicio, fin: s.fin, actual: s.actual };
  const borrador = s.borradorDatos !== null && s.borradorActualizado !== null ? { datos: s.borradorDatos, actualizado: s.borradorActualizado } : null;

  // The sent matrícula of this year always (the page shows its state); last year's only when the
  // form starts from it. Both in one read, and none when there is neither.
  const ids = [s.actualId, borrador === null && s.actualId === null ? s.anteriorId : null].filter((id): id is number => id !== null);
  const leidas = ids.length > 0 ? await filas(d, and(eq(matriculas.estudianteId, user.id), inArray(matriculas.id, ids))) : [];
  const fila = (id: number | null) => (id === null ? undefined : leidas.find((f) => f.id === id));
  const propia = fila(s.actualId);
  const matricula = propia ? (await aDetalles([propia], d))[0] : null;

  if (borrador) return { curso, matricula, valores: borradorSchema.parse(borrador.datos), origen: "borrador", borrador: borrador.actualizado };
  if (matricula) return { curso, matricula, valores: valoresDesdeMatricula(matricula), origen: "matricula", borrador: null };

  const grupo = s.grupoCiclo !== null ? { ciclo: s.grupoCiclo } : null;
  const delGrupo = s.delGrupo ?? [];
  const anterior = fila(s.anteriorId);
  if (anterior) {
    const previa = valoresDesdeMatricula((await aDetalles([anterior], d))[0]);
    const ciclo = grupo?.ciclo ?? previa.ciclo.codigo;
    const rutaVigente = anterior.rutaId !== null && cicloConTransporte(ciclo) && s.anteriorRutaActiva;
    return {
      curso,
      matricula: null,
      valores: { ...previa, ciclo: { codigo: ciclo, modulos: grupo ? delGrupo : [] }, ruta: rutaVigente ? previa.ruta : { nombre: "", provincia: "" } },
      origen: "anterior",
      borrador: null,
    };
  }
  const vacios = valoresVacios();
  return {
    curso,
    matricula: null,
    valores: { ...vacios, nombre: user.nombre, apellidos: user.apellidos, ciclo: { codigo: grupo?.ciclo ?? "", modulos: delGrupo } },
    origen: "cuenta",
    borrador: null,
  };
}

/**
 * Where the student's form starts from, in one statement (docs/decisions/032): the current year,
 * their draft of it, their group's cycle with that course's module codes, the id of this year's
 * matrícula and of the latest earlier one, and whether that one's route is still offered.
 */
async function situacionDelEstudiante(d: Db, estudianteId: number) {
  const [s] = await d
    .select({
      ...columnasCursoActual("c"),
      borradorDatos: sql<unknown>`b.datos`.mapWith(matriculaBorradores.datos),
      borradorActualizado: sql<Date | null>`b.actualizado`.mapWith(matriculaBorradores.actualizado),
      grupoCiclo: sql<string | null>`g.ciclo`,
      delGrupo: sql<string[] | null>`g.modulos`.mapWith(deJson<string[] | null>),
      actualId: sql<number | null>`(select m.id from ${matriculas} as m where m.estudiante_id = ${estudianteId} and m.curso_academico = c.codigo)`.mapWith(Number),
      anteriorId: sql<number | null>`ant.id`.mapWith(Number),
      anteriorRutaActiva: sql<boolean>`coalesce(ant.ruta_activa, false)`,
    })
    .from(
      sql`${cursoActualDesde("c")}
        left join ${matriculaBorradores} as b on b.estudiante_id = ${estudianteId} and b.curso_academico = c.codigo
        left join lateral (
          select gr.ciclo, (select json_agg(mo.codigo order by mo.codigo) from ${modulos} as mo where mo.ciclo = gr.ciclo and mo.curso = gr.curso) as modulos
          from ${grupoEstudiantes} as ge inner join ${grupos} as gr on gr.codigo = ge.grupo
          where ge.estudiante_id = ${estudianteId} and ge.curso_academico = c.codigo limit 1) as g on true
        left join lateral (
          select m.id, exists (select 1 from ${rutasTransporte} as r where r.id = m.ruta_id and r.activa) as ruta_activa
          from ${matriculas} as m where m.estudiante_id = ${estudianteId} and m.curso_academico < c.codigo
          order by m.curso_academico desc limit 1) as ant on true`,
    );
  return s;
}

// --- The secretary -------------------------------------------------------------------------------

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

/** The admin's list page: the page and its filters' choices (cycles, routes, years), in two statements. */
export async function getListaMatriculas(user: Quien, f: FiltrosMatriculas, db?: Db): Promise<{ pagina: PaginaMatriculas; ciclos: CicloCatalogo[]; rutas: RutaConUso[]; cursos: string[] }> {
  return leerLista(user, f, { ciclos: ciclosColumna(), rutas: rutasConUsoColumna(user), cursos: cursosConMatriculasColumna(user) }, db);
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

// --- Transport routes ----------------------------------------------------------------------------

export type Ruta = { id: number; nombre: string; activa: boolean };
export type RutaConUso = Ruta & { matriculas: number };

/** The routes offered to students, by name. Not personal: any signed-in user may read them. */
export async function listRutas(db?: Db): Promise<Ruta[]> {
  const d = db ?? (await getDb());
  const r = await d.select({ id: rutasTransporte.id, nombre: rutasTransporte.nombre, activa: rutasTransporte.activa }).from(rutasTransporte).where(eq(rutasTransporte.activa, true));
  return ordenarRutas(r);
}

/** Routes by name as a person reads them ('Ruta 2' before 'Ruta 10'), whatever the collation. */
export function ordenarRutas<R extends { nombre: string }>(r: R[]): R[] {
  return r.sort((a, b) => compararConNumeros(a.nombre, b.nombre));
}

/** The offered routes as a JSON column (id, nombre, activa), for a statement that reads more. */
export const rutasOfrecidasJson = columnaLista(
  sql`select json_agg(json_build_object('id', r.id, 'nombre', r.nombre, 'activa', r.activa)) from ${rutasTransporte} as r where r.activa`,
  (filas: Ruta[]) => ordenarRutas(filas),
);

/** Every route, offered or not, with how many matrículas ask for it (admin only), as a JSON column. */
function rutasConUsoColumna(user: Quien): SQL<RutaConUso[]> {
  exigir(user, "matriculas.revisar");
  return columnaLista(
    sql`select json_agg(json_build_object('id', r.id, 'nombre', r.nombre, 'activa', r.activa,
        'matriculas', (select count(*) from ${matriculas} as m where m.ruta_id = r.id)))
      from ${rutasTransporte} as r`,
    (filas: RutaConUso[]) => filas.sort((a, b) => Number(b.activa) - Number(a.activa) || compararConNumeros(a.nombre, b.nombre)),
  );
}

export async function listRutasAdmin(user: Quien, db?: Db): Promise<RutaConUso[]> {
  return (await enUnaFila({ rutas: rutasConUsoColumna(user) }, db)).rutas;
}
