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
