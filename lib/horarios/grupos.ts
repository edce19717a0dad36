import { cache } from "react";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { enUnaFila } from "../db/fila";
import { grupoEstudiantes, grupos, tutorias } from "../db/schema";
import { delCursoActual } from "../curso-academico/historia";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";

// Which group a timetable is for: a student's own, or a group (and its tutor) by code.

/**
 * The group a student belongs to as a scalar subquery, null for anyone else: the one rule of
 * getGrupoDeEstudiante, the viewer's selectors and the student's home (lib/inicio).
 */
export function grupoDeEstudianteSql(user: Quien): SQL<string | null> {
  if (!puede(user, "area.estudiantes")) return sql<string | null>`null::text`;
  return sql<string | null>`(select ${grupoEstudiantes.grupo} from ${grupoEstudiantes} where ${and(eq(grupoEstudiantes.estudianteId, user.id), delCursoActual(grupoEstudiantes.cursoAcademico))} limit 1)`;
}

// Once per request (React cache; docs/decisions/032): the student's pages ask for it and so does
// the calendar's check (getSemanaGrupo reads it inside the week's statement). A read that brings
// the group along (the student's home) leaves it here, so none of them reads it again. Outside a
// render (actions, route handlers, tests) every call gets a new slot and reads. The slot keeps its
// key beside the group.
const grupoEnPeticion = cache((estudianteId: number, d: Db): { estudianteId: number; d: Db; grupo?: Promise<string | null> } => ({ estudianteId, d }));

/** The group a student belongs to, if any. */
export async function getGrupoDeEstudiante(user: Quien, db?: Db): Promise<string | null> {
  if (!puede(user, "area.estudiantes")) return null;
  const d = db ?? (await getDb());
  const memo = grupoEnPeticion(user.id, d);
  return (memo.grupo ??= enUnaFila({ grupo: grupoDeEstudianteSql(user) }, memo.d).then((f) => f.grupo));
}

/** What a read of this request already found as the student's group (grupoDeEstudianteSql). */
export function recordarGrupoDeEstudiante(user: Quien, grupo: string | null, d: Db): void {
  if (puede(user, "area.estudiantes")) grupoEnPeticion(user.id, d).grupo ??= Promise.resolve(grupo);
}

/**
 * A group and its tutor, by code, with no check of who asks (hence `unsafe`): callers check. Once
 * per request (React cache; docs/decisions/032): a student's home reads it for the week and for the
 * calendar feed's owner.
 */
export const unsafeGrupoPorCodigo = cache(async (codigo: string, d: Db): Promise<{ codigo: string; tutorId: number | null } | null> => {
  const [g] = await d
    .select({ codigo: grupos.codigo, tutorId: tutorias.tutorId })
    .from(grupos)
    .leftJoin(tutorias, and(eq(tutorias.grupo, grupos.codigo), delCursoActual(tutorias.cursoAcademico)))
    .where(eq(grupos.codigo, codigo))
    .limit(1);
  return g ?? null;
});
