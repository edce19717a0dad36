import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Pool } from "pg";
import type { Db } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

type ConDialecto = { dialect: { migrate(m: unknown, session: unknown, cfg: unknown): Promise<void> }; session: unknown };

/** Any constant shared by every portal process; hashtext gives the lock's number. */
const CLAVE_BLOQUEO = "portal.migraciones";

/** node-postgres' pool behind `db`, or null on PGlite (one process by design: nothing to wait for). */
function poolDe(db: Db): Pool | null {
  const cliente = (db as unknown as { $client?: unknown }).$client;
  return cliente && typeof cliente === "object" && "totalCount" in cliente && typeof (cliente as Pool).connect === "function" ? (cliente as Pool) : null;
}

/**
 * Applies drizzle-kit's SQL migrations. drizzle's `pglite/migrator` and `node-postgres/migrator` are
 * the same two lines over the PostgreSQL dialect; calling the dialect directly keeps one code path
 * for both drivers. Pending migrations run in one transaction and are recorded in
 * drizzle.__drizzle_migrations, so running this again is a no-op.
 *
 * On PostgreSQL, under an advisory lock held on a connection of its own: several portal processes
 * starting at once (`PORTAL_PROCESOS`, or several `npm start` behind a proxy) would otherwise all
 * find the same migrations pending, and all but one fail creating what the first one created.
 * The others wait, then find nothing to do.
 */
export async function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const interno = db as unknown as ConDialecto;
  const pool = poolDe(db);
  if (!pool) return interno.dialect.migrate(migrations, interno.session, { migrationsFolder });
  const conexion = await pool.connect();
  try {
    await conexion.query("select pg_advisory_lock(hashtext($1))", [CLAVE_BLOQUEO]);
    try {
      await interno.dialect.migrate(migrations, interno.session, { migrationsFolder });
    } finally {
      await conexion.query("select pg_advisory_unlock(hashtext($1))", [CLAVE_BLOQUEO]);
    }
  } finally {
    conexion.release();
  }
}
