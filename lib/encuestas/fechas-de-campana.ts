import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db";
import { campanas, resultados } from "../db/schema";
import { conReintentos, esViolacionUnica } from "../db/errores";
import { hoyEnElCentro, sumarDias } from "../fechas";
import { encolarEncuestas } from "../avisos/encolar";

/**
 * Campaigns open and close on their dates by themselves, with no scheduler to install (decision
 * 027): whoever reads the campaigns first on a day applies what the calendar says before reading.
 *
 * - An open campaign whose last day (`cierra`) has passed closes, and every answer is published.
 * - Then, if none is open, the planned campaign whose dates cover today opens (the earliest start
 *   first; the others wait their turn). One that was never opened and whose dates passed is left
 *   for the admin to delete.
 * - An open campaign DIAS_RECORDATORIO days or less from its last day reminds its students, once.
 *
 * Idempotent (a second reader finds nothing to do) and safe when many readers arrive at once: each
 * change is a guarded UPDATE that PostgreSQL re-checks after waiting for the row's lock, and the
 * unique index on the open campaign turns a simultaneous second opening into a no-op.
 */
export async function aplicarCalendario(d: Db, hoy = hoyEnElCentro()): Promise<void> {
  // Almost every read finds nothing to do: one indexed look costs less than a transaction.
  const [pendiente] = await d.select({ id: campanas.id }).from(campanas).where(calendarioPendiente(hoy)).limit(1);
  if (pendiente) await cumplirCalendario(d, hoy);
}

/** A campaign whose last day is before `hoy`: one still open takes no more answers and closes. */
export const pasoSuUltimoDia = (hoy: string) => lt(campanas.cierra, hoy);

const vencida = (hoy: string) => and(eq(campanas.estado, "abierta"), pasoSuUltimoDia(hoy));

/** Days before its last day when an open campaign reminds its students, once (decision 061). */
export const DIAS_RECORDATORIO = 2;
// Not on the day it opened: the opening notice has just said the same.
const recordar = (hoy: string) =>
  and(eq(campanas.estado, "abierta"), isNull(campanas.recordatorio), lt(campanas.abre, hoy), gte(campanas.cierra, hoy), lte(campanas.cierra, sumarDias(hoy, DIAS_RECORDATORIO)));
const toca = (hoy: string) => and(eq(campanas.estado, "preparada"), lte(campanas.abre, hoy), gte(campanas.cierra, hoy));

/**
 * True for a campaign the calendar has to close or open today: a reader that already reads the
 * campaigns can ask this in the same statement and call cumplirCalendario only when one says so.
 */
export function calendarioPendiente(hoy: string): SQL {
  return or(vencida(hoy), toca(hoy), recordar(hoy))!;
}

/** The closing and opening aplicarCalendario does once it knows there is something to do. */
export async function cumplirCalendario(d: Db, hoy: string): Promise<void> {
  await conReintentos(() =>
    d.transaction(async (tx) => {
      const cerradas = await tx.update(campanas).set({ estado: "cerrada" }).where(vencida(hoy)).returning({ id: campanas.id });
      for (const c of cerradas) await publicarTodo(tx, c.id);
    }),
  );

  const siguiente = sql`(select c.id from ${campanas} c where c.estado = 'preparada' and c.abre <= ${hoy} and c.cierra >= ${hoy} order by c.abre, c.id limit 1)`;
  try {
    // The opening and its notices to the students, together (decision 061).
    await d.transaction(async (tx) => {
      const abiertas = await tx
        .update(campanas)
        .set({ estado: "abierta" })
        .where(and(eq(campanas.estado, "preparada"), eq(campanas.id, siguiente), sql`not exists (select 1 from ${campanas} o where o.estado = 'abierta')`))
        .returning({ nombre: campanas.nombre, cierra: campanas.cierra });
      for (const c of abiertas) await encolarEncuestas(tx, "encuesta_abierta", c);
    });
  } catch (e) {
    // Another reader opened one in the same instant: the index kept it to one, which is the aim.
    if (!esViolacionUnica(e)) throw e;
  }

  // The reminder and its notices together; the guarded UPDATE lets one reader of many write them.
  await conReintentos(() =>
    d.transaction(async (tx) => {
      const recordadas = await tx.update(campanas).set({ recordatorio: new Date() }).where(recordar(hoy)).returning({ nombre: campanas.nombre, cierra: campanas.cierra });
      for (const c of recordadas) await encolarEncuestas(tx, "encuesta_recordatorio", c);
    }),
  );
}

/** At the close every answer becomes visible: the running totals are copied to what teachers see (decision 004). */
export async function publicarTodo(tx: Db, campanaId: number): Promise<void> {
  await tx
    .update(resultados)
    .set({ publicadas: sql`${resultados.respuestas}`, comentariosPublicados: sql`${resultados.comentarios}`, recuentosPublicados: sql`${resultados.recuentos}` })
    .where(eq(resultados.campanaId, campanaId));
}
