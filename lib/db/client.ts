import type { Logger } from "drizzle-orm/logger";
import { getEnv } from "../env";
import { describirError, registrar } from "../log";
import { CANAL, MemoriasDeCambios, vigilarCambios, type Escuchar } from "./cambios";
import { anotarDisponibilidad } from "./disponibilidad";
import { consultasSinDatosEnErrores } from "./errores-seguros";
import * as schema from "./schema";

import type { Db } from "./tipo";

export type { Db };

type Conexion = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres"; escuchar: Escuchar };

type Usuario = typeof schema.usuarios.$inferSelect;

// Kept on globalThis so that Next's dev-mode module reloads do not open the PGlite folder twice
// (PGlite allows one process-wide owner of a data directory).
const globalForDb = globalThis as unknown as {
  __portalDb?: Promise<Conexion>;
  __portalMemorias?: MemoriasDeCambios<Usuario>;
  __portalDejarDeEscuchar?: Promise<() => Promise<void>>;
};

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

/**
 * `volcado`: a PGlite data directory dumped with `dumpDataDir`, to start from instead of running
 * initdb (the tests' migrated and seeded templates, tests/support/test-db.ts). Only in memory.
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string; registrarSql?: boolean; volcado?: Blob }): Promise<Conexion> {
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
    // Closing the connection also ends its listeners, those still making their first connection
    // included: their own client would keep the process alive, and one that failed later would
    // reconnect every second for ever.
    const oyentes = new Set<() => Promise<void>>();
    const escuchar = escucharPostgres(opts.url, (p) => pool.query("select pg_notify($1, $2)", [CANAL, p]).then(() => undefined), oyentes);
    const close = async () => {
      await Promise.all([...oyentes].map((dejar) => dejar()));
      await pool.end();
    };
    return { db: drizzle({ client: pool, schema, logger }) as unknown as Db, close, kind: "postgres", escuchar };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = opts.pgliteDir;
  if (dir && dir !== "memory://") {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite(opts.volcado ? { loadDataDir: opts.volcado } : {});
  await client.waitReady;
  // One process per data folder: the notifications of its own writes are all there is to hear.
  const escuchar: Escuchar = async ({ alOir, alEscuchar, alPerder }) => {
    const dejar = await client.listen(CANAL, alOir);
    alEscuchar();
    return async () => {
      alPerder();
      await dejar();
    };
  };
  return { db: drizzle({ client, schema, logger }) as unknown as Db, close: () => client.close(), kind: "pglite", escuchar };
}

/** How often a listening PostgreSQL connection proves it still hears (and how long it waits for it). */
const PRUEBA_CADA_MS = 30_000;
const PRUEBA_ESPERA_MS = 5_000;

/**
 * LISTEN on a connection of its own (the pool's are shared by requests), reconnecting a second
 * after it drops. It counts as listening only once a notification sent through the pool has come
 * back, and again every 30 s: behind PgBouncer in transaction mode a LISTEN is accepted but its
 * notifications may never arrive, and then nothing must be remembered (lib/db/cambios.ts).
 */
function escucharPostgres(url: string, notificar: (payload: string) => Promise<void>, oyentes: Set<() => Promise<void>>): Escuchar {
  return async ({ alOir, alEscuchar, alPerder }) => {
    const { Client } = await import("pg");
    const { randomUUID } = await import("node:crypto");
    let parado = false;
    let actual: InstanceType<typeof Client> | null = null;
    let reintento: ReturnType<typeof setTimeout> | undefined;
    let prueba: ReturnType<typeof setInterval> | undefined;
    let alParar = () => undefined as void;
    const parada = new Promise<never>((_, rechazar) => (alParar = () => rechazar(new Error("LISTEN parado"))));
    parada.catch(() => undefined);
    const conectar = async () => {
      if (parado) return;
      const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      actual = c;
      let perdido = false;
      let esperada: { id: string; oida: () => void } | null = null;
      const perder = () => {
        if (perdido) return;
        perdido = true;
        clearInterval(prueba);
        alPerder();
        c.end().catch(() => undefined);
        if (!parado) (reintento = setTimeout(() => void conectar(), 1000)).unref();
      };
      const probar = async () => {
        const id = `p:${randomUUID()}`;
        const oida = new Promise<void>((resolve) => (esperada = { id, oida: resolve }));
        await notificar(id);
        const ok = await Promise.race([oida.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), PRUEBA_ESPERA_MS).unref())]);
        if (!ok) throw new Error("LISTEN no recibe las notificaciones");
      };
      c.on("error", perder);
      c.on("end", perder);
      c.on("notification", (m) => {
        if (m.channel !== CANAL || m.payload === undefined) return;
        if (esperada && m.payload === esperada.id) esperada.oida();
        else if (!m.payload.startsWith("p:")) alOir(m.payload);
      });
      const pasos = (async () => {
        await c.connect();
        await c.query(`LISTEN ${CANAL}`);
        await probar();
      })();
      // Once stopped, what the steps were waiting for no longer matters.
      pasos.catch(() => undefined);
      try {
        // pg never settles connect() on a client ended while it connects: stopping must not wait for it.
        await Promise.race([pasos, parada]);
        if (perdido || parado) return;
        alEscuchar();
        prueba = setInterval(() => probar().catch(perder), PRUEBA_CADA_MS);
        prueba.unref();
      } catch (err) {
        if (!parado) registrar("warn", "cambios_sin_escuchar", { error: describirError(err) });
        perder();
      }
    };
    const parar = async () => {
      parado = true;
      alParar();
      clearTimeout(reintento);
      clearInterval(prueba);
      alPerder();
      await actual?.end().catch(() => undefined);
    };
    oyentes.add(parar);
    await conectar();
    return async () => {
      oyentes.delete(parar);
      await parar();
    };
  };
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
  // A new connection (after a failed one, or a test that opens another database): nothing
  // remembered from the old one may answer for it.
  void dejarDeEscuchar();
  const env = getEnv();
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, registrarSql: env.BENCH_SQL_LOG === "1" });
  const { migrateDatabase } = await import("./migrate");
  await migrateDatabase(conexion.db);
  // From here on, what every request reads is remembered while this process hears of its changes.
  const memorias = new MemoriasDeCambios<Usuario>();
  globalForDb.__portalMemorias = memorias;
  const dejar = vigilarCambios(conexion.escuchar, memorias);
  globalForDb.__portalDejarDeEscuchar = dejar;
  dejar.catch((err: unknown) => registrar("warn", "cambios_sin_escuchar", { error: describirError(err) }));
  return conexion;
}

/** Forgets what was remembered and stops the LISTEN connection of the application's database. */
async function dejarDeEscuchar(): Promise<void> {
  globalForDb.__portalMemorias?.activar(false);
  globalForDb.__portalMemorias = undefined;
  const dejar = globalForDb.__portalDejarDeEscuchar;
  globalForDb.__portalDejarDeEscuchar = undefined;
  await dejar?.then((parar) => parar()).catch(() => undefined);
}

/**
 * Closes the application's database, its listener included, and forgets what this process
 * remembered from it: for tests that open it through getDb, which must leave nothing running (a
 * timer that fires after Jest has torn the suite down fails whichever suite runs next).
 */
export async function cerrarDb(): Promise<void> {
  const conexion = globalForDb.__portalDb;
  globalForDb.__portalDb = undefined;
  const dejando = dejarDeEscuchar();
  await (await conexion?.catch(() => undefined))?.close();
  await dejando;
}

/**
 * The memories of the application's database (null before it is open, and in scripts and tests
 * that open their own: those read everything from the database).
 */
export function memoriasDeCambios(): MemoriasDeCambios<Usuario> | null {
  return globalForDb.__portalMemorias ?? null;
}

/** A change this process has just made, forgotten here at once rather than when its notification arrives. */
export function olvidarEnEsteProceso(payload: string): void {
  globalForDb.__portalMemorias?.aplicar(payload);
}

/** The application's database; migrations are applied on first use. */
export async function getDb(): Promise<Db> {
  globalForDb.__portalDb ??= conectar().catch((err) => {
    globalForDb.__portalDb = undefined;
    throw err;
  });
  return (await globalForDb.__portalDb).db;
}
