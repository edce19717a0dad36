import { and, eq, gte, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db";
import { campanas, recuentos, resultados } from "../db/schema";
import { conReintentos, esViolacionUnica } from "../db/errores";
import { hoyEnElCentro } from "../fechas";

/**
 * Campaigns open and close on their dates by themselves, with no scheduler to install (decision
 * 027): whoever reads the campaigns first on a day applies what the calendar says before reading.
 *
 * - An open campaign whose last day (`cierra`) has passed closes, and every answer is published.
 * - Then, if none is open, the planned campaign whose dates cover today opens (the earliest start
 *   first; the others wait their turn). One that was never opened and whose dates passed is left
 *   for the admin to delete.
 *
 * Idempotent (a second reader finds nothing to do) and safe when many readers arrive at once: each
 * change is a guarded UPDATE that PostgreSQL re-checks after waiting for the row's lock, and the
 * unique index on the open campaign turns a simultaneous second opening into a no-op.
 */
export async function aplicarCalendario(d: Db, hoy = hoyEnElCentro()): Promise<void> {
  const vencida = and(eq(campanas.estado, "abierta"), lt(campanas.cierra, hoy));
  const toca = and(eq(campanas.estado, "preparada"), lte(campanas.abre, hoy), gte(campanas.cierra, hoy));
  // Almost every read finds nothing to do: one indexed look costs less than a transaction.
  const [pendiente] = await d.select({ id: campanas.id }).from(campanas).where(or(vencida, toca)).limit(1);
  if (!pendiente) return;

  await conReintentos(() =>
    d.transaction(async (tx) => {
      const cerradas = await tx.update(campanas).set({ estado: "cerrada" }).where(vencida).returning({ id: campanas.id });
      for (const c of cerradas) await publicarTodo(tx, c.id);
    }),
  );

  const siguiente = sql`(select c.id from ${campanas} c where c.estado = 'preparada' and c.abre <= ${hoy} and c.cierra >= ${hoy} order by c.abre, c.id limit 1)`;
  try {
    await d
      .update(campanas)
      .set({ estado: "abierta" })
      .where(and(eq(campanas.estado, "preparada"), eq(campanas.id, siguiente), sql`not exists (select 1 from ${campanas} o where o.estado = 'abierta')`));
  } catch (e) {
    // Another reader opened one in the same instant: the index kept it to one, which is the aim.
    if (!esViolacionUnica(e)) throw e;
  }
}

/** At the close every answer becomes visible: the running totals are copied to what teachers see (decision 004). */
export async function publicarTodo(tx: Db, campanaId: number): Promise<void> {
  await tx.update(resultados).set({ publicadas: sql`${resultados.respuestas}`, comentariosPublicados: sql`${resultados.comentarios}` }).where(eq(resultados.campanaId, campanaId));
  await tx.update(recuentos).set({ publicadas: sql`${recuentos.veces}` }).where(eq(recuentos.campanaId, campanaId));
}
