import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { usuarios } from "../../lib/db/schema";
import { createUsuario } from "../../lib/semilla/factories";
import { borrarPlantillas, nombrePlantillaPostgres, VARIABLE_PLANTILLAS } from "./plantillas";
import { postgresAvailability } from "./postgres";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-db";

/**
 * The run's templates (decision 076), each test with a templates folder of its own so the run's
 * folder is not touched: the first database builds the template, the next ones are copies of it,
 * and no copy sees another's writes.
 */

const deLaEjecucion = process.env[VARIABLE_PLANTILLAS];
let carpeta: string;

beforeEach(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), "portal-plantillas-prueba-"));
  process.env[VARIABLE_PLANTILLAS] = carpeta;
});

afterEach(async () => {
  await borrarPlantillas();
  // Assigning undefined to process.env would store the text "undefined".
  if (deLaEjecucion === undefined) delete process.env[VARIABLE_PLANTILLAS];
  else process.env[VARIABLE_PLANTILLAS] = deLaEjecucion;
});

async function existePlantillaPostgres(nombre: string): Promise<boolean> {
  const c = new Client({ connectionString: postgresAvailability().url });
  await c.connect();
  try {
    return (await c.query("select 1 from pg_database where datname = $1", [nombre])).rowCount === 1;
  } finally {
    await c.end();
  }
}

const motores: DatabaseKind[] = postgresAvailability().available ? ["pglite", "postgres"] : ["pglite"];

describe.each(motores)("plantillas de la ejecución en %s", (kind) => {
  it("the first seeded database builds the template and the next one is a copy with the same rows, each with its own writes", async () => {
    const abiertas: TestDatabase[] = [];
    try {
      const primera = await createTestDatabase(kind, { seed: true });
      abiertas.push(primera);
      if (kind === "pglite") expect(existsSync(path.join(carpeta, "sembrada.tar"))).toBe(true);
      else expect(await existePlantillaPostgres(nombrePlantillaPostgres(carpeta, true))).toBe(true);
      const cuantos = await primera.db.$count(usuarios);
      expect(cuantos).toBeGreaterThan(10);

      await createUsuario(primera.db, { email: "solo.en.la.primera@cpifp-huesca.test" });
      const segunda = await createTestDatabase(kind, { seed: true });
      abiertas.push(segunda);
      expect(await segunda.db.$count(usuarios)).toBe(cuantos);
      expect(await primera.db.$count(usuarios)).toBe(cuantos + 1);
    } finally {
      for (const a of abiertas) await a.close();
    }
  });

  it("keeps a migrated template apart from the seeded one, and the teardown removes both", async () => {
    const migrada = await createTestDatabase(kind);
    try {
      expect(await migrada.db.$count(usuarios)).toBe(0);
    } finally {
      await migrada.close();
    }
    if (kind === "pglite") expect(existsSync(path.join(carpeta, "migrada.tar"))).toBe(true);
    await borrarPlantillas();
    expect(existsSync(carpeta)).toBe(false);
    if (kind === "postgres") expect(await existePlantillaPostgres(nombrePlantillaPostgres(carpeta, false))).toBe(false);
  });
});
