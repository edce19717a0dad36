import type { TipoDocumento } from "../documento-identidad";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db";
import { columnaLista } from "../db/fila";
import { ciclos, matriculaModulos, matriculas, modulos, rutasTransporte, usuarios, type EstadoMatricula } from "../db/schema";
import { cursoActualSql } from "../curso-academico/queries";
import { noEncontrado } from "../errors";
import { findMunicipio, findProvincia, listPaises } from "../refdata/queries";
import { puede } from "../acceso/politica";
import type { Quien } from "../acceso/cargos";
import { alcanceTramites } from "../acceso/alcance";

// One matrícula in full (MatriculaDetalle): how it is read and how its codes become names. The
// form (formulario.ts) and the secretary's lists (lista.ts) read their rows through `filas`.

/** A matrícula each person may reach: a student her own, the secretaría all (lib/acceso/alcance.ts). */
export const alcanceMatriculas = (u: Quien) => alcanceTramites(u, matriculas.estudianteId, { todos: "matriculas.revisar", propios: "matricula.rellenar" });

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

export async function filas(d: Db, donde: SQL | undefined, orden: SQL[] = [desc(matriculas.actualizada), desc(matriculas.id)], limite?: number): Promise<Fila[]> {
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
export async function aDetalles(fs: Fila[], d: Db): Promise<MatriculaDetalle[]> {
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
