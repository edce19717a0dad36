import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./tipo";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Any constant shared by every portal process; hashtext gives the lock's number. */
const CLAVE_BLOQUEO = "portal.migraciones";

/**
 * Applies drizzle-kit's SQL migrations, on PGlite and PostgreSQL alike: the pending ones run in one
 * transaction and are recorded in drizzle.__drizzle_migrations (drizzle's own table and rule: a
 * migration is pending when it is newer than the last one recorded), so running this again is a
 * no-op.
 *
 * The whole of it, the check of what is pending included, is one transaction that first takes a
 * transaction-scoped advisory lock. Several portal processes starting at once (`PORTAL_PROCESOS`,
 * or several `npm start` behind a proxy) would otherwise all find the same migrations pending, and
 * all but one fail creating what the first one created; with the lock, the others wait, then find
 * nothing to do. drizzle's migrator reads what is pending outside its transaction, and a session
 * lock taken beside it does not survive PgBouncer in transaction mode, where each transaction may
 * run on a different server connection: the lock stayed behind on one of them and later starts
 * waited for ever (decision 050).
 */
export async function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLAVE_BLOQUEO}))`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
    const { rows } = (await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
      rows: { created_at: string | number }[];
    };
    const ultima = rows.length > 0 ? Number(rows[0].created_at) : null;
    for (const m of migrations) {
      if (ultima !== null && ultima >= m.folderMillis) continue;
      for (const sentencia of m.sql) await tx.execute(sql.raw(sentencia));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`);
    }
  });
}
