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

/**
 * What GET /api/health answers for a state of the database: the route handler and the HTTP
 * server's early answer (lib/servidor.ts, decision 074) both send this, so they cannot drift apart.
 */
export type RespuestaSalud =
  | { estado: 200; cuerpo: { status: "ok"; baseDeDatos: "ok" }; cabeceras: Record<string, string> }
  | { estado: 503; cuerpo: { error: "unavailable"; message: string; status: "error"; baseDeDatos: EstadoBaseDeDatos }; cabeceras: Record<string, string> };

export function respuestaSalud(baseDeDatos: EstadoBaseDeDatos): RespuestaSalud {
  return baseDeDatos === "ok"
    ? { estado: 200, cuerpo: { status: "ok", baseDeDatos }, cabeceras: {} }
    : { estado: 503, cuerpo: { error: "unavailable", message: "La base de datos no responde.", status: "error", baseDeDatos }, cabeceras: { "retry-after": "5" } };
}
