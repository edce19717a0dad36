import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./db";
import { conPlazo } from "./plazo";

/** Opens the database and applies migrations (getDb does both on first use). */
export async function prepararBaseDeDatos(): Promise<void> {
  await getDb();
}

/** How long /api/health waits for the database before calling it unreachable. */
const ESPERA_MS = 3000;

export type EstadoBaseDeDatos = "ok" | "no_disponible";

/**
 * Whether the database answers `select 1` within ESPERA_MS. While PostgreSQL is down this is
 * "no_disponible"; once it is back the pool reconnects and the next check says "ok" again, without
 * restarting the portal.
 */
export async function comprobarBaseDeDatos(): Promise<EstadoBaseDeDatos> {
  try {
    await conPlazo((async () => (await getDb()).execute(sql`select 1`))(), ESPERA_MS);
    return "ok";
  } catch {
    return "no_disponible";
  }
}
