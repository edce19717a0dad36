import { spawn } from "node:child_process";
import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Backups (`npm run db:backup`, `npm run db:restore FILE`; docs/decisions/025):
 *  - PostgreSQL: a plain SQL dump made by the server's own pg_dump (schema, data, sequences and
 *    the migrations table), restored with psql in one transaction;
 *  - PGlite: PGlite's own dump of its data folder (a .tar.gz), restored by opening a new folder
 *    from it.
 * A restore only goes into an empty database (or a folder that does not exist yet), so it never
 * mixes a copy with live data.
 */

export type Destino = { url?: string; pgliteDir: string };

export const EXTENSION = { postgres: ".sql", pglite: ".tar.gz" } as const;

export class ErrorCopia extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = "ErrorCopia";
  }
}

function ejecutar(programa: string, args: string[], entorno: Record<string, string> = {}): Promise<void> {
  return new Promise((resolver, rechazar) => {
    const hijo = spawn(programa, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...entorno } });
    let errores = "";
    hijo.stderr.on("data", (d: Buffer) => (errores += d.toString()));
    hijo.on("error", (e: NodeJS.ErrnoException) =>
      rechazar(new ErrorCopia(e.code === "ENOENT" ? `No se encuentra ${programa}: instala el cliente de PostgreSQL (postgresql-client) de la misma versión que el servidor o posterior.` : e.message)),
    );
    hijo.on("close", (codigo) => (codigo === 0 ? resolver() : rechazar(new ErrorCopia(`${programa} terminó con error ${codigo}: ${errores.trim().split("\n").slice(-3).join(" ")}`))));
  });
}

/** pg_dump and psql read the password from the environment, never from the command line (ps shows it). */
function conexionParaHerramientas(url: string): { args: string[]; entorno: Record<string, string> } {
  const u = new URL(url);
  const entorno: Record<string, string> = {};
  if (u.password) entorno.PGPASSWORD = decodeURIComponent(u.password);
  u.password = "";
  return { args: ["--dbname", u.toString()], entorno };
}

/** Where `npm run db:backup` leaves its copies (relative to the portal's folder) and the status endpoint looks. */
export const CARPETA_COPIAS = "backups";

export function nombrePorDefecto(destino: Destino, ahora = new Date()): string {
  const sello = ahora.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const motor = destino.url ? "postgres" : "pglite";
  return path.join(CARPETA_COPIAS, `portal-${motor}-${sello}${EXTENSION[motor]}`);
}

/**
 * A copy holds every DNI, address and phone number of the centre: only the account that runs the
 * portal may read it (issue 47.14). The file is created 0600 (or made 0600 if it was there) before
 * a byte is written, whatever the umask, and pg_dump then writes into it, keeping its mode; the
 * default folder, created here, is 0700.
 */
export function prepararFicheroPrivado(fichero: string): void {
  const carpeta = path.dirname(path.resolve(fichero));
  if (!existsSync(carpeta)) {
    mkdirSync(carpeta, { recursive: true, mode: 0o700 });
    chmodSync(carpeta, 0o700);
  }
  const fd = openSync(fichero, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
}

/** Writes a complete copy of the database to `fichero`, readable only by its owner. */
export async function hacerCopia(destino: Destino, fichero: string): Promise<void> {
  const motor = destino.url ? "postgres" : "pglite";
  if (!fichero.endsWith(EXTENSION[motor])) throw new ErrorCopia(`La copia de ${motor === "postgres" ? "PostgreSQL" : "PGlite"} es un fichero ${EXTENSION[motor]}.`);
  if (!destino.url && !existsSync(destino.pgliteDir)) throw new ErrorCopia(`No existe la carpeta de PGlite ${destino.pgliteDir}.`);
  prepararFicheroPrivado(fichero);
  if (destino.url) {
    const c = conexionParaHerramientas(destino.url);
    await ejecutar("pg_dump", [...c.args, "--format=plain", "--no-owner", "--no-privileges", "--file", fichero], c.entorno);
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = new PGlite(destino.pgliteDir);
  try {
    await pglite.waitReady;
    const volcado = await pglite.dumpDataDir("gzip");
    await writeFile(fichero, Buffer.from(await volcado.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores `fichero` into an empty database (PostgreSQL) or a folder that does not exist yet (PGlite). */
export async function restaurarCopia(destino: Destino, fichero: string, db?: Db): Promise<void> {
  if (!existsSync(fichero)) throw new ErrorCopia(`No existe el fichero ${fichero}.`);
  if (destino.url) {
    if (!fichero.endsWith(EXTENSION.postgres)) throw new ErrorCopia(`${fichero} no es una copia de PostgreSQL (${EXTENSION.postgres}); con DATABASE_URL vacío se restaura en PGlite.`);
    if (db && !(await estaVacia(db))) throw new ErrorCopia("La base de datos de destino no está vacía: restaura en una base de datos nueva (createdb) para no mezclar la copia con otros datos.");
    const c = conexionParaHerramientas(destino.url);
    await ejecutar("psql", [...c.args, "--no-psqlrc", "--quiet", "--single-transaction", "--set", "ON_ERROR_STOP=1", "--file", fichero], c.entorno);
    return;
  }
  if (!fichero.endsWith(EXTENSION.pglite)) throw new ErrorCopia(`${fichero} no es una copia de PGlite (${EXTENSION.pglite}); para PostgreSQL configura DATABASE_URL.`);
  if (existsSync(destino.pgliteDir) && readdirSync(destino.pgliteDir).length > 0) {
    throw new ErrorCopia(`La carpeta ${destino.pgliteDir} ya tiene datos: indica en PGLITE_DIR una carpeta nueva (o vacía) para restaurar.`);
  }
  mkdirSync(destino.pgliteDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = new PGlite(destino.pgliteDir, { loadDataDir: new Blob([await readFile(fichero)]) });
  try {
    await pglite.waitReady;
    await pglite.query("select 1");
  } finally {
    await pglite.close();
  }
}

const filas = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** No table outside the system schemas: the portal's migrations have never run here. */
export async function estaVacia(db: Db): Promise<boolean> {
  const r = filas<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`));
  return r[0].n === 0;
}

export type ResumenTabla = { tabla: string; filas: number; suma: string };

/**
 * Rows and an md5 of the sorted rows of every table of the portal (and of its migrations table),
 * plus every sequence's position: two databases with equal summaries hold the same data, and the
 * next id each sequence hands out is the same.
 */
export async function resumenDeTablas(db: Db): Promise<ResumenTabla[]> {
  const tablas = filas<{ esquema: string; tabla: string }>(
    await db.execute(sql`select schemaname as esquema, tablename as tabla from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`),
  );
  const out: ResumenTabla[] = [];
  for (const { esquema, tabla } of tablas) {
    const [r] = filas<{ filas: number; suma: string }>(
      await db.execute(
        sql`select count(*)::int as filas, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as suma from ${sql.identifier(esquema)}.${sql.identifier(tabla)} t`,
      ),
    );
    out.push({ tabla: `${esquema}.${tabla}`, ...r });
  }
  const secuencias = filas<{ nombre: string; valor: string | null }>(
    await db.execute(sql`select schemaname || '.' || sequencename as nombre, last_value::text as valor from pg_sequences where schemaname in ('public', 'drizzle') order by 1`),
  );
  for (const s of secuencias) out.push({ tabla: `secuencia ${s.nombre}`, filas: 0, suma: s.valor ?? "sin usar" });
  return out;
}
