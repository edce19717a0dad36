import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A count query as a column of every row of a page: the page and its total in one statement
 * (lib/paginacion.ts, paginaYTotal). It is an uncorrelated scalar subquery, which PostgreSQL runs
 * once (an InitPlan) while the page itself still stops after LIMIT rows; `count(*) over ()` would
 * make it read and join every matching row first, slower than the two round trips it saves.
 */
export function totalComoColumna(cuenta: SQLWrapper): SQL<number> {
  return sql<number>`(${cuenta})`.mapWith(Number);
}
