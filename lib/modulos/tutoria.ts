import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Quien } from "../acceso/cargos";
import { getDb, type Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { grupoEstudiantes, tutorias, usuarios } from "../db/schema";
import { delCursoActual } from "../curso-academico/historia";
import { noEncontrado } from "../errors";
import { getEnlaceCalendario, unsafeEnlaceCalendarioGrupoColumna } from "../horarios/suscripcion-ics";
import { unsafeSemanaGrupoColumna } from "../horarios/semanas";
import { type Semana } from "../horarios/semana";
import { tutoriaColumna, type EstudianteFicha, type Tutoria } from "./queries";
import { conCargo } from "../acceso/sql";


/** `grupo`, if the user is its tutor, as a scalar subquery; null for anyone else. */
function grupoDelTutorSql(user: Quien, grupo: string): SQL<string | null> {
  return sql<string | null>`(select ${tutorias.grupo} from ${tutorias} where ${and(eq(tutorias.grupo, grupo), eq(tutorias.tutorId, user.id), delCursoActual(tutorias.cursoAcademico))} limit 1)`;
}

/** The active students of the group `grupo` names, by surname and name; none when it is null. */
function unsafeEstudiantesColumna(grupo: SQL<string | null>): SQL<EstudianteFicha[]> {
  return columnaLista<EstudianteFicha>(sql`
      select json_agg(json_build_object('id', u.id, 'codigo', u.codigo, 'nombre', u.nombre, 'apellidos', u.apellidos, 'email', u.email, 'imageUrl', u.image_url)
        order by u.apellidos, u.nombre)
      from ${grupoEstudiantes} as ge inner join ${usuarios} as u on u.id = ge.estudiante_id
      where ge.grupo = ${grupo} and ${delCursoActual(sql`ge.curso_academico`)} and u.activo and ${conCargo(sql`u.cargos`, "estudiante")}`);
}

export type PaginaTutoria = { tutoria: Tutoria; estudiantes: EstudianteFicha[]; semana: Semana; calendario: string };

/**
 * The tutor's page in one statement (docs/decisions/032): the group, its students, its week and its
 * calendar address, each read only for the group the user tutors; any other group is not found.
 * Only the first visit of a group without a calendar address writes one, through
 * getEnlaceCalendario, as the student's home does.
 */
export async function getPaginaTutoria(user: Quien, grupo: string, db?: Db): Promise<PaginaTutoria> {
  const d = db ?? (await getDb());
  const suyo = grupoDelTutorSql(user, grupo);
  const r = await enUnaFila(
    { tutoria: tutoriaColumna(user), estudiantes: unsafeEstudiantesColumna(suyo), semana: unsafeSemanaGrupoColumna(suyo), calendario: unsafeEnlaceCalendarioGrupoColumna(suyo) },
    d,
  );
  if (!r.tutoria || r.tutoria.grupo !== grupo || !r.semana) throw noEncontrado("Grupo no encontrado.");
  return { tutoria: r.tutoria, estudiantes: r.estudiantes, semana: r.semana, calendario: r.calendario ?? (await getEnlaceCalendario(user, { grupo }, d)) };
}
