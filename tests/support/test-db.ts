import { randomBytes } from "node:crypto";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { seedDemo } from "../../lib/semilla";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "./postgres";

export { conBaseDeDatos, mantenimientoPostgres, postgresAvailability };

/**
 * Data-layer test harness: the same `describe` block runs on PGlite (in memory) and on a real
 * PostgreSQL server, because the app runs on either and their behaviour differs in places
 * (concurrency, error texts, collations). Each block gets its own fresh database with the
 * migrations applied, so test files never see each other's rows.
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
async function openPglite(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (typeof (vm as { SyntheticModule?: unknown }).SyntheticModule !== "function") {
    throw new Error("Los tests de datos necesitan NODE_OPTIONS=--experimental-vm-modules (usa npm run test:unit).");
  }
  return openDatabase({});
}

/** Opens a fresh, migrated database of the given kind; `close` also drops the PostgreSQL one. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const conexion = await openPglite();
    await migrateDatabase(conexion.db);
    return { db: conexion.db, kind, close: conexion.close };
  }

  const pg = postgresAvailability();
  if (!pg.available) throw new Error(`PostgreSQL no disponible en ${pg.url}: ${pg.reason}`);
  const nombre = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const mantenimiento = (sentencia: string) => mantenimientoPostgres(pg.url, sentencia);
  await mantenimiento(`create database "${nombre}"`);
  try {
    const conexion = await openDatabase({ url: conBaseDeDatos(pg.url, nombre) });
    await migrateDatabase(conexion.db);
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
    abierta = await createTestDatabase(kind);
    if (options.seed) await seedDemo(abierta.db, { domain: TEST_DOMAIN });
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
