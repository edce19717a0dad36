import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../../tests/support/test-db";
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
