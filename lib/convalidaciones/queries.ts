import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import {
  ciclos,
  convalidacionHistorial,
  convalidacionModulos,
  convalidaciones,
  grupoEstudiantes,
  grupos,
  matriculas,
  modulos,
  municipios,
  provincias,
  usuarios,
  type EstadoModuloConvalidacion,
} from "../db/schema";
import { delCursoActual } from "../curso-academico/historia";
import type { Quien } from "../acceso/cargos";
import { alcanceTramites } from "../acceso/alcance";
import { exigir } from "../acceso/exigir";
import { puede } from "../acceso/politica";
import { conflicto, noEncontrado } from "../errors";
import { columnaLista, deJson, enUnaFila, objetoJson } from "../db/fila";
import { paginaConTotal } from "../db/paginas";
import { contieneSql, nombreCompleto } from "../texto";
import { catalogoColumnas, catalogoDe, conCiclo, type CatalogoCiclos } from "../ciclos/queries";
import { rangoDelCurso } from "../curso-academico/elegido";
import { getAjustesCentro } from "./ajustes";
import { buildCartaRespuesta, type CartaRespuesta } from "./carta";
import type { DatosPersonales, FiltrosSolicitudes } from "./schemas";
import { listMunicipios, listProvincias, lugarEscrito, type Municipio, type Provincia } from "../refdata/queries";

export type { Quien };

/** A request each person may reach: a student her own, the secretaría all (lib/acceso/alcance.ts). */
const alcanceSolicitudes = (u: Quien) => alcanceTramites(u, convalidaciones.estudianteId, { todos: "convalidaciones.resolver", propios: "convalidaciones.solicitar" });

export type ModuloSolicitado = { codigo: string; nombre: string; curso: number; estado: EstadoModuloConvalidacion; calificacion: number | null; motivo: string | null };

export type SolicitudResumen = {
  id: number;
  ciclo: { codigo: string; nombre: string };
  creada: Date;
  resuelta: Date | null;
  nif: string;
  nombre: string;
  apellidos: string;
  modulos: { codigo: string; nombre: string; curso: number }[];
};

export type SolicitudDetalle = Omit<SolicitudResumen, "modulos"> & {
  estudianteId: number;
  domicilio: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
  telefonoFijo: string;
  telefonoMovil: string;
  email: string;
  aporta: string;
  /** Only admins see the management's note; null for the student. */
  documentosRevisados: string | null;
  resueltaPor: { nombre: string; apellidos: string } | null;
  modulos: ModuloSolicitado[];
};

const columnasResumen = {
  id: convalidaciones.id,
  cicloCodigo: convalidaciones.ciclo,
  cicloNombre: ciclos.nombre,
  creada: convalidaciones.creada,
  resuelta: convalidaciones.resuelta,
  nif: convalidaciones.nif,
  nombre: convalidaciones.nombre,
  apellidos: convalidaciones.apellidos,
};

/** Address and phones: what the request form asks for besides the name and the NIF. */
const columnasContacto = {
  domicilio: convalidaciones.domicilio,
  codigoPostal: convalidaciones.codigoPostal,
  localidad: convalidaciones.localidad,
  provincia: convalidaciones.provincia,
  telefonoFijo: convalidaciones.telefonoFijo,
  telefonoMovil: convalidaciones.telefonoMovil,
};

// A request's modules as one JSON list, by course then code.
const listaModulos = sql`json_agg(${objetoJson({
  codigo: convalidacionModulos.modulo,
  nombre: modulos.nombre,
  curso: modulos.curso,
  estado: convalidacionModulos.estado,
  calificacion: convalidacionModulos.calificacion,
  motivo: convalidacionModulos.motivo,
})} order by ${modulos.curso}, ${modulos.codigo})`;
const modulosDeLaSolicitud = and(eq(modulos.codigo, convalidacionModulos.modulo), eq(modulos.ciclo, convalidacionModulos.ciclo));
const comoModulos = (v: unknown) => deJson<ModuloSolicitado[] | null>(v) ?? [];

// Each request's modules as a column of its row: one statement for a request, or a student's few,
// instead of two (docs/decisions/032).
const modulosDeLaFila = sql<ModuloSolicitado[]>`(
    select ${listaModulos} from ${convalidacionModulos} inner join ${modulos} on ${modulosDeLaSolicitud}
    where ${convalidacionModulos.convalidacionId} = ${convalidaciones.id})`.mapWith(comoModulos);

type FilaResumen = { id: number; cicloCodigo: string; cicloNombre: string; creada: Date; resuelta: Date | null; nif: string; nombre: string; apellidos: string; modulos: ModuloSolicitado[] };

function aResumen(f: FilaResumen): SolicitudResumen {
  return { ...conCiclo(f), modulos: f.modulos.map(({ codigo, nombre, curso }) => ({ codigo, nombre, curso })) };
}

/** The student's own requests, newest first. Staff have none. */
export async function listSolicitudesPropias(user: Quien, db?: Db): Promise<SolicitudResumen[]> {
  if (!puede(user, "convalidaciones.solicitar")) return [];
  const d = db ?? (await getDb());
  const filas = await d
    .select({ ...columnasResumen, modulos: modulosDeLaFila })
    .from(convalidaciones)
    .innerJoin(ciclos, eq(ciclos.codigo, convalidaciones.ciclo))
    .where(eq(convalidaciones.estudianteId, user.id))
    .orderBy(desc(convalidaciones.creada), desc(convalidaciones.id));
  return filas.map(aResumen);
}

export const TAMANO_PAGINA = 50;

export type PaginaSolicitudes = { solicitudes: SolicitudResumen[]; total: number; pagina: number; paginas: number };

/** All requests (admin only), newest first, filtered by status, cycle and a name or NIF search. */
export async function listSolicitudes(user: Quien, filtros: FiltrosSolicitudes, db?: Db): Promise<PaginaSolicitudes> {
  exigir(user, "convalidaciones.resolver");
  const d = db ?? (await getDb());
  const condiciones: SQL[] = [];
  if (filtros.estado === "sin_resolver") condiciones.push(isNull(convalidaciones.resuelta));
  if (filtros.estado === "resueltas") condiciones.push(isNotNull(convalidaciones.resuelta));
  if (filtros.ciclo) condiciones.push(eq(convalidaciones.ciclo, filtros.ciclo));
  if (filtros.curso) {
    // A request belongs to the year of its date in the centre (decision 068).
    const { desde, hasta } = rangoDelCurso(filtros.curso);
    condiciones.push(sql`(${convalidaciones.creada} at time zone 'Europe/Madrid')::date >= ${desde}::date and (${convalidaciones.creada} at time zone 'Europe/Madrid')::date < ${hasta}::date`);
  }
  if (filtros.q) {
    // A NIF is stored without spaces, dots or dashes, whichever way it is typed in the search.
    const nif = filtros.q.replace(/[\s.\-]/g, "");
    condiciones.push(
      or(
        contieneSql(sql`${convalidaciones.nombre} || ' ' || ${convalidaciones.apellidos}`, filtros.q),
        contieneSql(sql`${convalidaciones.apellidos} || ', ' || ${convalidaciones.nombre}`, filtros.q),
        contieneSql(convalidaciones.nif, nif),
      )!,
    );
  }
  const donde = condiciones.length ? and(...condiciones) : undefined;
  // The page, its total and each request's modules in one statement (docs/decisions/032). The page
  // is a CTE whose modules are grouped in one read: as a column of each row, PostgreSQL hashed the
  // whole table of modules again for each of the 50 requests (decision 055).
  const r = await paginaConTotal(
    d,
    d.$count(convalidaciones, donde),
    (total, limite, offset) => {
      const pagina = d.$with("pagina").as(
        d
          .select({ ...columnasResumen, cicloNombre: sql<string>`${ciclos.nombre}`.as("ciclo_nombre"), total: sql<number>`${total}`.as("total") })
          .from(convalidaciones)
          .innerJoin(ciclos, eq(ciclos.codigo, convalidaciones.ciclo))
          .where(donde)
          .orderBy(desc(convalidaciones.creada), desc(convalidaciones.id))
          .limit(limite)
          .offset(offset),
      );
      const suyos = d.$with("modulos_de_la_pagina").as(
        d
          .select({ convalidacionId: convalidacionModulos.convalidacionId, lista: listaModulos.as("lista") })
          .from(convalidacionModulos)
          .innerJoin(modulos, modulosDeLaSolicitud)
          .where(inArray(convalidacionModulos.convalidacionId, d.select({ id: pagina.id }).from(pagina)))
          .groupBy(convalidacionModulos.convalidacionId),
      );
      return d
        .with(pagina, suyos)
        .select({
          id: pagina.id,
          cicloCodigo: pagina.cicloCodigo,
          cicloNombre: pagina.cicloNombre,
          creada: pagina.creada,
          resuelta: pagina.resuelta,
          nif: pagina.nif,
          nombre: pagina.nombre,
          apellidos: pagina.apellidos,
          modulos: sql`${suyos.lista}`.mapWith(comoModulos),
          total: sql`${pagina.total}`.mapWith(Number),
        })
        .from(pagina)
        .leftJoin(suyos, eq(suyos.convalidacionId, pagina.id))
        .orderBy(desc(pagina.creada), desc(pagina.id));
    },
    filtros.pagina,
    TAMANO_PAGINA,
  );
  return { solicitudes: r.filas.map(aResumen), total: r.total, pagina: r.pagina, paginas: r.paginas };
}

/**
 * One request: a student only their own, an admin any. Everything else is not found, so ids cannot
 * be probed.
 */
export async function getSolicitud(user: Quien, id: number, db?: Db): Promise<SolicitudDetalle> {
  const d = db ?? (await getDb());
  const alcance = and(eq(convalidaciones.id, id), alcanceSolicitudes(user));
  const [s] = await d
    .select({
      ...columnasResumen,
      ...columnasContacto,
      estudianteId: convalidaciones.estudianteId,
      email: convalidaciones.email,
      aporta: convalidaciones.aporta,
      documentosRevisados: convalidaciones.documentosRevisados,
      resueltaPorNombre: usuarios.nombre,
      resueltaPorApellidos: usuarios.apellidos,
      modulos: modulosDeLaFila,
    })
    .from(convalidaciones)
    .innerJoin(ciclos, eq(ciclos.codigo, convalidaciones.ciclo))
    .leftJoin(usuarios, eq(usuarios.id, convalidaciones.resueltaPor))
    .where(alcance)
    .limit(1);
  if (!s) throw noEncontrado("Solicitud no encontrada.");
  const { resueltaPorNombre, resueltaPorApellidos, documentosRevisados, ...resto } = s;
  return {
    ...conCiclo(resto),
    documentosRevisados: puede(user, "convalidaciones.resolver") ? documentosRevisados : null,
    resueltaPor: resueltaPorNombre !== null && s.resuelta ? { nombre: resueltaPorNombre, apellidos: resueltaPorApellidos ?? "" } : null,
  };
}

export type EventoHistorial = { accion: "presentada" | "resuelta" | "reabierta"; fecha: Date; usuario: string | null; motivo: string | null };

/** Who presented, resolved and reopened the request (admin only), oldest first. */
export async function listHistorialSolicitud(user: Quien, id: number, db?: Db): Promise<EventoHistorial[]> {
  if (!puede(user, "convalidaciones.resolver")) throw noEncontrado("Solicitud no encontrada.");
  const d = db ?? (await getDb());
  const filas = await d
    .select({
      accion: convalidacionHistorial.accion,
      fecha: convalidacionHistorial.fecha,
      nombre: usuarios.nombre,
      apellidos: usuarios.apellidos,
      motivo: convalidacionHistorial.motivo,
    })
    .from(convalidacionHistorial)
    .leftJoin(usuarios, eq(usuarios.id, convalidacionHistorial.usuarioId))
    .where(eq(convalidacionHistorial.convalidacionId, id))
    .orderBy(asc(convalidacionHistorial.fecha), asc(convalidacionHistorial.id));
  return filas.map((f) => ({ accion: f.accion, fecha: f.fecha, motivo: f.motivo, usuario: nombreCompleto(f.nombre, f.apellidos) }));
}

export type ModuloBloqueado = { ciclo: string; modulo: string; motivo: "pendiente" | "concedida" };
/** Where the form's personal data come from: the student's latest request or latest matrícula. */
export type OrigenDatos = "solicitud" | "matricula" | null;
export type DatosPrevios = { datos: Partial<DatosPersonales>; origen: OrigenDatos; email: string; ciclo: string | null; bloqueados: ModuloBloqueado[] };
type Previos = (Partial<DatosPersonales> & { fecha: string }) | null;
type DeMatricula = { tipoDocumento: string; dni: string; nombre: string; apellidos: string; domicilio: string; codigoPostal: string; provincia: string; localidad: string; telefono: string; fecha: string } | null;

type Solicitante = Quien & { email: string; nombre: string; apellidos: string };

/**
 * What the request form starts with, as columns of one statement: the personal data and cycle of
 * the student's latest request, the cycle of their group, and the modules the form shows as
 * unavailable (crearSolicitud refuses them: pending or granted). Aliases written out: the statement
 * reads from no table of its own.
 */
function previosColumnas(user: Solicitante) {
  const ultima = sql`(select json_build_object('nif', u.nif, 'nombre', u.nombre, 'apellidos', u.apellidos, 'domicilio', u.domicilio, 'codigoPostal', u.codigo_postal,
        'localidad', u.localidad, 'provincia', u.provincia, 'telefonoFijo', u.telefono_fijo, 'telefonoMovil', u.telefono_movil, 'ciclo', u.ciclo, 'fecha', u.creada)
      from ${convalidaciones} as u where u.estudiante_id = ${user.id} order by u.creada desc, u.id desc limit 1)`;
  // The latest matrícula's data (issue 48: the request reuses what the student already gave there).
  const matricula = sql`(select json_build_object('tipoDocumento', m.tipo_documento, 'dni', m.dni, 'nombre', m.nombre, 'apellidos', m.apellidos, 'domicilio', m.domicilio_direccion,
        'codigoPostal', m.domicilio_codigo_postal, 'provincia', p.nombre, 'localidad', mu.nombre, 'telefono', m.telefono, 'fecha', m.actualizada)
      from ${matriculas} as m inner join ${provincias} as p on p.id = m.domicilio_provincia_id inner join ${municipios} as mu on mu.id = m.domicilio_municipio_id
      where m.estudiante_id = ${user.id} order by m.actualizada desc, m.id desc limit 1)`;
  return {
    ultima: ultima.mapWith((v) => deJson<(Previos & { ciclo: string }) | null>(v)),
    matricula: matricula.mapWith((v) => deJson<DeMatricula>(v)),
    grupoCiclo: sql<string | null>`(select g.ciclo from ${grupoEstudiantes} as ge inner join ${grupos} as g on g.codigo = ge.grupo where ge.estudiante_id = ${user.id} and ${delCursoActual(sql`ge.curso_academico`)} limit 1)`,
    bloqueados: columnaLista<ModuloBloqueado>(sql`
        select json_agg(json_build_object('ciclo', cm.ciclo, 'modulo', cm.modulo, 'motivo', case when c.resuelta is null then 'pendiente' else 'concedida' end))
        from ${convalidacionModulos} as cm inner join ${convalidaciones} as c on c.id = cm.convalidacion_id
        where c.estudiante_id = ${user.id} and (c.resuelta is null or cm.estado = 'concedida')`),
  };
}

/** A matrícula's data as the request asks for them: an NIF only if the document was one, each phone in its field. */
function desdeMatricula(m: NonNullable<DeMatricula>): Partial<DatosPersonales> {
  const movil = /^[67]\d{8}$/.test(m.telefono);
  return {
    nif: m.tipoDocumento === "dni" || m.tipoDocumento === "nie" ? m.dni : "",
    nombre: m.nombre,
    apellidos: m.apellidos,
    domicilio: m.domicilio,
    codigoPostal: m.codigoPostal,
    provincia: m.provincia,
    localidad: m.localidad,
    telefonoMovil: movil ? m.telefono : "",
    telefonoFijo: /^[89]\d{8}$/.test(m.telefono) ? m.telefono : "",
  };
}

/**
 * The student's group's cycle, else their latest request's; the personal data of whichever is
 * newer, the latest request or the latest matrícula (people rarely move between the two), else the
 * account's name.
 */
function aPrevios(user: Solicitante, r: { ultima: (Previos & { ciclo: string }) | null; matricula: DeMatricula; grupoCiclo: string | null; bloqueados: ModuloBloqueado[] }): DatosPrevios {
  const comun = { email: user.email, bloqueados: r.bloqueados, ciclo: r.grupoCiclo ?? r.ultima?.ciclo ?? null };
  if (r.matricula && (!r.ultima || new Date(r.matricula.fecha) > new Date(r.ultima.fecha))) return { ...comun, datos: desdeMatricula(r.matricula), origen: "matricula" };
  if (r.ultima) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { ciclo, fecha, ...datos } = r.ultima;
    return { ...comun, datos, origen: "solicitud" };
  }
  return { ...comun, datos: { nombre: user.nombre, apellidos: user.apellidos }, origen: null };
}

/**
 * The form's province and locality are INE lists: a request's free text of before (decision 069)
 * starts the form as the list's entry when it is one («HUESCA» → Huesca), else empty. Returns the
 * provinces and the chosen province's municipalities, so the form's selects show at once.
 */
async function conLugarDeLasListas(datos: Partial<DatosPersonales>, db?: Db): Promise<{ datos: Partial<DatosPersonales>; provincias: Provincia[]; municipios: Record<string, Municipio[]> }> {
  const lista = await listProvincias(db);
  const provincia = lugarEscrito(datos.provincia ?? "", lista);
  if (!provincia) return { datos: { ...datos, provincia: "", localidad: "" }, provincias: lista, municipios: {} };
  const deLaProvincia = await listMunicipios(provincia.id, db);
  const municipio = lugarEscrito(datos.localidad ?? "", deLaProvincia);
  return { datos: { ...datos, provincia: provincia.nombre, localidad: municipio?.nombre ?? "" }, provincias: lista, municipios: { [provincia.id]: deLaProvincia } };
}

/**
 * The new request's form in one statement: what it starts with (aPrevios) and the catalogue with
 * the modules of the cycle it starts with (the others load when chosen, decision 054).
 */
export async function getFormularioSolicitud(user: Solicitante, db?: Db): Promise<DatosPrevios & { catalogo: CatalogoCiclos; provincias: Provincia[]; municipios: Record<string, Municipio[]> }> {
  exigir(user, "convalidaciones.solicitar", "Solo los estudiantes pueden pedir convalidaciones.");
  const columnas = previosColumnas(user);
  const r = await enUnaFila({ ...columnas, ...catalogoColumnas(sql<string | null>`coalesce(${columnas.grupoCiclo}, ${columnas.ultima}->>'ciclo')`) }, db);
  const previos = aPrevios(user, r);
  const lugar = await conLugarDeLasListas(previos.datos, db);
  return { ...previos, ...lugar, catalogo: catalogoDe(previos.ciclo ?? "", r) };
}

/**
 * The reply letter of a resolved request: for the admin who prints or signs it, and for the student
 * who asked (their own requests only, like getSolicitud). An unresolved request has no letter yet
 * (409), so nobody reads an answer that is still being decided.
 */
export async function getCartaRespuesta(user: Quien, id: number, db?: Db): Promise<{ solicitud: SolicitudDetalle; carta: CartaRespuesta }> {
  const d = db ?? (await getDb());
  const solicitud = await getSolicitud(user, id, d);
  if (!solicitud.resuelta) throw conflicto("La solicitud todavía no está resuelta: la carta de respuesta se genera al resolverla.");
  return { solicitud, carta: buildCartaRespuesta(solicitud, await getAjustesCentro(d)) };
}
