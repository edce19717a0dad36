import { sql } from "drizzle-orm";

/**
 * How many rows the query matches before LIMIT/OFFSET, as a column of every row of the page: the
 * page and its total in one statement (lib/paginacion.ts, paginaYTotal).
 */
export const totalEnLaFila = sql<number>`count(*) over ()`.mapWith(Number);
