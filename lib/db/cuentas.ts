import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * How many rows of `tabla` (those `donde` keeps) each key has, or the sum of `suma` over them, as a
 * grouped subquery to left-join by that key; `cuenta(subconsulta)` reads it, 0 for a key without
 * rows. A list that counts this way reads the table once: written as a subquery per row,
 * PostgreSQL read it once per row (decision 055). `nombre` names the count in the statement and
 * must be unique in it.
 */
export function cuentasPor<K extends Record<string, AnyPgColumn>>(d: Db, nombre: string, claves: K, tabla: PgTable, { donde, suma }: { donde?: SQL; suma?: AnyPgColumn } = {}) {
  const valor = suma ? sql`sum(${suma})` : sql`count(*)`;
  return d
    .select({ ...claves, n: sql<number>`${valor}::int`.as(nombre) })
    .from(tabla)
    .where(donde)
    .groupBy(...Object.values(claves))
    .as(`${nombre}_por_clave`);
}

/** The count of a `cuentasPor` subquery in the row it was joined to. */
export const cuenta = (subconsulta: { n: SQL.Aliased<number> }) => sql<number>`coalesce(${subconsulta.n}, 0)`;
