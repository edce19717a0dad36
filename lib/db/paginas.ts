import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { paginaYTotal } from "../paginacion";
import type { Db } from "./client";
import { enUnaFila } from "./fila";

/**
 * A count query as a column of every row of a page: the page and its total in one statement
 * (lib/paginacion.ts, paginaYTotal); or of a one-row read of several counts (lib/centro/resumen.ts). It is an uncorrelated scalar subquery, which PostgreSQL runs
 * once (an InitPlan) while the page itself still stops after LIMIT rows; `count(*) over ()` would
 * make it read and join every matching row first, slower than the two round trips it saves.
 */
export function totalComoColumna(cuenta: SQLWrapper): SQL<number> {
  return sql<number>`(${cuenta})`.mapWith(Number);
}

/**
 * paginaYTotal over one count query, given once: `leer` puts `total` (the count as a column) in its
 * select, and a page past the end runs the same count alone.
 */
export function paginaConTotal<T extends { total: number }>(
  d: Db,
  cuenta: SQLWrapper,
  leer: (total: SQL<number>, limite: number, offset: number) => Promise<T[]>,
  pagina: number,
  porPagina: number,
) {
  const total = totalComoColumna(cuenta);
  return paginaYTotal(
    (limite, offset) => leer(total, limite, offset),
    async () => (await enUnaFila({ total }, d)).total,
    pagina,
    porPagina,
  );
}
