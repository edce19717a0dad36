import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../support/postgres";
import { arrancarPortal, leerErrores } from "./support/arranque";
import { PORTAL_PORT } from "./support/config";

/**
 * PORTAL_PROCESOS=2 (decision 046): `npm start` runs two `next start` processes on one port with
 * node:cluster. Both start together on an empty PostgreSQL database (one migrates, the other waits
 * for its lock), they count sign-in attempts against one limit (decision 047), a process that dies
 * is replaced, and stopping the main one stops them all; a revocation in one process counts at once
 * in another that remembered the session (decision 071). And a
 * server without its settings stops with code 1 instead of answering 500 (instrumentation.ts), with
 * one process or several. Needs PostgreSQL (PGlite is one process) and Linux's `ps`; the production
 * build the suite runs on.
 */

// The same server, and the same PG_TEST_URL (or =off), as the data-layer tests.
const pg = postgresAvailability();
// Away from the suite's own portals.
const PUERTO = PORTAL_PORT + 40;
const BASE = `http://127.0.0.1:${PUERTO}`;

const hijos = (pid: number) =>
  spawnSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
    .stdout.split("\n")
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);

async function salud(): Promise<number | null> {
  try {
    return (await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/login with a token that cannot be valid (401), on a connection of its own: the
 * primary process hands each new connection to the next process in turn (node:cluster's
 * round-robin), so consecutive attempts land on both.
 */
function intentoDeAcceso(ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${BASE}/api/auth/login`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", "x-forwarded-for": ip } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ token: "eyJhbGciOiJub25lIn0.e30.firma-falsa" }));
  });
}

const LIMITE_IP = 6;

test.describe("varios procesos del portal en un puerto", () => {
  test.describe.configure({ timeout: 120_000 });
  const base = `portal_e2e_procesos_${randomBytes(4).toString("hex")}`;
  const hayPostgres = pg.available;
  let principal: ChildProcess | undefined;

  test.beforeAll(async () => {
    if (hayPostgres) await mantenimientoPostgres(pg.url, `create database "${base}"`);
  });
  test.afterAll(async () => {
    if (principal && principal.exitCode === null) principal.kill("SIGKILL");
    if (hayPostgres) await mantenimientoPostgres(pg.url, `drop database if exists "${base}" with (force)`);
  });

  test("arrancan juntos, se sustituye el que cae y paran con el principal", async () => {
    test.skip(!hayPostgres || process.platform !== "linux", "necesita PostgreSQL y ps");
    principal = arrancarPortal(
      PUERTO,
      { AUTH_DEMO: "1", DATABASE_URL: conBaseDeDatos(pg.url, base), PORTAL_PROCESOS: "2", AUTH_RATE_LIMIT_IP: String(LIMITE_IP) },
      "ignore",
    );
    const pid = principal.pid!;

    // Both processes migrate the empty database on start; neither may fail.
    await expect.poll(salud, { timeout: 60_000, intervals: [250] }).toBe(200);
    expect(hijos(pid)).toHaveLength(2);
    // Twenty at once, spread over both processes, all 200: one that could not start would answer
    // 500 to everything. The second may still be warming up, and on a busy machine its first
    // answers can take longer than salud waits: the round is repeated until then, not forever.
    await expect
      .poll(() => Promise.all(Array.from({ length: 20 }, salud)), { timeout: 30_000, intervals: [500] })
      .toEqual(Array(20).fill(200));

    // One limit for both: counted by process, the attempts would be split three and three and the
    // seventh would still get its 401.
    for (let i = 0; i < LIMITE_IP; i++) expect(await intentoDeAcceso("203.0.113.60")).toBe(401);
    expect(await intentoDeAcceso("203.0.113.60")).toBe(429);
    expect(await intentoDeAcceso("203.0.113.61")).toBe(401);

    // A process that stops in its first 15 s counts as a failed start and stops them all
    // (start.mjs, ARRANQUE_MS); one that has been serving longer is replaced.
    await new Promise((r) => setTimeout(r, 16_000));
    const [caido, otro] = hijos(pid);
    process.kill(caido, "SIGKILL");
    await expect.poll(() => hijos(pid).filter((p) => p !== caido), { timeout: 30_000 }).toHaveLength(2);
    expect(hijos(pid)).toContain(otro);
    await expect.poll(salud, { timeout: 30_000 }).toBe(200);

    const trabajadores = hijos(pid);
    const fin = new Promise<number | null>((r) => principal!.once("exit", (code) => r(code)));
    principal.kill("SIGTERM");
    expect(await fin).toBe(0);
    await expect.poll(() => trabajadores.filter((p) => spawnSync("ps", ["-p", String(p)]).status === 0), { timeout: 15_000 }).toEqual([]);
  });

  for (const procesos of ["1", "2"]) {
    test(`sin NEXTAUTH_SECRET no arranca: sale con código 1 y dice qué falta (PORTAL_PROCESOS=${procesos})`, async () => {
      test.skip(procesos !== "1" && !hayPostgres, "varios procesos necesitan PostgreSQL");
      const hijo = arrancarPortal(PUERTO + 1 + Number(procesos), {
        NEXTAUTH_SECRET: "",
        DATABASE_URL: procesos === "1" ? "" : conBaseDeDatos(pg.url, base),
        PGLITE_DIR: "memory://",
        PORTAL_PROCESOS: procesos,
      });
      const errores = leerErrores(hijo);
      const codigo = await new Promise<number | null>((r) => hijo.once("exit", (c) => r(c)));
      expect(codigo).toBe(1);
      expect(errores()).toContain("NEXTAUTH_SECRET: falta");
      expect(hijos(hijo.pid!)).toEqual([]);
    });
  }

  // Each process remembers the account and the revoked sessions behind a token (decision 071); a
  // revocation made in one process, or straight in the database, must stop the token in the other
  // at once: the next request after the logout's answer is already refused.
  test("una revocación en un proceso, o en la base de datos, vale al momento en el otro", async () => {
    test.skip(!hayPostgres, "necesita PostgreSQL");
    const url = conBaseDeDatos(pg.url, base);
    const [a, b] = [PUERTO + 5, PUERTO + 6].map((p) => ({ p, hijo: arrancarPortal(p, { DATABASE_URL: url, PORTAL_PROCESOS: "1" }, "ignore") }));
    try {
      for (const { p } of [a, b]) {
        await expect.poll(() => fetch(`http://127.0.0.1:${p}/api/health`).then((r) => r.status, () => null), { timeout: 60_000, intervals: [250] }).toBe(200);
      }
      const id = 900_001;
      await mantenimientoPostgres(url, `insert into usuarios (id, email, nombre, apellidos, cargos) values (${id}, 'revocada@cpifp-huesca.test', 'Rosa', 'Revocada', '{docente}') on conflict do nothing`);
      const secreto = new TextEncoder().encode("e2e-arranque-secreto-solo-para-pruebas-0123456789");
      const token = (jti: string, sv = 1) =>
        new SignJWT({ sv }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(String(id)).setJti(jti).setIssuer("portal-del-centro").setAudience("portal-del-centro-api").setIssuedAt().setExpirationTime("1h").sign(secreto);
      const perfil = (puerto: number, t: string) => fetch(`http://127.0.0.1:${puerto}/api/perfil`, { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status);

      // Remembered by B after a few requests; signed out through A; refused by B on the next one.
      const uno = await token("sesion-e2e-uno");
      for (let i = 0; i < 3; i++) expect(await perfil(b.p, uno)).toBe(200);
      const salida = await fetch(`http://127.0.0.1:${a.p}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${uno}` } });
      expect(salida.status).toBe(204);
      expect(await perfil(b.p, uno)).toBe(401);
      expect(await perfil(a.p, uno)).toBe(401);

      // Every session of the account ended by hand in the database (not by a portal process).
      const dos = await token("sesion-e2e-dos");
      for (const { p } of [a, b]) expect(await perfil(p, dos)).toBe(200);
      await mantenimientoPostgres(url, `update usuarios set sesion_version = sesion_version + 1 where id = ${id}`);
      for (const { p } of [a, b]) expect(await perfil(p, dos)).toBe(401);
      expect(await perfil(b.p, await token("sesion-e2e-tres", 2))).toBe(200);
    } finally {
      // SIGTERM: start.mjs passes it to its `next start`, which SIGKILL would leave running.
      await Promise.all(
        [a, b].map(({ hijo }) => (hijo.exitCode !== null ? undefined : new Promise((r) => (hijo.once("exit", r), hijo.kill("SIGTERM"))))),
      );
    }
  });

  test("con una base de datos que no existe no arranca: sale con código 1 y dice por qué", async () => {
    test.skip(!hayPostgres, "necesita PostgreSQL");
    const hijo = arrancarPortal(PUERTO + 4, { DATABASE_URL: conBaseDeDatos(pg.url, `${base}_no_existe`), PORTAL_PROCESOS: "1" });
    const errores = leerErrores(hijo);
    const codigo = await new Promise<number | null>((r) => hijo.once("exit", (c) => r(c)));
    expect(codigo).toBe(1);
    const linea = errores().split("\n").find((l) => l.includes('"arranque_detenido"'));
    expect(linea).toBeDefined();
    expect(JSON.parse(linea!)).toMatchObject({ nivel: "error", error: { codigo: "3D000", mensaje: expect.stringContaining("does not exist") } });
  });
});
