import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../../tests/support/test-db";
import { encolar } from "../avisos/encolar";
import { marcarLeidos } from "../avisos/mutations";
import { contarNoLeidos } from "../avisos/queries";
import { revocarSesion, revocarTodasLasSesiones, unsafeCuentaDeCredencial, type Credencial } from "../auth/sesiones-de-acceso";
import { MemoriasDeCambios, vigilarCambios } from "./cambios";
import { openDatabase, type Db } from "./client";
import { migrateDatabase } from "./migrate";
import { avisos, usuarios, type Usuario } from "./schema";
import { hasta } from "../../tests/support/hasta";

/**
 * The per-process memories of decision 071 against real notifications: two "processes" (two
 * connections, each with its memories and its LISTEN) on one PostgreSQL database, and PGlite's
 * single process. What one writes, the other forgets; nothing here waits a fixed time, it waits
 * until the memory has forgotten (or fails after 5 s).
 */

type Proceso = { db: Db; memorias: MemoriasDeCambios<Usuario>; cerrar: () => Promise<void> };

async function proceso(abrir: () => ReturnType<typeof openDatabase>): Promise<Proceso> {
  const c = await abrir();
  const memorias = new MemoriasDeCambios<Usuario>();
  const dejar = await vigilarCambios(c.escuchar, memorias);
  return {
    db: c.db,
    memorias,
    cerrar: async () => {
      await dejar();
      await c.close();
    },
  };
}

type Motor = { nombre: string; abrir: () => Promise<{ a: Proceso; b: Proceso; cerrar: () => Promise<void> }> };

const motores: Motor[] = [
  {
    nombre: "PGlite (un proceso)",
    abrir: async () => {
      const a = await proceso(() => openDatabase({}));
      await migrateDatabase(a.db);
      return { a, b: a, cerrar: a.cerrar };
    },
  },
];
const pg = postgresAvailability();
if (pg.available) {
  motores.push({
    nombre: "PostgreSQL (dos procesos)",
    abrir: async () => {
      const nombre = `portal_test_cambios_${randomBytes(4).toString("hex")}`;
      await mantenimientoPostgres(pg.url, `create database "${nombre}"`);
      const url = conBaseDeDatos(pg.url, nombre);
      const a = await proceso(() => openDatabase({ url }));
      await migrateDatabase(a.db);
      const b = await proceso(() => openDatabase({ url }));
      return {
        a,
        b,
        cerrar: async () => {
          await a.cerrar();
          await b.cerrar();
          await mantenimientoPostgres(pg.url, `drop database if exists "${nombre}" with (force)`);
        },
      };
    },
  });
}

describe.each(motores)("memorias de la sesión y de la campana, $nombre", (motor) => {
  let a: Proceso;
  let b: Proceso;
  let cerrar: () => Promise<void>;
  const ana = { id: 1, email: "ana@centro.test", nombre: "Ana", apellidos: "Prueba", cargos: ["estudiante" as const] };
  const credencial = (sid: string): Credencial => ({ sid, sv: 1, inicio: Math.floor(Date.now() / 1000) });

  beforeAll(async () => {
    ({ a, b, cerrar } = await motor.abrir());
    await a.db.insert(usuarios).values(ana);
    await hasta(() => a.memorias.cuentas.escuchando && b.memorias.cuentas.escuchando, "LISTEN en marcha");
  });
  afterAll(() => cerrar());

  it("remembers the account and the session after the first read, and answers from memory", async () => {
    const primera = await unsafeCuentaDeCredencial(1, credencial("s1"), a.db, Date.now(), a.memorias);
    expect(primera.vigente).toBe(true);
    expect(a.memorias.cuentas.consultar("1")).toMatchObject({ email: "ana@centro.test" });
    expect(a.memorias.revocadas.consultar("s1")).toBe(false);
    // Changed behind the memory's back (no trigger fires for a row that is not there): still remembered.
    expect((await unsafeCuentaDeCredencial(1, credencial("s1"), a.db, Date.now(), a.memorias)).usuario).toBe(primera.usuario);
  });

  it("a session revoked by the other process stops working in this one", async () => {
    await unsafeCuentaDeCredencial(1, credencial("s2"), a.db, Date.now(), a.memorias);
    expect(a.memorias.revocadas.consultar("s2")).toBe(false);
    await revocarSesion("s2", new Date(Date.now() + 3600_000), b.db);
    await hasta(() => a.memorias.revocadas.consultar("s2") === undefined, "la revocación de s2");
    expect((await unsafeCuentaDeCredencial(1, credencial("s2"), a.db, Date.now(), a.memorias)).vigente).toBe(false);
    // Other sessions of the account are untouched.
    expect((await unsafeCuentaDeCredencial(1, credencial("s3"), a.db, Date.now(), a.memorias)).vigente).toBe(true);
  });

  it("all sessions ended, or the account deactivated, by the other process: forgotten here", async () => {
    await unsafeCuentaDeCredencial(1, credencial("s4"), a.db, Date.now(), a.memorias);
    await revocarTodasLasSesiones([1], b.db);
    await hasta(() => a.memorias.cuentas.consultar("1") === undefined, "la versión de sesión nueva");
    expect((await unsafeCuentaDeCredencial(1, credencial("s4"), a.db, Date.now(), a.memorias)).vigente).toBe(false);
    const con2: Credencial = { ...credencial("s5"), sv: 2 };
    expect((await unsafeCuentaDeCredencial(1, con2, a.db, Date.now(), a.memorias)).vigente).toBe(true);
    await b.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, 1));
    await hasta(() => a.memorias.cuentas.consultar("1") === undefined, "la desactivación");
    expect((await unsafeCuentaDeCredencial(1, con2, a.db, Date.now(), a.memorias)).usuario?.activo).toBe(false);
    await b.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, 1));
  });

  it("the bell's count follows notices written and read in the other process, not the sender's updates", async () => {
    expect(await contarNoLeidos(ana, a.db, a.memorias)).toBe(0);
    expect(a.memorias.avisosSinLeer.consultar("1")).toBe(0);
    await b.db.transaction((tx) => encolar(tx, [ana, ana], { tipo: "matricula_revisada", datos: { curso: "2026/2027" } }));
    await hasta(() => a.memorias.avisosSinLeer.consultar("1") === undefined, "los avisos nuevos");
    expect(await contarNoLeidos(ana, a.db, a.memorias)).toBe(2);
    // The outbox's sender updates the state of the mail: the count is still remembered.
    await b.db.update(avisos).set({ intentos: 1 }).where(eq(avisos.destinatarioId, 1));
    // Notifications arrive in commit order: once a later one is here, an 'a:1' would have been too.
    await unsafeCuentaDeCredencial(1, credencial("marca"), a.db, Date.now(), a.memorias);
    await revocarSesion("marca", new Date(Date.now() + 3600_000), b.db);
    await hasta(() => a.memorias.revocadas.consultar("marca") === undefined, "la notificación posterior");
    expect(a.memorias.avisosSinLeer.consultar("1")).toBe(2);
    await marcarLeidos({ ...ana, cargos: [...ana.cargos] }, "todos", b.db);
    await hasta(() => a.memorias.avisosSinLeer.consultar("1") === undefined, "los avisos leídos");
    expect(await contarNoLeidos(ana, a.db, a.memorias)).toBe(0);
  });

  it("remembers nothing while deaf, and starts empty when it hears again", async () => {
    await contarNoLeidos(ana, a.db, a.memorias);
    a.memorias.activar(false);
    expect(a.memorias.avisosSinLeer.consultar("1")).toBeUndefined();
    await contarNoLeidos(ana, a.db, a.memorias);
    expect(a.memorias.avisosSinLeer.tamano).toBe(0);
    a.memorias.activar(true);
  });
});
