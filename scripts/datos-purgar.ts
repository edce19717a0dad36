/**
 * `npm run datos:purgar [-- --simular]`: removes the personal data of past school years that is
 * past its retention term (RETENCION_* in .env.example, decision 068): one log line per kind with
 * its count. With --simular nothing changes and the lines say what a real run would remove now;
 * the real run removes exactly those rows (lib/curso-academico/retencion.ts) and writes its line in the
 * change log. The current school year is never touched.
 */
import "./fuera-de-next";
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/client";
import { configRetencion, lineasDelPlan, planificarPurga, purgarDatos } from "../lib/curso-academico/retencion";
import { EnvError, getEnv } from "../lib/env";
import { destino, mensaje } from "./cli";

loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

const USO = "Uso: npm run datos:purgar [-- --simular]";

async function main() {
  const argumentos = process.argv.slice(2);
  const desconocidos = argumentos.filter((a) => a !== "--simular");
  if (desconocidos.length) throw new Error(`Opción desconocida: ${desconocidos.join(" ")}. ${USO}`);
  const simular = argumentos.includes("--simular");
  const env = getEnv();
  const config = configRetencion(env);
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    console.log(`${simular ? "Simulación de la purga" : "Purga"} en ${destino(env.DATABASE_URL, env.PGLITE_DIR)}`);
    const plan = simular ? await planificarPurga(config, conexion.db) : await purgarDatos(config, conexion.db);
    for (const linea of lineasDelPlan(plan, simular)) console.log(linea);
    if (simular) console.log("No se ha borrado nada: quita --simular para hacerlo.");
  } finally {
    await conexion.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof EnvError ? err.message : `No se pudo purgar: ${mensaje(err)}`);
    process.exit(1);
  },
);
