/**
 * `npm run db:restore FICHERO`: restores a copy made by `npm run db:backup` into an EMPTY database
 * (PostgreSQL: a new database, e.g. `createdb portal_nuevo`, in DATABASE_URL) or a PGlite folder
 * that does not exist yet (PGLITE_DIR). It refuses a database that already has tables.
 */
import "./fuera-de-next";
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/client";
import { ErrorCopia, restaurarCopia } from "../lib/db/copia";
import { EnvError, getEnv } from "../lib/env";
import { destino, mensaje } from "./cli";

loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

async function main() {
  const fichero = process.argv[2];
  if (!fichero) throw new ErrorCopia("Uso: npm run db:restore FICHERO (una copia de npm run db:backup).");
  const env = getEnv();
  const hacia = { url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR };
  if (hacia.url) {
    const conexion = await openDatabase({ url: hacia.url });
    try {
      await restaurarCopia(hacia, fichero, conexion.db);
    } finally {
      await conexion.close();
    }
  } else {
    await restaurarCopia(hacia, fichero);
  }
  console.log(`${fichero} restaurada en ${destino(env.DATABASE_URL, env.PGLITE_DIR)}. Arranca el portal: aplicará las migraciones que falten.`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof ErrorCopia ? err.message : `No se pudo restaurar la copia: ${mensaje(err)}`);
    process.exit(1);
  },
);
