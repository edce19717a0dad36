import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../../tests/support/test-db";
import { arrancarPgbouncer, pgbouncerInstalado, type Pgbouncer } from "../../tests/support/pgbouncer";
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

describePg("migrations from several processes at once [PostgreSQL]", () => {
  const nombre = `portal_test_migra_${randomBytes(4).toString("hex")}`;
  beforeAll(() => mantenimiento(`create database "${nombre}"`));
  afterAll(() => mantenimiento(`drop database if exists "${nombre}" with (force)`));

  it("leaves every process started and each migration applied once", async () => {
    const url = conBaseDeDatos(pg.url, nombre);
    // Four pools, as four processes would have: none shares a connection with another.
    const conexiones = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url })));
    try {
      const resultados = await Promise.allSettled(conexiones.map((c) => migrateDatabase(c.db)));
      expect(resultados.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);

      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      const r = (await conexiones[0].db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distintas from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number; distintas: number }[] };
      expect(r.rows[0]).toEqual({ n: journal.entries.length, distintas: journal.entries.length });
      // The lock was let go: a later start does not wait for ever.
      await expect(migrateDatabase(conexiones[1].db)).resolves.toBeUndefined();
    } finally {
      await Promise.all(conexiones.map((c) => c.close()));
    }
  });
});

/** Rejects after `ms`: a migration that waits for a lock nobody will let go must fail the test, not hang it. */
function aTiempo<T>(p: Promise<T>, ms: number): Promise<T> {
  let reloj: NodeJS.Timeout | undefined;
  const tarde = new Promise<never>((_, no) => (reloj = setTimeout(() => no(new Error(`sin terminar tras ${ms} ms`)), ms)));
  return Promise.race([p, tarde]).finally(() => clearTimeout(reloj));
}

// PgBouncer in transaction mode runs each transaction on whichever server connection is free: a
// lock held by a session (the server connection) is not the client's (decision 050).
const binario = pg.available ? pgbouncerInstalado() : null;
(binario ? describe : describe.skip)("migrations from several processes through PgBouncer in transaction mode [PostgreSQL]", () => {
  const nombre = `portal_test_migra_pgb_${randomBytes(4).toString("hex")}`;
  let bouncer: Pgbouncer | undefined;
  beforeAll(async () => {
    await mantenimiento(`create database "${nombre}"`);
    bouncer = await arrancarPgbouncer(binario!, pg.url);
  });
  afterAll(async () => {
    await bouncer?.parar();
    await mantenimiento(`drop database if exists "${nombre}" with (force)`);
  });

  it("leaves every process started, each migration applied once, and no lock behind for the next start", async () => {
    const conexiones = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: bouncer!.url(nombre) })));
    try {
      const resultados = await Promise.allSettled(conexiones.map((c) => aTiempo(migrateDatabase(c.db), 20_000)));
      expect(resultados.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
      const r = (await conexiones[0].db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distintas from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number; distintas: number }[] };
      expect(r.rows[0].n).toBe(r.rows[0].distintas);

      const bloqueos = (await conexiones[0].db.execute(
        sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = ${nombre}`,
      )) as unknown as { rows: { n: number }[] };
      expect(bloqueos.rows[0].n).toBe(0);
      // Later starts, from every pool, find nothing to do instead of waiting for ever.
      const despues = await Promise.allSettled(conexiones.map((c) => aTiempo(migrateDatabase(c.db), 10_000)));
      expect(despues.map((x) => (x.status === "rejected" ? String(x.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
    } finally {
      await Promise.all(conexiones.map((c) => c.close()));
    }
  }, 60_000);
});
