import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../tests/support/postgres";

/**
 * `npm run admin` as a new centre runs it: the command itself (tsx scripts/admin.ts), in its own
 * process, on an empty PGlite folder and on an empty PostgreSQL database. The rules are tested in
 * lib/usuarios/consola.db.test.ts; this checks the command line, exit codes and output.
 */

const RAIZ = path.resolve(__dirname, "..");
const TSX = path.join(RAIZ, "node_modules", ".bin", "tsx");
const D = "centro-nuevo.test";

type Salida = { codigo: number | null; salida: string; errores: string };

function admin(env: Record<string, string>, ...args: string[]): Promise<Salida> {
  return new Promise((resolve, reject) => {
    // Only what the command needs: no .env of the developer's (NODE_ENV=production skips .env.development*).
    const hijo = spawn(TSX, ["scripts/admin.ts", ...args], {
      cwd: RAIZ,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NODE_ENV: "test", AUTH_DOMAIN: D, ...env },
    });
    let salida = "";
    let errores = "";
    hijo.stdout.on("data", (b: Buffer) => (salida += b.toString()));
    hijo.stderr.on("data", (b: Buffer) => (errores += b.toString()));
    hijo.on("error", reject);
    hijo.on("close", (codigo) => resolve({ codigo, salida, errores }));
  });
}

type Motor = { nombre: string; preparar: () => Promise<{ env: Record<string, string>; filas: (sql: string) => Promise<unknown[]>; cerrar: () => Promise<void> }> };

const pg = postgresAvailability();
const motores: Motor[] = [
  {
    nombre: "PGlite",
    preparar: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "portal-admin-"));
      const datos = path.join(dir, "pglite");
      return {
        env: { PGLITE_DIR: datos },
        // The command has closed the folder: PGlite lets one process open it at a time.
        filas: async (sql) => {
          const { PGlite } = await import("@electric-sql/pglite");
          const c = new PGlite(datos);
          try {
            return (await c.query(sql)).rows;
          } finally {
            await c.close();
          }
        },
        cerrar: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    nombre: "PostgreSQL",
    preparar: async () => {
      const nombre = `portal_admin_${randomBytes(5).toString("hex")}`;
      await mantenimientoPostgres(pg.url, `create database "${nombre}"`);
      const url = conBaseDeDatos(pg.url, nombre);
      return {
        env: { DATABASE_URL: url },
        filas: async (sql) => {
          const c = new Client({ connectionString: url });
          await c.connect();
          try {
            return (await c.query(sql)).rows;
          } finally {
            await c.end();
          }
        },
        cerrar: () => mantenimientoPostgres(pg.url, `drop database if exists "${nombre}" with (force)`),
      };
    },
  },
];

describe.each(motores)("npm run admin on an empty database ($nombre)", (motor) => {
  const omitir = motor.nombre === "PostgreSQL" && !pg.available;
  (omitir ? it.skip : it)("creates the first admin, lists and refuses as the portal does, with exit codes", async () => {
    const bd = await motor.preparar();
    try {
      const alta = await admin(bd.env, "alta", `Marta.Lacasa@${D}`, "Marta", "Lacasa Ferrer");
      expect(alta).toMatchObject({ codigo: 0, salida: expect.stringContaining(`Alta de Marta Lacasa Ferrer (marta.lacasa@${D}) como administración.`) });

      const fuera = await admin(bd.env, "alta", "marta@gmail.com", "Marta", "Lacasa");
      expect(fuera).toMatchObject({ codigo: 1, errores: expect.stringContaining(`El correo debe ser de la cuenta del centro (@${D}).`) });

      const ultima = await admin(bd.env, "baja", `marta.lacasa@${D}`);
      expect(ultima).toMatchObject({ codigo: 1, errores: expect.stringContaining("es la última cuenta de administración activa") });

      const lista = await admin(bd.env, "lista");
      expect(lista.codigo).toBe(0);
      expect(lista.salida).toContain(`marta.lacasa@${D}  Marta Lacasa Ferrer  (administración)`);

      const mal = await admin(bd.env, "alta", `x@${D}`);
      expect(mal).toMatchObject({ codigo: 2, errores: expect.stringContaining("Uso:") });

      expect(await bd.filas("select email, cargos::text as cargos, activo from usuarios")).toEqual([{ email: `marta.lacasa@${D}`, cargos: "{admin}", activo: true }]);
      expect(await bd.filas("select accion, autor_id, autor from registro")).toEqual([{ accion: "crear", autor_id: null, autor: expect.stringMatching(/^Consola del servidor <.+@.+>$/) }]);
    } finally {
      await bd.cerrar();
    }
  }, 120_000);
});
