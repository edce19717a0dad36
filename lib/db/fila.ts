import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb, type Db } from "./client";

/** A JSON column as the driver hands it: parsed already (pg, PGlite) or as text. */
export function deJson<T>(v: unknown): T {
  return (typeof v === "string" ? JSON.parse(v) : v) as T;
}

/** `json_build_object('clave', columna, …)`: keys are the caller's own names, never input. */
export function objetoJson(columnas: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columnas).map(([clave, c]) => sql`${sql.raw(`'${clave}'`)}, ${c}`),
    sql`, `,
  )})`;
}

/**
 * Several independent reads as the columns of one row, one statement instead of one each
 * (docs/decisions/032). Each column is a scalar subquery built, scope rule included, by the
 * function of its area (`…Columna(user)`), which also maps its value with `mapWith`.
 */
export async function enUnaFila<C extends Record<string, SQL<unknown>>>(columnas: C, db?: Db): Promise<Valores<C>> {
  const d = db ?? (await getDb());
  const [fila] = await d.select(columnas).from(sql`(select 1) as uno`);
  return fila as Valores<C>;
}

/** What `enUnaFila` gives for those columns. */
export type Valores<C> = { [K in keyof C]: C[K] extends SQL<infer T> ? T : never };
