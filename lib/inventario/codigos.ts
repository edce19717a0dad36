import { eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { articulos, contadorArticulos } from "../db/schema";

/**
 * Article codes (decision 005): one counter row hands them out, so codes are unique across the
 * centre, never reused, and a blank-code save gets the next one under concurrency.
 */

/**
 * Moves the counter past `minimo` and then `n` further, under the counter row's lock, and returns
 * the last code reserved (codes `ultimo - n + 1 … ultimo` are the caller's). Every article insert
 * goes through here, so inserts are serialised by that one lock: two blank-code saves at once wait
 * for each other and get different codes, on PGlite and on PostgreSQL alike. The counter only grows,
 * so a deleted article's code is not handed out again.
 */
export async function reservarCodigos(tx: Db, n: number, minimo = 0): Promise<number> {
  await tx
    .insert(contadorArticulos)
    .values({ id: 1, ultimo: sql`(select coalesce(max(${articulos.codigo}), 0) from ${articulos})` })
    .onConflictDoNothing();
  const [r] = await tx
    .update(contadorArticulos)
    .set({ ultimo: sql`greatest(${contadorArticulos.ultimo}, ${minimo}::integer) + ${n}::integer` })
    .where(eq(contadorArticulos.id, 1))
    .returning({ ultimo: contadorArticulos.ultimo });
  return r.ultimo;
}
