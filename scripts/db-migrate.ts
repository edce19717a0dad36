/**
 * `npm run db:migrate`: applies the committed migrations in drizzle/ to the configured database
 * (DATABASE_URL, or PGlite in PGLITE_DIR). Runs outside Next, so it imports the database modules
 * directly instead of lib/db/index.ts (which is marked server-only).
 */
import "./fuera-de-next";
import { loadEnvConfig } from "@next/env";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, getEnv } from "../lib/env";
import { destino, mensaje } from "./cli";

// Same .env files, same precedence as `next dev`/`next start`; variables already set win.
loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

async function contarMigraciones(db: Db): Promise<number> {
  const existe = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existe`);
  if (!(existe as unknown as { rows: { existe: boolean }[] }).rows[0]?.existe) return 0;
  const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
}

async function main() {
  const env = getEnv();
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const antes = await contarMigraciones(conexion.db);
    await migrateDatabase(conexion.db);
    const despues = await contarMigraciones(conexion.db);
    const nuevas = despues - antes;
    console.log(
      `${destino(env.DATABASE_URL, env.PGLITE_DIR)}: ` +
        (nuevas === 0
          ? `ya estaba al día (${despues} ${despues === 1 ? "migración" : "migraciones"}).`
          : `${nuevas} ${nuevas === 1 ? "migración aplicada" : "migraciones aplicadas"} (${despues} en total).`),
    );
  } finally {
    await conexion.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof EnvError ? err.message : `No se pudo migrar la base de datos: ${mensaje(err)}`);
    process.exit(1);
  },
);
