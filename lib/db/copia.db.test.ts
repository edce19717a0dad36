import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { postgresAvailability, TEST_DOMAIN } from "../../tests/support/test-db";
import { openDatabase } from "./client";
import { ErrorCopia, hacerCopia, resumenDeTablas, restaurarCopia, type ResumenTabla } from "./copia";
import { migrateDatabase } from "./migrate";
import { seedDemo } from "../semilla";

/**
 * Issue 14, backups: the demo database, copied and restored into an empty one, has the same rows
 * in every table (count and checksum), the same migrations recorded and the same sequence positions.
 */

const carpeta = mkdtempSync(path.join(os.tmpdir(), "portal-copia-"));
afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

async function sembrada(destino: { url?: string; pgliteDir?: string }): Promise<ResumenTabla[]> {
  const c = await openDatabase(destino);
  try {
    await migrateDatabase(c.db);
    await seedDemo(c.db, { domain: TEST_DOMAIN });
    return await resumenDeTablas(c.db);
  } finally {
    await c.close();
  }
}

async function resumen(destino: { url?: string; pgliteDir?: string }): Promise<ResumenTabla[]> {
  const c = await openDatabase(destino);
  try {
    return await resumenDeTablas(c.db);
  } finally {
    await c.close();
  }
}

/** Issue 47.14: a copy holds DNIs and addresses; only its owner reads it, even over a 0644 file. */
function soloElPropietario(fichero: string) {
  expect((statSync(fichero).mode & 0o777).toString(8)).toBe("600");
}

function comprobarResumen(original: ResumenTabla[]) {
  // The demo centre fills the main tables: an empty copy would also "match" an empty original.
  const filasDe = (t: string) => original.find((r) => r.tabla === t)?.filas ?? 0;
  expect(filasDe("public.usuarios")).toBeGreaterThan(50);
  expect(filasDe("public.articulos")).toBeGreaterThan(100);
  expect(filasDe("drizzle.__drizzle_migrations")).toBeGreaterThanOrEqual(6);
}

describe("db:backup / db:restore [PGlite]", () => {
  it("round-trips the demo database through PGlite's dump of its folder", async () => {
    const origen = path.join(carpeta, "origen");
    const copia = path.join(carpeta, "copia");
    const fichero = path.join(carpeta, "nueva", "portal.tar.gz");
    const antes = await sembrada({ pgliteDir: origen });
    comprobarResumen(antes);

    await hacerCopia({ pgliteDir: origen }, fichero);
    soloElPropietario(fichero);
    expect((statSync(path.dirname(fichero)).mode & 0o777).toString(8)).toBe("700");
    await restaurarCopia({ pgliteDir: copia }, fichero);
    expect(await resumen({ pgliteDir: copia })).toEqual(antes);

    // Never over existing data, and never the other engine's kind of copy.
    await expect(restaurarCopia({ pgliteDir: origen }, fichero)).rejects.toThrow(ErrorCopia);
    await expect(restaurarCopia({ pgliteDir: path.join(carpeta, "otra") }, path.join(carpeta, "x.sql"))).rejects.toThrow(ErrorCopia);
    // Seeding, dumping and reopening PGlite (WASM) takes a while on a busy machine.
  }, 240_000);
});

const pg = postgresAvailability();
(pg.available ? describe : describe.skip)("db:backup / db:restore [PostgreSQL]", () => {
  const nombres = [`portal_copia_a_${randomBytes(3).toString("hex")}`, `portal_copia_b_${randomBytes(3).toString("hex")}`];
  const urlDe = (nombre: string) => {
    const u = new URL(pg.url);
    u.pathname = `/${nombre}`;
    return u.toString();
  };
  async function mantenimiento(sentencia: string) {
    const c = new Client({ connectionString: pg.url });
    await c.connect();
    try {
      await c.query(sentencia);
    } finally {
      await c.end();
    }
  }
  beforeAll(async () => {
    for (const n of nombres) await mantenimiento(`create database "${n}"`);
  });
  afterAll(async () => {
    for (const n of nombres) await mantenimiento(`drop database if exists "${n}" with (force)`);
  });

  it("round-trips the demo database through pg_dump and psql into an empty database", async () => {
    const [a, b] = nombres.map(urlDe);
    const fichero = path.join(carpeta, "portal.sql");
    writeFileSync(fichero, "vieja", { mode: 0o644 });
    const antes = await sembrada({ url: a });
    comprobarResumen(antes);

    await hacerCopia({ url: a, pgliteDir: "" }, fichero);
    soloElPropietario(fichero);
    const destino = await openDatabase({ url: b });
    try {
      await restaurarCopia({ url: b, pgliteDir: "" }, fichero, destino.db);
      expect(await resumenDeTablas(destino.db)).toEqual(antes);
      // A second restore would mix the copy with the data now there: refused.
      await expect(restaurarCopia({ url: b, pgliteDir: "" }, fichero, destino.db)).rejects.toThrow(/no está vacía/);
    } finally {
      await destino.close();
    }
  }, 120_000);
});
