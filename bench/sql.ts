import { MARCA_SQL } from "../lib/db/client";

/**
 * SQL statements per page. A portal started with BENCH_SQL_LOG=1 writes one line per statement
 * (lib/db/client.ts); the bench requests one page at a time and counts the lines that arrived
 * in between. The parsing is pure and unit-tested (sql.test.ts).
 */

/** Splits a chunk of a stream into whole lines, keeping the unfinished tail for the next chunk. */
export function partirLineas(pendiente: string, trozo: string): { lineas: string[]; resto: string } {
  const todo = pendiente + trozo;
  const partes = todo.split(/\r?\n/);
  const resto = partes.pop() ?? "";
  return { lineas: partes, resto };
}

/** A statement as the portal sent it, with its parameters. */
export type Sentencia = { sql: string; params: unknown[] };

/** The statement of a logged line (lib/db/client.ts `lineaSql`), or null for any other output of the server. */
export function sentenciaDe(linea: string): Sentencia | null {
  const i = linea.indexOf(MARCA_SQL);
  if (i === -1) return null;
  try {
    const leida = JSON.parse(linea.slice(i + MARCA_SQL.length)) as Partial<Sentencia>;
    if (typeof leida.sql !== "string") return null;
    return { sql: leida.sql, params: Array.isArray(leida.params) ? leida.params : [] };
  } catch {
    return null;
  }
}

/** 'select', 'insert', 'begin' … from a statement ('with' counts as what it ends in, a read or a write). */
export function tipoDeSentencia(sentencia: string): string {
  const s = sentencia.trim().toLowerCase();
  const primera = /^[a-z]+/.exec(s)?.[0] ?? "otra";
  if (primera !== "with") return primera;
  for (const t of ["insert", "update", "delete"]) if (new RegExp(`\\)\\s*${t}\\s`).test(s)) return t;
  return "select";
}

export type CuentaSql = { total: number; porTipo: Record<string, number> };

/** Statements among some lines of server output, and how many of each kind. */
export function contarSentencias(lineas: readonly string[]): CuentaSql {
  const porTipo: Record<string, number> = {};
  let total = 0;
  for (const l of lineas) {
    const s = sentenciaDe(l);
    if (s === null) continue;
    total++;
    const t = tipoDeSentencia(s.sql);
    porTipo[t] = (porTipo[t] ?? 0) + 1;
  }
  return { total, porTipo };
}
