import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { postgresAvailability } from "./postgres";

/**
 * One Jest run's database templates (tests/support/test-db.ts): a folder for the PGlite dumps,
 * named in PORTAL_TEST_PLANTILLAS, and on PostgreSQL two template databases named after it. The
 * global setup makes the folder before the workers start, so they inherit the variable; the global
 * teardown removes both. The folder's random suffix makes the names the run's own: two runs on one
 * server never share or drop each other's templates.
 */

export const VARIABLE_PLANTILLAS = "PORTAL_TEST_PLANTILLAS";

export function nombrePlantillaPostgres(carpeta: string, sembrada: boolean): string {
  const run = path.basename(carpeta).replace(/[^a-z0-9]/gi, "").toLowerCase();
  return `portal_plantilla_${run}_${sembrada ? "sembrada" : "migrada"}`;
}

export async function crearCarpetaDePlantillas(): Promise<void> {
  process.env[VARIABLE_PLANTILLAS] = await mkdtemp(path.join(os.tmpdir(), "portal-plantillas-"));
}

export async function borrarPlantillas(): Promise<void> {
  const carpeta = process.env[VARIABLE_PLANTILLAS];
  if (!carpeta) return;
  delete process.env[VARIABLE_PLANTILLAS];
  await rm(carpeta, { recursive: true, force: true });
  // No server, or PG_TEST_URL=off: no template was made on it.
  const pg = postgresAvailability();
  if (!pg.available) return;
  const c = new Client({ connectionString: pg.url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    for (const sembrada of [false, true]) await c.query(`drop database if exists "${nombrePlantillaPostgres(carpeta, sembrada)}" with (force)`);
  } finally {
    await c.end();
  }
}
