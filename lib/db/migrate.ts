import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

type ConDialecto = { dialect: { migrate(m: unknown, session: unknown, cfg: unknown): Promise<void> }; session: unknown };

/**
 * Applies drizzle-kit's SQL migrations. drizzle's `pglite/migrator` and `node-postgres/migrator` are
 * the same two lines over the PostgreSQL dialect; calling the dialect directly keeps one code path
 * for both drivers. Pending migrations run in one transaction and are recorded in
 * drizzle.__drizzle_migrations, so running this again is a no-op.
 */
export async function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const interno = db as unknown as ConDialecto;
  await interno.dialect.migrate(migrations, interno.session, { migrationsFolder });
}
