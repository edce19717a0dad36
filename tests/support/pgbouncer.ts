import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * PgBouncer in transaction mode in front of the test PostgreSQL, for the tests of what the README
 * says about it («Más de un proceso»). Started by the test that needs it when the binary is
 * installed (Debian's package `pgbouncer`; .ci/run installs it), skipped otherwise, like PostgreSQL.
 */

const BINARIOS = [process.env.PGBOUNCER_BIN, "/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"];

export function pgbouncerInstalado(): string | null {
  return BINARIOS.find((b): b is string => Boolean(b) && existsSync(b!)) ?? null;
}

export type Pgbouncer = { url: (baseDeDatos: string) => string; parar: () => Promise<void> };

function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function escucha(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => (s.destroy(), resolve(false)));
    s.connect(puerto, "127.0.0.1");
  });
}

/** Starts PgBouncer (transaction pooling) towards the server of `pgUrl`; it refuses to run as root, so as root it runs as `postgres`. */
export async function arrancarPgbouncer(binario: string, pgUrl: string): Promise<Pgbouncer> {
  const destino = new URL(pgUrl);
  const usuario = decodeURIComponent(destino.username || "postgres");
  const carpeta = mkdtempSync(path.join(tmpdir(), "portal-pgbouncer-"));
  const puerto = await puertoLibre();
  const ini = path.join(carpeta, "pgbouncer.ini");
  writeFileSync(path.join(carpeta, "usuarios.txt"), `"${usuario}" ""\n`);
  writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=${destino.hostname} port=${destino.port || "5432"}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${puerto}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(carpeta, "usuarios.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 4",
      "max_client_conn = 100",
      `logfile = ${path.join(carpeta, "pgbouncer.log")}`,
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
  );
  const args = [ini];
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    if (!Number.isInteger(uid) || uid <= 0) throw new Error("PgBouncer no arranca como root y no hay usuario postgres");
    for (const f of [carpeta, ini, path.join(carpeta, "usuarios.txt")]) chownSync(f, uid, -1);
    args.unshift("-u", "postgres");
  }
  const proceso: ChildProcess = spawn(binario, args, { stdio: "ignore" });
  let salida: number | null = null;
  proceso.once("exit", (c) => (salida = c ?? -1));
  for (let i = 0; !(await escucha(puerto)); i++) {
    if (salida !== null) throw new Error(`PgBouncer ha salido con ${salida} (ver ${carpeta}/pgbouncer.log)`);
    if (i >= 50) throw new Error(`PgBouncer no escucha en ${puerto} tras 5 s (ver ${carpeta}/pgbouncer.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: (baseDeDatos) => `postgres://${encodeURIComponent(usuario)}@127.0.0.1:${puerto}/${baseDeDatos}`,
    parar: async () => {
      if (salida === null) {
        const fin = new Promise((r) => proceso.once("exit", r));
        proceso.kill("SIGTERM");
        await fin;
      }
      rmSync(carpeta, { recursive: true, force: true });
    },
  };
}
