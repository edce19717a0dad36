import { randomBytes } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getCursoActual, listDiasNoLectivos } from "../curso-academico/queries";
import { getDb, type Db } from "../db";
import { enUnaFila } from "../db/fila";
import { calendariosHorario, tutorias, usuarios } from "../db/schema";
import { delCursoActual } from "../curso-academico/historia";
import { noEncontrado } from "../errors";
import { semanaAIcs } from "./ics";
import { getGrupoDeEstudiante, grupoDeEstudianteSql, unsafeGrupoPorCodigo } from "./grupos";
import { unsafeSemanaDocente, unsafeSemanaGrupo } from "./semanas";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";

/**
 * The secret addresses of the calendar feeds (decision 011). Calendar apps cannot sign in, so the
 * address itself is the credential: 32 random bytes, kept per teacher and per group, created the
 * first time someone who may see it opens their timetable, and replaced when its owner regenerates
 * it (the old address stops working at once).
 */


export type Dueno = { docente: true } | { grupo: string };

export const RUTA_CALENDARIO = "/api/horarios/calendario";

const rutaCalendario = (token: string) => `${RUTA_CALENDARIO}/${token}.ics`;

const nuevoToken = () => randomBytes(32).toString("base64url");

/** Who the feed belongs to, if the user may see it: their own as a teacher; their group as a student or its tutor. */
async function dueno(user: Quien, quiere: Dueno, d: Db): Promise<{ docenteId: number } | { grupo: string }> {
  if ("docente" in quiere) {
    if (!puede(user, "horarios.calendarioPropio")) throw noEncontrado("Calendario no encontrado.");
    return { docenteId: user.id };
  }
  // A student's own group first: it is read once per request anyway, and grupo_estudiantes.grupo
  // references grupos, so it exists without reading it again (docs/decisions/032). Anyone else
  // must be the group's tutor.
  if ((await getGrupoDeEstudiante(user, d)) === quiere.grupo) return { grupo: quiere.grupo };
  const g = await unsafeGrupoPorCodigo(quiere.grupo, d);
  if (!g || g.tutorId !== user.id) throw noEncontrado("Calendario no encontrado.");
  return { grupo: g.codigo };
}

const condicion = (o: { docenteId: number } | { grupo: string | SQL<string | null> }) =>
  "docenteId" in o ? eq(calendariosHorario.docenteId, o.docenteId) : eq(calendariosHorario.grupo, o.grupo);

/** The feed's path as a column: its token, if it has one yet, as the page links it. */
const enlaceSql = (o: Parameters<typeof condicion>[0]) =>
  sql<string | null>`(select ${calendariosHorario.token} from ${calendariosHorario} where ${condicion(o)} limit 1)`.mapWith((t: string) => rutaCalendario(t));

/**
 * The student's group's feed path as a column (dueno's rule for a student: their own group, read in
 * the same statement), null for anyone else and while the group has no address yet: then
 * getEnlaceCalendario creates it.
 */
export function enlaceCalendarioDeEstudianteColumna(user: Quien): SQL<string | null> {
  return unsafeEnlaceCalendarioGrupoColumna(grupoDeEstudianteSql(user));
}

/**
 * The feed path of the group `grupo` names, as a column, null while it has no address yet. No check
 * of who asks (hence `unsafe`): `grupo` is a subquery that holds dueno's rule for the caller.
 */
export function unsafeEnlaceCalendarioGrupoColumna(grupo: SQL<string | null>): SQL<string | null> {
  return enlaceSql({ grupo });
}

/** The feed's path ('/api/horarios/calendario/<token>.ics'), created on first use. */
export async function getEnlaceCalendario(user: Quien, quiere: Dueno, db?: Db): Promise<string> {
  const d = db ?? (await getDb());
  const o = await dueno(user, quiere, d);
  const leer = async () => (await enUnaFila({ enlace: enlaceSql(o) }, d)).enlace;
  // Read first: the address exists after the first visit, and a page view should not write.
  let enlace = await leer();
  if (enlace === null) {
    // Two first visits at once: one inserts, the other's insert does nothing, both read the same.
    await d
      .insert(calendariosHorario)
      .values({ token: nuevoToken(), ...o })
      .onConflictDoNothing();
    enlace = await leer();
  }
  return enlace!;
}

/**
 * A new address for the feed; the old one stops working. A teacher regenerates their own, a tutor
 * their group's (students share their group's address and cannot revoke it for everyone).
 */
export async function regenerarEnlaceCalendario(user: Quien, quiere: Dueno, db?: Db): Promise<string> {
  const d = db ?? (await getDb());
  const o = await dueno(user, quiere, d);
  if ("grupo" in o) {
    const [g] = await d.select({ tutorId: tutorias.tutorId }).from(tutorias).where(and(eq(tutorias.grupo, o.grupo), delCursoActual(tutorias.cursoAcademico)));
    if (g?.tutorId !== user.id) throw noEncontrado("Calendario no encontrado.");
  }
  const token = nuevoToken();
  const cambiadas = await d.update(calendariosHorario).set({ token, creado: new Date() }).where(condicion(o)).returning({ id: calendariosHorario.id });
  if (cambiadas.length === 0) await d.insert(calendariosHorario).values({ token, ...o });
  return rutaCalendario(token);
}

/**
 * The feed behind a token, for the public route (the token is the only credential, hence
 * `unsafe`). Unknown tokens are not found, exactly like regenerated ones.
 */
export async function unsafeCalendarioPorToken(token: string, db?: Db): Promise<{ nombre: string; ics: string }> {
  const d = db ?? (await getDb());
  const [c] = await d
    .select({ docenteId: calendariosHorario.docenteId, grupo: calendariosHorario.grupo, activo: usuarios.id })
    .from(calendariosHorario)
    .leftJoin(usuarios, and(eq(usuarios.id, calendariosHorario.docenteId), eq(usuarios.activo, true)))
    .where(eq(calendariosHorario.token, token))
    .limit(1);
  if (!c || (c.docenteId !== null && c.activo === null)) throw noEncontrado("Calendario no encontrado.");
  const semana = c.docenteId !== null ? await unsafeSemanaDocente({ id: c.docenteId }, d) : await unsafeSemanaGrupo(c.grupo!, d);
  const curso = await getCursoActual(d);
  const noLectivos = (await listDiasNoLectivos(curso.inicio, curso.fin, d)).map((x) => x.fecha);
  const nombre = "docente" in semana ? `Horario de ${semana.docente.nombre} ${semana.docente.apellidos}` : `Horario de ${semana.grupo}`;
  const ics = semanaAIcs(semana, {
    nombre,
    curso,
    noLectivos,
    titulo: "docente" in semana ? (p) => `${p.modulo.nombre} · ${p.grupo}` : (p) => (p.desdoble ? `${p.modulo.nombre} (desdoble)` : p.modulo.nombre),
  });
  return { nombre, ics };
}
