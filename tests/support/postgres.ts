import { spawnSync } from "node:child_process";
import { Client } from "pg";

/**
 * PostgreSQL helpers with no import from the portal's code, so that Playwright specs can use them
 * too (lib/db pulls in server-only modules that Playwright's loader refuses).
 */

/** One statement on its own connection (create or drop a database: not inside a pool's transaction). */
export async function mantenimientoPostgres(url: string, sentencia: string): Promise<void> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(sentencia);
  } finally {
    await c.end();
  }
}

/** The same server's URL with another database. */
export function conBaseDeDatos(url: string, nombre: string): string {
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  return u.toString();
}

const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const DISABLED = new Set(["off", "0", "false", "no", "none"]);

type Disponibilidad = { available: true; url: string } | { available: false; url: string; reason: string };
let disponibilidad: Disponibilidad | undefined;

/**
 * Whether the PostgreSQL server answers. jest collects `describe` blocks synchronously, so the
 * check runs in a child process with a short connect timeout; the answer is kept per test file.
 */
export function postgresAvailability(): Disponibilidad {
  if (disponibilidad) return disponibilidad;
  const url = process.env.PG_TEST_URL?.trim() || DEFAULT_PG_URL;
  if (DISABLED.has(url.toLowerCase())) {
    return (disponibilidad = { available: false, url, reason: "PG_TEST_URL=off" });
  }
  const script = `
    const { Client } = require(process.argv[1]);
    const c = new Client({ connectionString: process.argv[2], connectionTimeoutMillis: 1500 });
    c.connect().then(() => c.query("select 1")).then(() => c.end()).then(
      () => process.exit(0),
      (e) => { process.stderr.write(String((e && e.message) || e)); process.exit(1); });`;
  const r = spawnSync(process.execPath, ["-e", script, require.resolve("pg"), url], {
    encoding: "utf8",
    timeout: 5000,
  });
  disponibilidad =
    r.status === 0
      ? { available: true, url }
      : { available: false, url, reason: (r.stderr || r.error?.message || "sin respuesta").trim().split("\n")[0] };
  return disponibilidad;
}
