import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { arrancarPortal, leerErrores } from "./support/arranque";
import { PORTAL_PORT } from "./support/config";

/**
 * PORTAL_COMPRIMIR (decision 056): by default the portal gzips what a browser asks for compressed;
 * with 0 it leaves that to the reverse proxy in front of it; anything else stops `npm start` with a
 * message. The page is read with node:http, which shows the body as it came over the wire (fetch
 * would unzip it and hide whether it was compressed).
 */

const COMO_UN_NAVEGADOR = { "accept-encoding": "gzip, deflate, br, zstd" };

function pedir(url: string): Promise<{ estado: number; codificacion: string | undefined; cuerpo: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: COMO_UN_NAVEGADOR }, (res) => {
      const trozos: Buffer[] = [];
      res.on("data", (t: Buffer) => trozos.push(t));
      res.on("end", () => resolve({ estado: res.statusCode ?? 0, codificacion: res.headers["content-encoding"], cuerpo: Buffer.concat(trozos) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** `npm start` on an empty in-memory database, away from the suite's portals and procesos.spec.ts. */
const arrancar = (puerto: number, comprimir: string): ChildProcess =>
  arrancarPortal(puerto, { DATABASE_URL: "", PGLITE_DIR: "memory://", PORTAL_PROCESOS: "1", PORTAL_COMPRIMIR: comprimir });

test.describe("compresión de las respuestas (PORTAL_COMPRIMIR)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("por defecto, el portal manda la página comprimida con gzip a quien la pide así", async () => {
    const r = await pedir(`http://127.0.0.1:${PORTAL_PORT}/`);
    expect(r.estado).toBe(200);
    expect(r.codificacion).toBe("gzip");
    expect(gunzipSync(r.cuerpo).toString("utf8")).toContain("Portal del centro");
  });

  test("con PORTAL_COMPRIMIR=0 la manda sin comprimir, para que comprima el proxy", async () => {
    const puerto = PORTAL_PORT + 50;
    const hijo = arrancar(puerto, "0");
    try {
      await expect
        .poll(() => pedir(`http://127.0.0.1:${puerto}/api/health`).then((r) => r.estado, () => 0), { timeout: 60_000, intervals: [250] })
        .toBe(200);
      const r = await pedir(`http://127.0.0.1:${puerto}/`);
      expect(r.estado).toBe(200);
      expect(r.codificacion).toBeUndefined();
      expect(r.cuerpo.toString("utf8")).toContain("Portal del centro");
    } finally {
      const fin = new Promise((r) => hijo.once("exit", r));
      hijo.kill("SIGTERM");
      await fin;
    }
  });

  test("con otro valor no arranca: sale con código 1 y dice qué valores admite", async () => {
    const hijo = arrancar(PORTAL_PORT + 51, "no");
    const errores = leerErrores(hijo);
    const codigo = await new Promise<number | null>((r) => hijo.once("exit", (c) => r(c)));
    expect(codigo).toBe(1);
    expect(errores()).toContain("PORTAL_COMPRIMIR debe ser 1 (el portal comprime sus respuestas) o 0 (las comprime el proxy inverso) (es «no»).");
  });
});
