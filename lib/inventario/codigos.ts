import { eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { articulos, codigosManuales, contadorArticulos } from "../db/schema";
import { conflicto } from "../errors";
import { CODIGO_MAXIMO } from "./rango";

/**
 * Article codes (docs/decisions/005 and 022). One counter row holds the last code handed out; every
 * article insert takes its lock first, so inserts are serialised and two blank-code saves get
 * different codes on PGlite and on PostgreSQL alike.
 *
 * The counter only moves by handing codes out, never by a code typed by hand: when it did, one typed
 * 2147483647 pushed it to the top of the range and every later blank-code save failed for good.
 * Codes typed above the counter are written down in `codigos_manuales` and skipped, so a label that
 * was printed for them is never handed to another article, even after the article is deleted.
 */

const MAXIMO = sql.raw(String(CODIGO_MAXIMO));

/** Takes the counter's row lock (creating the row from the existing codes if missing) and returns it. */
export async function bloquearContador(tx: Db): Promise<number> {
  await tx
    .insert(contadorArticulos)
    .values({ id: 1, ultimo: sql`(select coalesce(max(${articulos.codigo}), 0) from ${articulos} where ${articulos.codigo} <= ${MAXIMO})` })
    .onConflictDoNothing();
  // A no-op update locks the row; in PostgreSQL a waiting transaction then reads the committed value.
  const [r] = await tx
    .update(contadorArticulos)
    .set({ ultimo: sql`${contadorArticulos.ultimo}` })
    .where(eq(contadorArticulos.id, 1))
    .returning({ ultimo: contadorArticulos.ultimo });
  return r.ultimo;
}

/** Records codes typed by hand (under the lock) so that the counter steps over them. */
export async function apuntarCodigosManuales(tx: Db, codigos: readonly number[]): Promise<void> {
  const ultimo = await bloquearContador(tx);
  const encima = [...new Set(codigos)].filter((c) => c > ultimo);
  if (encima.length === 0) return;
  await tx
    .insert(codigosManuales)
    .values(encima.map((codigo) => ({ codigo })))
    .onConflictDoNothing();
}

/**
 * Hands out the `n` lowest codes above the counter that no article uses and nobody typed by hand,
 * and moves the counter to the last of them. The candidates are counted in bigint and capped at
 * CODIGO_MAXIMO, so the arithmetic cannot overflow; if the range is used up the caller gets a 409
 * that says to type a code, and nothing is written.
 */
export async function reservarCodigos(tx: Db, n: number): Promise<number[]> {
  const ultimo = await bloquearContador(tx);
  if (n <= 0) return [];
  const res = await tx.execute(sql`
    select x::integer as codigo
    from generate_series(
      ${ultimo}::bigint + 1,
      least(${MAXIMO}::bigint, ${ultimo}::bigint + ${n}::bigint
        + (select count(*) from ${articulos} where ${articulos.codigo} > ${ultimo}::integer)
        + (select count(*) from ${codigosManuales} where ${codigosManuales.codigo} > ${ultimo}::integer))
    ) as x
    where not exists (select 1 from ${articulos} a where a.codigo = x)
      and not exists (select 1 from ${codigosManuales} m where m.codigo = x)
    order by x
    limit ${n}`);
  const codigos = (res as unknown as { rows: { codigo: number }[] }).rows.map((r) => Number(r.codigo));
  if (codigos.length < n) {
    throw conflicto(`No quedan códigos libres por encima del ${ultimo} (el máximo es ${CODIGO_MAXIMO}). Escribe el código a mano.`, {
      codigo: ["Escribe un código libre"],
    });
  }
  const nuevo = codigos[codigos.length - 1];
  await tx.update(contadorArticulos).set({ ultimo: nuevo }).where(eq(contadorArticulos.id, 1));
  await tx.delete(codigosManuales).where(sql`${codigosManuales.codigo} <= ${nuevo}`);
  return codigos;
}
