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

/** A `json_agg(…)` subquery as a JSON value that is `[]`, not null, when the subquery finds no rows. */
export function listaOVacia(consulta: SQL): SQL {
  return sql`coalesce((${consulta}), '[]'::json)`;
}

/**
 * A list as a column of a select or of `enUnaFila`: `consulta` is a subquery that gives one
 * `json_agg(…)`, each key written by the caller, read back as its rows (`[]` when it finds none).
 * `leer` turns them into what the column gives (a sort in the user's order, dates), when needed.
 */
export function columnaLista<T>(consulta: SQL): SQL<T[]>;
export function columnaLista<T, R>(consulta: SQL, leer: (filas: T[]) => R): SQL<R>;
export function columnaLista<T, R>(consulta: SQL, leer?: (filas: T[]) => R): SQL<R | T[]> {
  return listaOVacia(consulta).mapWith((v) => (leer ? leer(deJson<T[]>(v)) : deJson<T[]>(v)));
}

/**
 * A list as one JSON value of arrays, `json_agg(json_build_array(a, b, …) order by …)`, read back
 * as objects with the keys of `columnas`, in their order (the same objects `objetoJson` rows give).
 * For lists of thousands of rows: PostgreSQL writes, and the driver parses, each key once per list
 * instead of once per row (decision 041).
 */
export function listaJson<T>(columnas: Record<string, SQLWrapper>, orden: SQL[]): SQL<T[]> {
  const claves = Object.keys(columnas);
  return sql`coalesce(json_agg(json_build_array(${sql.join(Object.values(columnas), sql`, `)}) order by ${sql.join(orden, sql`, `)}), '[]'::json)`.mapWith((v) =>
    deJson<unknown[][]>(v).map((valores) => {
      const objeto: Record<string, unknown> = {};
      for (let i = 0; i < claves.length; i++) objeto[claves[i]] = valores[i];
      return objeto as T;
    }),
  );
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
