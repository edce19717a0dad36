import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { openDatabase, type Db } from "../../lib/db/client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../lib/db/migrate";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "./test-db";

/**
 * Tests of a migration that moves data: migrate an empty database up to the migration before,
 * load old-shape rows with plain SQL, apply the rest, and look at what came out.
 */

/** A copy of the migrations folder whose journal stops at the migration tagged `ultima` (included). */
export function migracionesHasta(ultima: string): { carpeta: string; borrar: () => void } {
  const carpeta = mkdtempSync(path.join(tmpdir(), "portal-migraciones-"));
  cpSync(MIGRATIONS_FOLDER, carpeta, { recursive: true });
  const ruta = path.join(carpeta, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(ruta, "utf8")) as { entries: { idx: number; tag: string }[] };
  const hasta = journal.entries.findIndex((e) => e.tag === ultima);
  if (hasta < 0) throw new Error(`falta ${ultima} en el journal`);
  writeFileSync(ruta, JSON.stringify({ ...journal, entries: journal.entries.slice(0, hasta + 1) }));
  return { carpeta, borrar: () => rmSync(carpeta, { recursive: true, force: true }) };
}

export type BaseVacia = { db: Db; close: () => Promise<void> };

/** An empty database on each engine this machine has: PGlite always, PostgreSQL when it answers. */
export function motoresVacios(): { nombre: string; abrir: () => Promise<BaseVacia> }[] {
  const pg = postgresAvailability();
  const motores = [{ nombre: "PGlite", abrir: () => openDatabase({}) }];
  if (!pg.available) return motores;
  return [
    ...motores,
    {
      nombre: "PostgreSQL",
      abrir: async () => {
        const nombre = `portal_test_migracion_${randomBytes(4).toString("hex")}`;
        await mantenimientoPostgres(pg.url, `create database "${nombre}"`);
        const conexion = await openDatabase({ url: conBaseDeDatos(pg.url, nombre) });
        return {
          db: conexion.db,
          close: async () => {
            await conexion.close();
            await mantenimientoPostgres(pg.url, `drop database if exists "${nombre}" with (force)`);
          },
        };
      },
    },
  ];
}

/**
 * Inside a describe: a database of `motor` migrated up to `ultima` before the tests and closed
 * after them. Returns how to reach it; the test loads its rows and runs `migrateDatabase(db)`.
 */
export function baseMigradaHasta(ultima: string, abrir: () => Promise<BaseVacia>): () => Db {
  let base: BaseVacia | undefined;
  let carpeta: ReturnType<typeof migracionesHasta> | undefined;
  beforeAll(async () => {
    carpeta = migracionesHasta(ultima);
    base = await abrir();
    await migrateDatabase(base.db, carpeta.carpeta);
  });
  afterAll(async () => {
    carpeta?.borrar();
    await base?.close();
  });
  return () => base!.db;
}

/** The rows of a plain SQL read. */
export async function filas<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

