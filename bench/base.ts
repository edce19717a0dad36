import { rmSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { RAIZ } from "./servidor";

/**
 * The bench's own database, made fresh for every run and removed at the end: PostgreSQL
 * `portal_bench_<port>` on the server of BENCH_PG_URL, or a PGlite folder under data/. Never the
 * developers' or the tests' databases: only `portal_bench_` and the run's first port is ever dropped.
 */

/**
 * The run's own database (or PGlite folder), named after its first port: two runs on one machine
 * with different --port never drop each other's data.
 */
export const baseBanco = (puerto: number) => `portal_bench_${puerto}`;
export const URL_MANTENIMIENTO = "postgres://postgres@127.0.0.1:5432/postgres";
export const carpetaPglite = (puerto: number) => path.join(RAIZ, "data", `bench-pglite-${puerto}`);

function conBase(url: string, nombre: string): string {
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  return u.toString();
}

async function enMantenimiento(url: string, fn: (c: Client) => Promise<void>) {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
  } catch (e) {
    throw new Error(`No se puede conectar con PostgreSQL en ${url.replace(/\/\/[^@]*@/, "//")}: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    await fn(c);
  } finally {
    await c.end();
  }
}

/** Drops (if left from a failed run) and creates the run's database; returns its URL. */
export async function crearBasePostgres(urlMantenimiento: string, puerto: number): Promise<string> {
  await enMantenimiento(urlMantenimiento, async (c) => {
    await c.query(`drop database if exists ${baseBanco(puerto)} with (force)`);
    await c.query(`create database ${baseBanco(puerto)}`);
  });
  return conBase(urlMantenimiento, baseBanco(puerto));
}

export async function borrarBasePostgres(urlMantenimiento: string, puerto: number): Promise<void> {
  await enMantenimiento(urlMantenimiento, async (c) => {
    await c.query(`drop database if exists ${baseBanco(puerto)} with (force)`);
  });
}

export function vaciarCarpetaPglite(puerto: number) {
  rmSync(carpetaPglite(puerto), { recursive: true, force: true });
}

/** 'PostgreSQL 15.20' or 'PGlite 0.5.x (…)', for the report. */
export async function versionMotor(ejecutar: (consulta: string) => Promise<string>, pglite: boolean): Promise<string> {
  const v = await ejecutar("show server_version");
  return pglite ? `PGlite (PostgreSQL ${v} en WebAssembly, un solo proceso)` : `PostgreSQL ${v}`;
}
