/**
 * `npm run admin -- alta|lista|baja …`: the centre's accounts from the server's console, on the
 * configured database (PGlite or PostgreSQL, as the portal). The first admin is created with it
 * instead of an SQL insert (issue 49); the rules and the log lines are /admin/usuarios's
 * (lib/usuarios/consola.ts). With PGlite, stop the portal first: one process per folder.
 */
import "./fuera-de-next";
import { hostname, userInfo } from "node:os";
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, getEnv } from "../lib/env";
import { esAppError } from "../lib/errors";
import { altaDesdeConsola, bajaDesdeConsola, leerOrden, lineaDeCuenta, listaDesdeConsola, operadorDeConsola, USO } from "../lib/usuarios/consola";
import { destino, mensaje } from "./cli";

loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

/** Exit codes: 0 done, 1 refused or failed, 2 a wrong command line. */
async function main(): Promise<number> {
  const orden = leerOrden(process.argv.slice(2));
  if ("error" in orden) {
    console.error(`${orden.error}\n\n${USO}`);
    return 2;
  }
  const env = getEnv();
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await migrateDatabase(conexion.db);
    const operador = operadorDeConsola({ usuario: userInfo().username, maquina: hostname() });
    if (orden.orden === "alta") console.log((await altaDesdeConsola(operador, orden, conexion.db)).texto);
    else if (orden.orden === "baja") console.log((await bajaDesdeConsola(operador, orden.email, conexion.db)).texto);
    else {
      const cuentas = await listaDesdeConsola(orden.cargo, conexion.db);
      const que = orden.cargo ? `con el cargo ${orden.cargo}` : "";
      console.log(cuentas.length ? `${cuentas.length} ${cuentas.length === 1 ? "cuenta" : "cuentas"} ${que} en ${destino(env.DATABASE_URL, env.PGLITE_DIR)}:` : `Ninguna cuenta ${que} en ${destino(env.DATABASE_URL, env.PGLITE_DIR)}.`.replace(/ {2,}/g, " "));
      for (const c of cuentas) console.log(`  ${lineaDeCuenta(c)}`);
    }
    return 0;
  } finally {
    await conexion.close();
  }
}

main().then(
  (codigo) => process.exit(codigo),
  (err: unknown) => {
    console.error(err instanceof EnvError || esAppError(err) ? err.message : `No se ha podido completar: ${mensaje(err)}`);
    process.exit(1);
  },
);
