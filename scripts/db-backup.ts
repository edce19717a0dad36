/**
 * `npm run db:backup [FICHERO]`: a complete, restorable copy of the configured database
 * (lib/db/copia.ts): a SQL dump by pg_dump for PostgreSQL, PGlite's own dump of its folder for
 * PGlite (stop the portal first: PGlite lets one process open the folder). Without FICHERO it
 * writes backups/portal-<motor>-<fecha>.{sql,tar.gz}.
 */
import "./fuera-de-next";
import { loadEnvConfig } from "@next/env";
import { ErrorCopia, hacerCopia, nombrePorDefecto } from "../lib/db/copia";
import { EnvError, getEnv } from "../lib/env";
import { destino, mensaje } from "./cli";

loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

async function main() {
  const env = getEnv();
  const origen = { url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR };
  const fichero = process.argv[2] ?? nombrePorDefecto(origen);
  await hacerCopia(origen, fichero);
  console.log(`Copia de ${destino(env.DATABASE_URL, env.PGLITE_DIR)} guardada en ${fichero}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof ErrorCopia ? err.message : `No se pudo hacer la copia: ${mensaje(err)}`);
    process.exit(1);
  },
);
