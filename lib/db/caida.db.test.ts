import net from "node:net";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { postgresAvailability } from "../../tests/support/test-db";
import { resetEnvCache } from "../env";

/**
 * Issue 14, "reliability": the portal survives PostgreSQL going away and coming back. The route
 * handlers run in this process against a database of their own, reached through a TCP relay that
 * the test cuts (as if the server stopped: open connections die, new ones are refused) and opens
 * again. The shared PostgreSQL server is never stopped: other work uses it.
 */

const pg = postgresAvailability();
const describePg = pg.available ? describe : describe.skip;

/** A TCP relay to PostgreSQL that can be "stopped" (sockets destroyed, port closed) and "started". */
class Rele {
  private servidor?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(
    private destino: { host: string; port: number },
    public puerto = 0,
  ) {}

  async arrancar() {
    this.servidor = net.createServer((cliente) => {
      const servidor = net.connect(this.destino);
      for (const s of [cliente, servidor]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => undefined);
      }
      cliente.pipe(servidor).pipe(cliente);
    });
    await new Promise<void>((ok) => this.servidor!.listen(this.puerto, "127.0.0.1", ok));
    this.puerto = (this.servidor.address() as net.AddressInfo).port;
  }

  async parar() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => (this.servidor ? this.servidor.close(() => ok()) : ok()));
    this.servidor = undefined;
  }
}

async function mantenimiento(sentencia: string, params: unknown[] = []) {
  const c = new Client({ connectionString: pg.url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await c.query(sentencia, params);
  } finally {
    await c.end();
  }
}

describePg("PostgreSQL cae y vuelve sin reiniciar el portal", () => {
  const nombre = `portal_caida_${randomBytes(4).toString("hex")}`;
  const destino = new URL(pg.url);
  const rele = new Rele({ host: destino.hostname, port: Number(destino.port || 5432) });
  let health: (req: Request, ctx: never) => Promise<Response>;
  let ciclos: (req: Request, ctx: never) => Promise<Response>;
  // Every signed-in request makes this read; it is a named prepared statement (decision 048), which
  // lives in the connection that prepared it.
  let leerSesion: () => Promise<unknown>;
  const pedir = (h: typeof health, ruta: string) => h(new Request(`http://localhost${ruta}`), { params: Promise.resolve({}) } as never);

  beforeAll(async () => {
    await mantenimiento(`create database "${nombre}"`);
    await rele.arrancar();
    const url = new URL(pg.url);
    url.port = String(rele.puerto);
    url.hostname = "127.0.0.1";
    url.pathname = `/${nombre}`;
    process.env.DATABASE_URL = url.toString();
    process.env.AUTH_DOMAIN = "cpifp-huesca.test";
    resetEnvCache();
    health = (await import("../../app/api/health/route")).GET as never;
    ciclos = (await import("../../app/api/ciclos/route")).GET as never;
    const { unsafeCuentaDeCredencial } = await import("../auth/sesiones-de-acceso");
    leerSesion = () => unsafeCuentaDeCredencial(1, { sid: "s", sv: 1, inicio: Math.floor(Date.now() / 1000) });
  });

  afterAll(async () => {
    await (await import("./client")).cerrarDb();
    await rele.parar();
    await mantenimiento(`drop database if exists "${nombre}" with (force)`);
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });

  it("answers 503 JSON while the database is down, and works again once it is back", async () => {
    const errores = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Up: migrations applied on first use, the health check and a data route answer.
      expect((await pedir(health, "/api/health")).status).toBe(200);
      expect(await (await pedir(health, "/api/health")).json()).toEqual({ status: "ok", baseDeDatos: "ok" });
      expect((await pedir(ciclos, "/api/ciclos")).status).toBe(200);
      expect(await leerSesion()).toEqual({ usuario: null, vigente: false });

      // Down: the server's connections are ended (as in a restart) and the port refuses new ones.
      await mantenimiento("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [nombre]);
      await rele.parar();
      for (let i = 0; i < 2; i++) {
        const h = await pedir(health, "/api/health");
        expect(h.status).toBe(503);
        expect(await h.json()).toMatchObject({ baseDeDatos: "no_disponible", error: "unavailable" });
        const c = await pedir(ciclos, "/api/ciclos");
        expect(c.status).toBe(503);
        expect(c.headers.get("content-type")).toMatch(/application\/json/);
        expect(await c.json()).toMatchObject({ error: "unavailable", requestId: expect.any(String) });
      }
      await expect(leerSesion()).rejects.toThrow();
      // Each failure is one JSON log line.
      const lineas = errores.mock.calls.map((c) => JSON.parse(String(c[0])) as { evento: string; estado: number });
      expect(lineas.some((l) => l.evento === "base_de_datos_no_disponible" && l.estado === 503)).toBe(true);

      // Back on the same port: the same process answers again.
      await rele.arrancar();
      expect((await pedir(health, "/api/health")).status).toBe(200);
      const c = await pedir(ciclos, "/api/ciclos");
      expect(c.status).toBe(200);
      expect(Array.isArray(await c.json())).toBe(true);
      // The session read prepares itself again on the new connections.
      expect(await leerSesion()).toEqual({ usuario: null, vigente: false });
    } finally {
      errores.mockRestore();
    }
  });
});
