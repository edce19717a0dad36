import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { grupoEstudiantes, grupos, matriculas, usuarios } from "../db/schema";
import { cursoActualSql, getCursoActual } from "../curso-academico/queries";
import { exigir } from "../acceso/exigir";
import { conCargo } from "../acceso/sql";
import type { Quien } from "../acceso/cargos";

export type EstudianteSinMatricula = { id: number; nombre: string; apellidos: string; email: string; codigo: string | null };
export type GrupoSinMatricula = { grupo: string; ciclo: string; curso: number; estudiantes: number; sinEnviar: EstudianteSinMatricula[] };

/**
 * Who is asked for a matrícula in year `curso`: the active students of each group that year
 * (decision 067: a student promoted by the «Nuevo curso» wizard is counted in her new group only),
 * once per group. Both reads below select from this; any state of a matrícula counts as sent.
 */
const enviadaEn = (curso: string | SQL<string>) => sql<boolean>`exists (select 1 from ${matriculas} where ${matriculas.estudianteId} = ${usuarios.id} and ${matriculas.cursoAcademico} = ${curso})`;
const alumnadoDe = (curso: string | SQL<string>) => and(eq(grupoEstudiantes.cursoAcademico, curso), eq(usuarios.activo, true), conCargo(usuarios.cargos, "estudiante"));

/** The students of each group (issue 48) and whether each has sent their matrícula for `curso`. */
async function filasSinEnviar(d: Db, curso: string) {
  return d
    .select({ grupo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso, id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, codigo: usuarios.codigo, enviada: enviadaEn(curso) })
    .from(grupoEstudiantes)
    .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
    .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
    .where(alumnadoDe(curso))
    .orderBy(asc(grupos.curso), asc(grupos.codigo), asc(usuarios.apellidos), asc(usuarios.nombre), asc(usuarios.id));
}

/**
 * How many of listSinMatricula's rows there are for the current year, as a column of another
 * statement (enUnaFila): the secretary's list only shows the number, and reading every student of
 * the centre for it cost that page a quarter of its CPU (bench/historial/issue-50.md, fifth
 * session). The caller checks the scope.
 */
export function unsafeSinEnviarColumna(): SQL<number> {
  const curso = cursoActualSql();
  return sql`(select count(*) from ${grupoEstudiantes}
      inner join ${grupos} on ${grupos.codigo} = ${grupoEstudiantes.grupo}
      inner join ${usuarios} on ${usuarios.id} = ${grupoEstudiantes.estudianteId}
      where ${alumnadoDe(curso)} and not ${enviadaEn(curso)})`.mapWith(Number);
}

/** Per group (every group with students, in course and code order): how many students, and who has not sent. Secretary only. */
export async function listSinMatricula(user: Quien, db?: Db): Promise<{ curso: string; grupos: GrupoSinMatricula[] }> {
  exigir(user, "matriculas.revisar", "Solo la secretaría ve quién no ha enviado la matrícula.");
  const d = db ?? (await getDb());
  const curso = (await getCursoActual(d)).codigo;
  const porGrupo = new Map<string, GrupoSinMatricula>();
  for (const f of await filasSinEnviar(d, curso)) {
    let g = porGrupo.get(f.grupo);
    if (!g) porGrupo.set(f.grupo, (g = { grupo: f.grupo, ciclo: f.ciclo, curso: f.curso, estudiantes: 0, sinEnviar: [] }));
    g.estudiantes++;
    if (!f.enviada) g.sinEnviar.push({ id: f.id, nombre: f.nombre, apellidos: f.apellidos, email: f.email, codigo: f.codigo });
  }
  return { curso, grupos: [...porGrupo.values()] };
}
