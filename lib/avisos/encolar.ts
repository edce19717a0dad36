import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { avisos, imparticiones, matriculasModulo, usuarios } from "../db/schema";
import { delCursoActual, imparticionVigente } from "../curso-academico/historia";
import { cabecera, type Evento } from "./plantillas";

export type Destinatario = { id: number | null; email: string };

/**
 * Writes notices with the transaction `tx` of the change that causes them (decision 061): if the
 * change is rolled back its notices go with it, and a saved change always has them. Nothing is
 * sent here: the sender (remitente.ts) delivers them later, outside any request.
 */
export async function encolar(tx: Db, destinatarios: readonly Destinatario[], evento: Evento): Promise<void> {
  await encolarCada(tx, destinatarios.map((d) => ({ para: d, evento })));
}

/** Several notices, each to its person, in as few statements as possible. */
export async function encolarCada(tx: Db, avisosPorEscribir: ReadonlyArray<{ para: Destinatario; evento: Evento }>): Promise<void> {
  const filas = avisosPorEscribir.map(({ para, evento }) => ({ tipo: evento.tipo, destinatarioId: para.id, correo: para.email, ...cabecera(evento), datos: evento.datos }));
  // 1,000 rows × 6 columns stays far below PostgreSQL's 65,535 bound parameters per statement.
  for (let i = 0; i < filas.length; i += 1000) await tx.insert(avisos).values(filas.slice(i, i + 1000));
}

/** The active accounts holding the administration cargo: the secretary's queue. */
export async function unsafeListAdministracion(tx: Db): Promise<Destinatario[]> {
  return tx
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), sql`${usuarios.cargos} @> array['admin']::tipo_usuario[]`))
    .orderBy(usuarios.id);
}

/** A notice to every active admin (a new request or matrícula waiting for them). */
export async function encolarParaAdministracion(tx: Db, evento: Evento): Promise<void> {
  await encolar(tx, await unsafeListAdministracion(tx), evento);
}

/** A notice to one person, by account id (their current address). */
export async function encolarPara(tx: Db, usuarioId: number, evento: Evento): Promise<void> {
  const [u] = await tx.select({ id: usuarios.id, email: usuarios.email, activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, usuarioId));
  // A deactivated account cannot sign in to act on it: no notice.
  if (u?.activo) await encolar(tx, [u], evento);
}

/**
 * A campaign has just opened, or is about to close: each active student with surveys in it gets one
 * notice with how many (module × teacher pairs of their enrolments, as listModulosPendientes counts
 * them). Every student of the campaign, answered or not, gets the same notice: who gets it must not
 * tell who has answered (decision 004).
 */
export async function encolarEncuestas(tx: Db, tipo: "encuesta_abierta" | "encuesta_recordatorio", campana: { nombre: string; cierra: string }): Promise<number> {
  const encuestas = sql<number>`count(distinct (${matriculasModulo.modulo}, ${matriculasModulo.ciclo}, ${imparticiones.docenteId}))::int`;
  const docentes = sql`(select id from ${usuarios} where activo)`;
  const filas = await tx
    .select({ id: usuarios.id, email: usuarios.email, encuestas })
    .from(matriculasModulo)
    .innerJoin(usuarios, and(eq(usuarios.id, matriculasModulo.estudianteId), eq(usuarios.activo, true)))
    .innerJoin(imparticiones, and(eq(imparticiones.modulo, matriculasModulo.modulo), eq(imparticiones.ciclo, matriculasModulo.ciclo), sql`${imparticiones.docenteId} in ${docentes}`, imparticionVigente()))
    .where(delCursoActual(matriculasModulo.cursoAcademico))
    .groupBy(usuarios.id, usuarios.email)
    .orderBy(usuarios.id);
  await encolarCada(
    tx,
    filas.map((f) => ({ para: f, evento: { tipo, datos: { campana: campana.nombre, cierra: campana.cierra, encuestas: f.encuestas } } })),
  );
  return filas.length;
}
