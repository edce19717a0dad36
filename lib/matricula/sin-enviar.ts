import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { grupoEstudiantes, grupos, matriculas, usuarios } from "../db/schema";
import { getCursoActual } from "../curso-academico/queries";
import { exigir } from "../acceso/exigir";
import { conCargo } from "../acceso/sql";
import type { Quien } from "../acceso/cargos";

export type EstudianteSinMatricula = { id: number; nombre: string; apellidos: string; email: string; codigo: string | null };
export type GrupoSinMatricula = { grupo: string; ciclo: string; curso: number; estudiantes: number; sinEnviar: EstudianteSinMatricula[] };

/**
 * The active students of each group and those of them who have not sent their matrícula for the
 * current school year (issue 48), any state counting as sent. Membership is the same year's
 * (decision 067): a student promoted by the «Nuevo curso» wizard is counted in her new group only.
 */
async function filasSinEnviar(d: Db, curso: string) {
  const enviada = sql<boolean>`exists (select 1 from ${matriculas} where ${matriculas.estudianteId} = ${usuarios.id} and ${matriculas.cursoAcademico} = ${curso})`;
  return d
    .select({ grupo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso, id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, codigo: usuarios.codigo, enviada })
    .from(grupoEstudiantes)
    .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
    .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
    .where(and(eq(grupoEstudiantes.cursoAcademico, curso), eq(usuarios.activo, true), conCargo(usuarios.cargos, "estudiante")))
    .orderBy(asc(grupos.curso), asc(grupos.codigo), asc(usuarios.apellidos), asc(usuarios.nombre), asc(usuarios.id));
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
