import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../../tests/support/test-db";
import { arrancarPgbouncer, pgbouncerInstalado, type Pgbouncer } from "../../tests/support/pgbouncer";
import { conPlazo } from "../plazo";
import { openDatabase } from "./client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate";

/**
 * Several portal processes started together (PORTAL_PROCESOS, or several `npm start` behind a
 * proxy) each migrate the database on start. On an empty PostgreSQL database they must all start:
 * one applies the migrations, the others wait for it and find nothing left to do.
 */

const pg = postgresAvailability();
const describePg = pg.available ? describe : describe.skip;

const mantenimiento = (sentencia: string) => mantenimientoPostgres(pg.url, sentencia);

/** An empty database for the describe block it is called in, dropped after it. */
function baseVacia(prefijo: string): string {
  const nombre = `${prefijo}_${randomBytes(4).toString("hex")}`;
  beforeAll(() => mantenimiento(`create database "${nombre}"`));
  afterAll(() => mantenimiento(`drop database if exists "${nombre}" with (force)`));
  return nombre;
}

type Conexion = Awaited<ReturnType<typeof openDatabase>>;

/** Four pools, as four processes would have: none shares a connection with another. */
async function conCuatroProcesos(url: string, probar: (conexiones: Conexion[]) => Promise<void>): Promise<void> {
  const conexiones = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url })));
  try {
    await probar(conexiones);
  } finally {
    await Promise.all(conexiones.map((c) => c.close()));
  }
}

/** Every pool migrates at the same time; each start gives "ok" or its error, so a failure names itself. */
async function arrancanALaVez(conexiones: Conexion[], ms: number): Promise<string[]> {
  // With a deadline: a migration that waits for a lock nobody will let go must fail the test, not hang it.
  const resultados = await Promise.allSettled(conexiones.map((c) => conPlazo(migrateDatabase(c.db), ms)));
  return resultados.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"));
}

/** Each migration of the journal recorded once. */
async function esperarCadaMigracionUnaVez(c: Conexion): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  const r = (await c.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distintas from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number; distintas: number }[];
  };
  expect(r.rows[0]).toEqual({ n: journal.entries.length, distintas: journal.entries.length });
}

const todos = ["ok", "ok", "ok", "ok"];

describePg("migrations from several processes at once [PostgreSQL]", () => {
  const nombre = baseVacia("portal_test_migra");

  it("leaves every process started and each migration applied once", () =>
    conCuatroProcesos(conBaseDeDatos(pg.url, nombre), async (conexiones) => {
      expect(await arrancanALaVez(conexiones, 20_000)).toEqual(todos);
      await esperarCadaMigracionUnaVez(conexiones[0]);
      // The lock was let go: a later start does not wait for ever.
      expect(await arrancanALaVez(conexiones.slice(1, 2), 10_000)).toEqual(["ok"]);
    }), 60_000);
});

// PgBouncer in transaction mode runs each transaction on whichever server connection is free: a
// lock held by a session (the server connection) is not the client's (decision 050).
const binario = pg.available ? pgbouncerInstalado() : null;
(binario ? describe : describe.skip)("migrations from several processes through PgBouncer in transaction mode [PostgreSQL]", () => {
  const nombre = baseVacia("portal_test_migra_pgb");
  let bouncer: Pgbouncer | undefined;
  beforeAll(async () => {
    bouncer = await arrancarPgbouncer(binario!, pg.url);
  });
  afterAll(() => bouncer?.parar());

  it("leaves every process started, each migration applied once, and no lock behind for the next start", () =>
    conCuatroProcesos(bouncer!.url(nombre), async (conexiones) => {
      expect(await arrancanALaVez(conexiones, 20_000)).toEqual(todos);
      await esperarCadaMigracionUnaVez(conexiones[0]);
      const bloqueos = (await conexiones[0].db.execute(
        sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = ${nombre}`,
      )) as unknown as { rows: { n: number }[] };
      expect(bloqueos.rows[0].n).toBe(0);
      // Later starts, from every pool, find nothing to do instead of waiting for ever.
      expect(await arrancanALaVez(conexiones, 10_000)).toEqual(todos);
    }), 60_000);
});
