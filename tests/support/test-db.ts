import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { seedDemo } from "../../lib/semilla";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "./postgres";
import { nombrePlantillaPostgres, VARIABLE_PLANTILLAS } from "./plantillas";

export { conBaseDeDatos, mantenimientoPostgres, postgresAvailability };

/**
 * Data-layer test harness: the same `describe` block runs on PGlite (in memory) and on a real
 * PostgreSQL server, because the app runs on either and their behaviour differs in places
 * (concurrency, error texts, collations). Each block gets its own fresh database with the
 * migrations applied, so test files never see each other's rows; it is a copy of a template the
 * run builds once (below), not a database migrated again.
 *
 *   describeEachDatabase("inventario", (ctx) => {
 *     beforeEach(() => resetDatabase(ctx.db));
 *     it("…", async () => { await createAula(ctx.db); … });
 *   });
 *
 * PostgreSQL is found at PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres, which
 * is used as the maintenance database to create and drop `portal_test_<random>`). PG_TEST_URL=off
 * skips the PostgreSQL variant on purpose.
 */

export type DatabaseKind = "pglite" | "postgres";

/** Mail domain of the demo data seeded by `{ seed: true }`. */
export const TEST_DOMAIN = "cpifp-huesca.test";

export type TestDbContext = {
  /** The database of the running block; only usable inside hooks and tests. */
  readonly db: Db;
  readonly kind: DatabaseKind;
  readonly domain: string;
};

export type TestDbOptions = {
  /** Load the demo centre (lib/semilla) once, after the migrations. */
  seed?: boolean;
};

export type TestDatabase = { db: Db; kind: DatabaseKind; close: () => Promise<void> };



/**
 * PGlite loads its WASM and Node built-ins with `import()`, which jest allows only when node runs
 * with --experimental-vm-modules; `npm run test:unit` and scripts/test-all.mjs set it.
 */
async function openPglite(volcado?: Blob): Promise<{ db: Db; close: () => Promise<void> }> {
  if (typeof (vm as { SyntheticModule?: unknown }).SyntheticModule !== "function") {
    throw new Error("Los tests de datos necesitan NODE_OPTIONS=--experimental-vm-modules (usa npm run test:unit).");
  }
  return openDatabase({ volcado });
}

/** A migrated database, and seeded when asked: what every block starts from. */
async function preparar(db: Db, seed: boolean): Promise<void> {
  await migrateDatabase(db);
  if (seed) await seedDemo(db, { domain: TEST_DOMAIN });
}

/**
 * A new in-memory PGlite runs initdb, and the migrations and the demo centre come on top: most of
 * a data-layer test file's time went there. So the first block of the run that needs one builds
 * it and dumps its data directory to the run's folder (made by the global setup,
 * tests/support/plantillas.ts); every later block, in any file or worker, loads that copy. The
 * file appears whole or not at all (written aside, then renamed). Without the folder (a run that
 * skipped the global setup) every block builds its own, as before.
 */
async function abrirPgliteDesdePlantilla(seed: boolean): Promise<{ db: Db; close: () => Promise<void> }> {
  const carpeta = process.env[VARIABLE_PLANTILLAS];
  const fichero = carpeta ? path.join(carpeta, seed ? "sembrada.tar" : "migrada.tar") : null;
  if (fichero) {
    const guardada = await readFile(fichero).catch((e: NodeJS.ErrnoException) => {
      if (e.code === "ENOENT") return null;
      throw e;
    });
    if (guardada) return openPglite(new Blob([guardada]));
  }
  const conexion = await openPglite();
  try {
    await preparar(conexion.db, seed);
    if (fichero) {
      const cliente = (conexion.db as unknown as { $client: PGlite }).$client;
      // Written to the data files, so a copy starts without replaying the log.
      await cliente.query("checkpoint");
      const volcado = await cliente.dumpDataDir("none");
      const aparte = `${fichero}.${process.pid}.${randomBytes(4).toString("hex")}`;
      await writeFile(aparte, Buffer.from(await volcado.arrayBuffer()));
      await rename(aparte, fichero);
    }
    return conexion;
  } catch (err) {
    await conexion.close();
    throw err;
  }
}

/**
 * The same for PostgreSQL, with its own templates: the first block builds
 * `portal_plantilla_<run>_migrada` (or `_sembrada`) under an advisory lock, and every block is a
 * `create database … template` of it. The global teardown drops the templates.
 */
async function plantillaPostgres(url: string, seed: boolean): Promise<string | null> {
  const carpeta = process.env[VARIABLE_PLANTILLAS];
  if (!carpeta) return null;
  const plantilla = nombrePlantillaPostgres(carpeta, seed);
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query("select pg_advisory_lock(hashtext($1))", [plantilla]);
    const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [plantilla]);
    if (rowCount === 0) {
      await c.query(`create database "${plantilla}"`);
      try {
        const conexion = await openDatabase({ url: conBaseDeDatos(url, plantilla) });
        try {
          await preparar(conexion.db, seed);
        } finally {
          await conexion.close();
        }
      } catch (err) {
        await c.query(`drop database if exists "${plantilla}" with (force)`);
        throw err;
      }
    }
    return plantilla;
  } finally {
    await c.end();
  }
}

/** Opens a fresh database of the given kind, migrated (and seeded when asked); `close` also drops the PostgreSQL one. */
export async function createTestDatabase(kind: DatabaseKind, options: TestDbOptions = {}): Promise<TestDatabase> {
  const seed = options.seed ?? false;
  if (kind === "pglite") {
    const conexion = await abrirPgliteDesdePlantilla(seed);
    return { db: conexion.db, kind, close: conexion.close };
  }

  const pg = postgresAvailability();
  if (!pg.available) throw new Error(`PostgreSQL no disponible en ${pg.url}: ${pg.reason}`);
  const nombre = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const mantenimiento = (sentencia: string) => mantenimientoPostgres(pg.url, sentencia);
  const plantilla = await plantillaPostgres(pg.url, seed);
  await mantenimiento(plantilla ? `create database "${nombre}" template "${plantilla}"` : `create database "${nombre}"`);
  try {
    const conexion = await openDatabase({ url: conBaseDeDatos(pg.url, nombre) });
    if (!plantilla) await preparar(conexion.db, seed);
    return {
      db: conexion.db,
      kind,
      close: async () => {
        await conexion.close();
        // `with (force)` (PostgreSQL 13+) ends any connection a failed test left open.
        await mantenimiento(`drop database if exists "${nombre}" with (force)`);
      },
    };
  } catch (err) {
    await mantenimiento(`drop database if exists "${nombre}" with (force)`).catch(() => undefined);
    throw err;
  }
}

/**
 * Registers beforeAll/afterAll hooks that open (and seed, if asked) a fresh database for the
 * enclosing `describe`, and returns a context whose `db` is valid inside its tests.
 */
export function useTestDatabase(kind: DatabaseKind, options: TestDbOptions = {}): TestDbContext {
  let abierta: TestDatabase | undefined;
  beforeAll(async () => {
    abierta = await createTestDatabase(kind, options);
  });
  afterAll(async () => {
    await abierta?.close();
    abierta = undefined;
  });
  return {
    get db() {
      if (!abierta) throw new Error("ctx.db solo está disponible dentro de los tests y hooks del bloque");
      return abierta.db;
    },
    kind,
    domain: TEST_DOMAIN,
  };
}

let avisoMostrado = false;

/** Runs the same block on PGlite and on PostgreSQL (skipped, with a note, when the server is absent). */
export function describeEachDatabase(
  title: string,
  fn: (ctx: TestDbContext) => void,
  options: TestDbOptions = {},
): void {
  describe(`${title} [PGlite]`, () => fn(useTestDatabase("pglite", options)));

  const pg = postgresAvailability();
  if (!pg.available && !avisoMostrado) {
    avisoMostrado = true;
    console.warn(`Tests de PostgreSQL omitidos: ${pg.url} no responde (${pg.reason}).`);
  }
  const describePg = pg.available ? describe : describe.skip;
  const titulo = pg.available ? `${title} [PostgreSQL]` : `${title} [PostgreSQL — omitido: ${pg.reason}]`;
  describePg(titulo, () => fn(useTestDatabase("postgres", options)));
}

/** Empties every application table and restarts their identities; migrations stay recorded. */
export async function resetDatabase(db: Db): Promise<void> {
  const res = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tablas = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  if (tablas.length === 0) return;
  await db.execute(
    sql`truncate table ${sql.join(
      tablas.map((t) => sql.identifier(t)),
      sql.raw(", "),
    )} restart identity cascade`,
  );
}
