import type { Logger } from "drizzle-orm/logger";
import { getEnv } from "../env";
import { describirError, registrar } from "../log";
import { anotarDisponibilidad } from "./disponibilidad";
import { consultasSinDatosEnErrores } from "./errores-seguros";
import * as schema from "./schema";

import type { Db } from "./tipo";

export type { Db };

type Conexion = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres" };

// Kept on globalThis so that Next's dev-mode module reloads do not open the PGlite folder twice
// (PGlite allows one process-wide owner of a data directory).
const globalForDb = globalThis as unknown as { __portalDb?: Promise<Conexion> };

/** Prefix of the lines BENCH_SQL_LOG=1 writes; bench/sql.ts counts them. */
export const MARCA_SQL = "[bench-sql]";

/**
 * A statement and its parameters as one line of JSON after MARCA_SQL: the bench counts the lines
 * of a page and explains its reads with the same parameters (bench/planes.ts). JSON keeps the
 * line whole whatever the statement holds; bigints, which JSON lacks, go as text, as pg sends them.
 */
export function lineaSql(query: string, params: readonly unknown[]): string {
  const texto = JSON.stringify({ sql: query.replace(/\s+/g, " "), params }, (_, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  return `${MARCA_SQL} ${texto}`;
}

/**
 * One line per statement, on stdout, so that `npm run bench` can count the statements of a page
 * from outside the process. Off unless BENCH_SQL_LOG=1: it costs a write per query.
 */
const registroSql: Logger = {
  logQuery(query, params) {
    process.stdout.write(`${lineaSql(query, params)}\n`);
  },
};

export async function openDatabase(opts: { url?: string; pgliteDir?: string; registrarSql?: boolean }): Promise<Conexion> {
  const logger = opts.registrarSql ? registroSql : undefined;
  // Before any query: a failed one must never carry its parameters into a log (errores-seguros.ts).
  consultasSinDatosEnErrores();
  if (opts.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // A server that does not answer must fail the request (503) rather than hold it open for ever.
    const pool = new Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool drops it and opens a new one on the next query.
    pool.on("error", (err) => registrar("warn", "conexion_inactiva_cerrada", { error: describirError(err) }));
    notarConexionesFallidas(pool);
    return { db: drizzle({ client: pool, schema, logger }) as unknown as Db, close: () => pool.end(), kind: "postgres" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = opts.pgliteDir;
  if (dir && dir !== "memory://") {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  return { db: drizzle({ client, schema, logger }) as unknown as Db, close: () => client.close(), kind: "pglite" };
}

type ConLlamada = (err: Error | undefined, ...resto: unknown[]) => void;

/**
 * A connection the pool cannot open (server down) fails before any query — a transaction's, the
 * migrations' on the first request — so errores-seguros.ts never sees it: note it here, for the 503
 * of pages (lib/servidor.ts). pg-pool's own `query` connects through `this.connect` too.
 */
function notarConexionesFallidas(pool: { connect: (...a: unknown[]) => unknown }): void {
  const conectar = pool.connect.bind(pool) as (cb?: ConLlamada) => Promise<unknown> | undefined;
  pool.connect = (cb?: unknown) => {
    if (typeof cb === "function") {
      return conectar((err, ...resto) => {
        if (err) anotarDisponibilidad(err);
        (cb as ConLlamada)(err, ...resto);
      });
    }
    return (conectar() as Promise<unknown>).catch((err: unknown) => {
      anotarDisponibilidad(err);
      throw err;
    });
  };
}

async function conectar(): Promise<Conexion> {
  const env = getEnv();
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, registrarSql: env.BENCH_SQL_LOG === "1" });
  const { migrateDatabase } = await import("./migrate");
  await migrateDatabase(conexion.db);
  return conexion;
}

/** The application's database; migrations are applied on first use. */
export async function getDb(): Promise<Db> {
  globalForDb.__portalDb ??= conectar().catch((err) => {
    globalForDb.__portalDb = undefined;
    throw err;
  });
  return (await globalForDb.__portalDb).db;
}
