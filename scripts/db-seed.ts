/**
 * `npm run db:seed`: applies pending migrations, then loads the demo centre (lib/semilla) with
 * emails @AUTH_DOMAIN. Safe to run again: it adds nothing twice and puts the demo accounts back
 * to their demo state. Imports the database modules directly: lib/db/index.ts is server-only.
 */
import "./fuera-de-next";
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDemo, type TablaSembrada } from "../lib/semilla";
import { EnvError, getEnv } from "../lib/env";
import { destino, mensaje } from "./cli";

// Same .env files, same precedence as `next dev`/`next start`; variables already set win.
loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

const ETIQUETAS: Record<TablaSembrada, string> = {
  departamentos: "departamentos",
  usuarios: "usuarios",
  ciclos: "ciclos",
  modulos: "módulos",
  grupos: "grupos",
  grupoEstudiantes: "estudiantes en grupo",
  imparticiones: "imparticiones",
  matriculasModulo: "matrículas en módulos",
  aulas: "aulas",
};

const CUENTAS: Record<string, string> = {
  admin: "admin",
  jefaturaQuimica: "jefatura (Química)",
  jefaturaInformatica: "jefatura (Informática)",
  jefaturaElectricidad: "jefatura (Electricidad)",
  docente: "docente (tutora 1QUI301)",
  docenteInformatica: "docente (tutor 1IFC201)",
  estudiante: "estudiante (1QUI301)",
  estudianteInformatica: "estudiante (1IFC201)",
  inactivo: "docente inactivo",
};

async function main() {
  const env = getEnv();
  const conexion = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await migrateDatabase(conexion.db);
    const resumen = await seedDemo(conexion.db, { domain: env.AUTH_DOMAIN });
    const nuevas = Object.values(resumen.created).reduce((a, b) => a + b, 0);
    console.log(`Datos de demostración (@${resumen.domain}) en ${destino(env.DATABASE_URL, env.PGLITE_DIR)}:`);
    for (const [tabla, etiqueta] of Object.entries(ETIQUETAS) as [TablaSembrada, string][]) {
      const creadas = resumen.created[tabla];
      console.log(`  ${etiqueta.padEnd(22)} ${String(resumen.counts[tabla]).padStart(5)}${creadas ? `  (+${creadas})` : ""}`);
    }
    console.log(nuevas === 0 ? "Ya estaban cargados: no se ha añadido nada." : `Filas nuevas: ${nuevas}.`);
    console.log("Cuentas fijas:");
    for (const [clave, email] of Object.entries(resumen.accounts)) {
      console.log(`  ${(CUENTAS[clave] ?? clave).padEnd(26)} ${email}`);
    }
  } finally {
    await conexion.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(
      err instanceof EnvError ? err.message : `No se pudieron cargar los datos de demostración: ${mensaje(err)}`,
    );
    process.exit(1);
  },
);
