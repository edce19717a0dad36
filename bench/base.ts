import { rmSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { RAIZ } from "./servidor";

/**
 * The bench's own database, made fresh for every run and removed at the end: PostgreSQL
 * `portal_bench` on the server of BENCH_PG_URL, or a PGlite folder under data/. Never the
 * developers' or the tests' databases: the name is fixed and checked before anything is dropped.
 */

export const BASE_BANCO = "portal_bench";
export const URL_MANTENIMIENTO = "postgres://postgres@127.0.0.1:5432/postgres";
export const CARPETA_PGLITE = path.join(RAIZ, "data", "bench-pglite");

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

/** Drops (if left from a failed run) and creates portal_bench; returns its URL. */
export async function crearBasePostgres(urlMantenimiento: string): Promise<string> {
  await enMantenimiento(urlMantenimiento, async (c) => {
    await c.query(`drop database if exists ${BASE_BANCO} with (force)`);
    await c.query(`create database ${BASE_BANCO}`);
  });
  return conBase(urlMantenimiento, BASE_BANCO);
}

export async function borrarBasePostgres(urlMantenimiento: string): Promise<void> {
  await enMantenimiento(urlMantenimiento, async (c) => {
    await c.query(`drop database if exists ${BASE_BANCO} with (force)`);
  });
}

export function vaciarCarpetaPglite() {
  rmSync(CARPETA_PGLITE, { recursive: true, force: true });
}

/** 'PostgreSQL 15.20' or 'PGlite 0.5.x (…)', for the report. */
export async function versionMotor(ejecutar: (consulta: string) => Promise<string>, pglite: boolean): Promise<string> {
  const v = await ejecutar("show server_version");
  return pglite ? `PGlite (PostgreSQL ${v} en WebAssembly, un solo proceso)` : `PostgreSQL ${v}`;
}
