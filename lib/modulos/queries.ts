import { cache } from "react";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { columnaLista, deJson, enUnaFila, objetoJson } from "../db/fila";
import { ciclos, departamentos, grupoEstudiantes, grupos, imparticiones, matriculas, matriculasModulo, modulos, tutorias, usuarios } from "../db/schema";
import { delCursoActual, imparticionVigenteDe } from "../curso-academico/historia";
import { cursoActualSql } from "../curso-academico/queries";
import { getCursoActual } from "../curso-academico/queries";
import type { Quien } from "../acceso/cargos";
import { alcanceModulos, moduloEnAlcance, type ComoModulos } from "../acceso/alcance";
import { conCargo } from "../acceso/sql";
import { noEncontrado } from "../errors";
import { contieneSql } from "../texto";
import { puede } from "../acceso/politica";

export type { Quien };

export type ModuloResumen = { codigo: string; ciclo: string; curso: number; nombre: string; cicloNombre: string };

const columnasModulo = {
  codigo: modulos.codigo,
  ciclo: modulos.ciclo,
  curso: modulos.curso,
  nombre: modulos.nombre,
  cicloNombre: ciclos.nombre,
};

/**
 * Modules the teacher teaches, by cycle then course (once, even if taught to several groups), as a
 * JSON column: the teacher's home reads them with the tutoría in one statement (enUnaFila).
 */
export function modulosImpartidosColumna(user: Quien): SQL<ModuloResumen[]> {
  return columnaLista<ModuloResumen>(sql`
      select json_agg(json_build_object('codigo', x.codigo, 'ciclo', x.ciclo, 'curso', x.curso, 'nombre', x.nombre, 'cicloNombre', x.ciclo_nombre)
        order by x.ciclo, x.curso, x.nombre)
      from (select distinct mo.codigo, mo.ciclo, mo.curso, mo.nombre, ci.nombre as ciclo_nombre
        from ${imparticiones} as im
        inner join ${modulos} as mo on mo.codigo = im.modulo and mo.ciclo = im.ciclo
        inner join ${ciclos} as ci on ci.codigo = mo.ciclo
        where im.docente_id = ${user.id} and ${imparticionVigenteDe("im")}) as x`);
}

export async function listModulosImpartidos(user: Quien, db?: Db): Promise<ModuloResumen[]> {
  return (await enUnaFila({ modulos: modulosImpartidosColumna(user) }, db)).modulos;
}

/** Modules of the department the jefatura user heads (or belongs to); none for anyone else. */
export async function listModulosDepartamento(user: Quien, db?: Db): Promise<ModuloResumen[]> {
  const d = db ?? (await getDb());
  return d
    .select(columnasModulo)
    .from(modulos)
    .innerJoin(ciclos, eq(ciclos.codigo, modulos.ciclo))
    .where(alcanceModulos(user, "jefatura"))
    .orderBy(asc(modulos.ciclo), asc(modulos.curso), asc(modulos.nombre));
}

/**
 * Modules a student is enrolled in, by course then name, as a JSON column (none for anyone else):
 * the student's home reads them with their group's week in one statement (lib/inicio).
 */
export function modulosMatriculadosColumna(user: Pick<Quien, "id" | "cargos">): SQL<ModuloResumen[]> {
  // The cargo too, not only the id: a staff account under a student's id reads nothing. Joined
  // inside sql.join so that drizzle qualifies the columns: bare "nombre" is ambiguous here.
  const suyas = puede(user, "modulos.matriculados") ? eq(matriculasModulo.estudianteId, user.id) : sql`false`;
  return columnaLista<ModuloResumen>(sql`select json_agg(${objetoJson(columnasModulo)} order by ${sql.join([modulos.curso, modulos.nombre], sql`, `)})
    from ${matriculasModulo}
    inner join ${modulos} on ${and(eq(modulos.codigo, matriculasModulo.modulo), eq(modulos.ciclo, matriculasModulo.ciclo))}
    inner join ${ciclos} on ${eq(ciclos.codigo, modulos.ciclo)}
    where ${suyas} and ${delCursoActual(matriculasModulo.cursoAcademico)}`);
}

export async function listModulosMatriculados(user: Pick<Quien, "id" | "cargos">, db?: Db): Promise<ModuloResumen[]> {
  return (await enUnaFila({ modulos: modulosMatriculadosColumna(user) }, db)).modulos;
}

/**
 * The department a user acts for: the one they head, else their own; id and name in one read,
 * made once per request and user (React cache) because a page and the reads it calls all ask for
 * it (docs/decisions/032). A transaction is another `d`, with its own entry.
 */
const departamentoDelUsuario = cache(async (usuarioId: number, propio: number | null, d: Db): Promise<{ id: number; nombre: string } | null> => {
  const [dep] = await d
    .select({ id: departamentos.id, nombre: departamentos.nombre })
    .from(departamentos)
    .where(propio === null ? eq(departamentos.jefeId, usuarioId) : or(eq(departamentos.jefeId, usuarioId), eq(departamentos.id, propio)))
    .orderBy(sql`(${departamentos.jefeId} = ${usuarioId}) desc nulls last`, asc(departamentos.id))
    .limit(1);
  return dep ?? null;
});

export async function departamentoDe(user: Quien, db?: Db): Promise<number | null> {
  const d = db ?? (await getDb());
  return (await departamentoDelUsuario(user.id, user.departamentoId ?? null, d))?.id ?? null;
}

export async function getNombreDepartamento(user: Quien, db?: Db): Promise<string | null> {
  const d = db ?? (await getDb());
  return (await departamentoDelUsuario(user.id, user.departamentoId ?? null, d))?.nombre ?? null;
}

export type Tutoria = { grupo: string; ciclo: string; curso: number; cicloNombre: string };

/** The group the teacher tutors, if any, as a JSON column (null if none), for enUnaFila. */
export function tutoriaColumna(user: Quien): SQL<Tutoria | null> {
  return sql`(select json_build_object('grupo', g.codigo, 'ciclo', g.ciclo, 'curso', g.curso, 'cicloNombre', ci.nombre)
      from ${grupos} as g inner join ${ciclos} as ci on ci.codigo = g.ciclo
      inner join ${tutorias} as t on t.grupo = g.codigo and t.curso_academico = ${cursoActualSql()}
      where t.tutor_id = ${user.id} limit 1)`.mapWith((v) => deJson<Tutoria | null>(v));
}

export async function getTutoria(user: Quien, db?: Db): Promise<Tutoria | null> {
  return (await enUnaFila({ tutoria: tutoriaColumna(user) }, db)).tutoria;
}

/** The teacher's home: their tutoría and the modules they teach, in one statement. */
export async function getTutoriaYModulos(user: Quien, db?: Db): Promise<{ tutoria: Tutoria | null; modulos: ModuloResumen[] }> {
  return enUnaFila({ tutoria: tutoriaColumna(user), modulos: modulosImpartidosColumna(user) }, db);
}

export type EstudianteFicha = { id: number; codigo: string | null; nombre: string; apellidos: string; email: string; imageUrl: string | null };

/**
 * One module, if the user may see it (lib/acceso/alcance.ts): a teacher the modules they teach,
 * a jefatura those of their department, both for both; `como` asks as one cargo only (a teacher's
 * follow-up of her own modules). Anything else is not found, so codes cannot be probed.
 */
export async function getModulo(user: Quien, codigo: string, ciclo: string, db?: Db, como?: ComoModulos): Promise<ModuloResumen> {
  return moduloVisible(user.id, user.cargos.join(","), user.departamentoId ?? null, codigo, ciclo, como ?? null, db ?? (await getDb()));
}

// Once per request (React cache) and per scope, because a module page checks it and then reads
// the module's data (docs/decisions/032); the cache keys on plain values, hence the flattened user.
const moduloVisible = cache(async (id: number, cargos: string, departamentoId: number | null, codigo: string, ciclo: string, como: ComoModulos | null, d: Db): Promise<ModuloResumen> => {
  const user: Quien = { id, cargos: cargos.split(",") as Quien["cargos"], departamentoId };
  const [m] = await d
    .select(columnasModulo)
    .from(modulos)
    .innerJoin(ciclos, eq(ciclos.codigo, modulos.ciclo))
    .where(moduloEnAlcance(user, codigo, ciclo, como ?? undefined))
    .limit(1);
  if (!m) throw noEncontrado("Módulo no encontrado.");
  return m;
});

const columnasEstudiante = {
  id: usuarios.id,
  codigo: usuarios.codigo,
  nombre: usuarios.nombre,
  apellidos: usuarios.apellidos,
  email: usuarios.email,
  imageUrl: usuarios.imageUrl,
};

/** Students enrolled in a module the user may see. */
export async function listEstudiantesModulo(user: Quien, codigo: string, ciclo: string, db?: Db): Promise<EstudianteFicha[]> {
  const d = db ?? (await getDb());
  await getModulo(user, codigo, ciclo, d);
  return d
    .select(columnasEstudiante)
    .from(matriculasModulo)
    .innerJoin(usuarios, eq(usuarios.id, matriculasModulo.estudianteId))
    .where(and(eq(matriculasModulo.modulo, codigo), eq(matriculasModulo.ciclo, ciclo), delCursoActual(matriculasModulo.cursoAcademico)))
    .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre));
}

/**
 * Whether a student belongs to a cycle, for enrolling her in its modules: her group is of the
 * cycle, or (the documented exception: she changed cycle and the groups are not updated yet) her
 * matrícula of the current school year is for it. A student of another cycle is never offered nor
 * enrolled (issue 48: an IFC201 student was enrolled in a QUI301 module).
 */
export async function condicionDelCiclo(ciclo: string, d: Db): Promise<SQL> {
  const curso = (await getCursoActual(d)).codigo;
  return sql`(exists (select 1 from ${grupoEstudiantes} join ${grupos} on ${grupos.codigo} = ${grupoEstudiantes.grupo} where ${grupoEstudiantes.estudianteId} = ${usuarios.id} and ${grupos.ciclo} = ${ciclo} and ${grupoEstudiantes.cursoAcademico} = ${curso})
    or exists (select 1 from ${matriculas} where ${matriculas.estudianteId} = ${usuarios.id} and ${matriculas.ciclo} = ${ciclo} and ${matriculas.cursoAcademico} = ${curso}))`;
}

/**
 * Active students of the module's cycle (see `condicionDelCiclo`) not yet enrolled in the module whose name, surname, email or code contains the
 * text, accent- and case-insensitively; for the enrolment page's search as you type.
 */
export async function buscarEstudiantesParaModulo(user: Quien, codigo: string, ciclo: string, texto: string, db?: Db): Promise<EstudianteFicha[]> {
  const d = db ?? (await getDb());
  await getModulo(user, codigo, ciclo, d);
  const delCiclo = await condicionDelCiclo(ciclo, d);
  return d
    .select(columnasEstudiante)
    .from(usuarios)
    .where(
      and(
        conCargo(usuarios.cargos, "estudiante"),
        eq(usuarios.activo, true),
        delCiclo,
        or(contieneSql(sql`${usuarios.nombre} || ' ' || ${usuarios.apellidos}`, texto), contieneSql(usuarios.email, texto), contieneSql(sql`coalesce(${usuarios.codigo}, '')`, texto)),
        sql`not exists (select 1 from ${matriculasModulo} where ${matriculasModulo.estudianteId} = ${usuarios.id} and ${matriculasModulo.modulo} = ${codigo} and ${matriculasModulo.ciclo} = ${ciclo} and ${delCursoActual(matriculasModulo.cursoAcademico)})`,
      ),
    )
    .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre))
    .limit(10);
}
