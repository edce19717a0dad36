import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../lib/db/client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../lib/db/migrate";
import { unsafeFindUsuarioByEmail } from "../../lib/usuarios/queries";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../support/postgres";

/**
 * Upgrading (issue 49; docs/despliegue.md, «Actualizar a una versión nueva»): a database made by the
 * previous release — its own migrations and its own demo seed, run from its own files (`git
 * archive` of its tag) — is opened by this version: the pending migrations apply, every row is
 * still there, and this version's code reads it. On PGlite (a data folder) and on PostgreSQL.
 *
 * The previous release is the second version in CHANGELOG.md: tag `v<versión>`, else the commit its
 * heading names (a clone without tags), or PORTAL_VERSION_ANTERIOR (any commit). Without either in
 * the repository (a shallow clone) the test is skipped and says so.
 */

const RAIZ = path.resolve(__dirname, "../..");
const DOMINIO = "cpifp-huesca.test";

const esCommit = (ref: string) => spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: RAIZ }).status === 0;

/** The previous release: its tag, or, in a clone without tags (CI), the commit its CHANGELOG heading names. */
function versionAnterior(): string {
  if (process.env.PORTAL_VERSION_ANTERIOR) return process.env.PORTAL_VERSION_ANTERIOR;
  const [, previa] = [...readFileSync(path.join(RAIZ, "CHANGELOG.md"), "utf8").matchAll(/^## (\d+\.\d+\.\d+)(?:.*commit ([0-9a-f]{7,40}))?/gm)];
  const etiqueta = `v${previa[1]}`;
  return !esCommit(etiqueta) && previa[2] ? previa[2] : etiqueta;
}

const anterior = versionAnterior();
const existe = esCommit(anterior);
if (!existe) console.warn(`Test de actualización omitido: no existe ${anterior} en el repositorio (git tag ${anterior} <commit>, o PORTAL_VERSION_ANTERIOR).`);
const pg = postgresAvailability();

/** Rows per table of the public schema. */
async function filasPorTabla(db: Db): Promise<Record<string, number>> {
  const res = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const out: Record<string, number> = {};
  for (const { tablename } of res.rows) {
    const r = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(tablename)}`)) as unknown as { rows: { n: number }[] };
    out[tablename] = r.rows[0].n;
  }
  return out;
}

async function migracionesAplicadas(db: Db): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}

type Motor = { nombre: string; disponible: boolean; preparar: (dir: string) => Promise<{ env: Record<string, string>; abrir: () => ReturnType<typeof openDatabase>; cerrar: () => Promise<void> }> };

const motores: Motor[] = [
  {
    nombre: "PGlite",
    disponible: true,
    preparar: async (dir) => {
      const datos = path.join(dir, "pglite");
      return { env: { PGLITE_DIR: datos }, abrir: () => openDatabase({ pgliteDir: datos }), cerrar: async () => undefined };
    },
  },
  {
    nombre: "PostgreSQL",
    disponible: pg.available,
    preparar: async () => {
      const nombre = `portal_actualizar_${randomBytes(4).toString("hex")}`;
      await mantenimientoPostgres(pg.url, `create database "${nombre}"`);
      const url = conBaseDeDatos(pg.url, nombre);
      return { env: { DATABASE_URL: url }, abrir: () => openDatabase({ url }), cerrar: () => mantenimientoPostgres(pg.url, `drop database if exists "${nombre}" with (force)`) };
    },
  },
];

(existe ? describe : describe.skip)(`actualizar desde ${anterior}`, () => {
  let dir = "";
  let codigoAnterior = "";

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "portal-actualizar-"));
    codigoAnterior = path.join(dir, "anterior");
    // The previous release's files as its tag has them; the same installed packages.
    const extraer = spawnSync("sh", ["-c", `mkdir -p "${codigoAnterior}" && git archive "${anterior}" | tar -x -C "${codigoAnterior}"`], { cwd: RAIZ, encoding: "utf8" });
    if (extraer.status !== 0) throw new Error(`git archive ${anterior}: ${extraer.stderr}`);
    symlinkSync(path.join(RAIZ, "node_modules"), path.join(codigoAnterior, "node_modules"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(motores.map((m) => [m.nombre, m] as const))("%s: the previous release's database migrates, keeps every row, and this version reads it", async (_n, motor) => {
    if (!motor.disponible) {
      console.warn(`${motor.nombre}: omitido, no disponible.`);
      return;
    }
    const bd = await motor.preparar(dir);
    try {
      // The previous release creates and seeds its database, as a centre running it would have it.
      const siembra = spawnSync(path.join(RAIZ, "node_modules/.bin/tsx"), ["scripts/db-seed.ts"], {
        cwd: codigoAnterior,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NODE_ENV: "test", AUTH_DOMAIN: DOMINIO, ...bd.env },
        encoding: "utf8",
        timeout: 170_000,
      });
      if (siembra.status !== 0) throw new Error(`db:seed de ${anterior}: ${siembra.stdout}\n${siembra.stderr}`);

      const conexion = await bd.abrir();
      try {
        const antes = await filasPorTabla(conexion.db);
        const aplicadasAntes = await migracionesAplicadas(conexion.db);
        expect(antes.usuarios).toBeGreaterThan(50);

        await migrateDatabase(conexion.db);
        const { readMigrationFiles } = await import("drizzle-orm/migrator");
        expect(await migracionesAplicadas(conexion.db)).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
        expect(await migracionesAplicadas(conexion.db)).toBeGreaterThanOrEqual(aplicadasAntes);
        // Every table the previous release had keeps its rows (new tables may appear).
        const despues = await filasPorTabla(conexion.db);
        expect(Object.fromEntries(Object.keys(antes).map((t) => [t, despues[t]]))).toEqual(antes);
        // This version's code reads what the previous one wrote.
        expect(await unsafeFindUsuarioByEmail(`marta.lacasa@${DOMINIO}`, conexion.db)).toMatchObject({ activo: true, cargos: expect.arrayContaining(["admin"]) });
        // Again: nothing pending.
        await migrateDatabase(conexion.db);
        expect(await filasPorTabla(conexion.db)).toEqual(despues);
      } finally {
        await conexion.close();
      }
    } finally {
      await bd.cerrar();
    }
  }, 240_000);
});
