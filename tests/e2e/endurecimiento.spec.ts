import { readFileSync } from "node:fs";
import { request as pedirHttp } from "node:http";
import type { ChildProcess } from "node:child_process";
import { encode } from "next-auth/jwt";
import { expect, test } from "./support/auth";
import { BASE_URL, PORTAL_PORT } from "./support/config";
import { arrancarPortal, leerErrores } from "./support/arranque";

/**
 * Issue 47 (hardening III) on the production build: TRACE, headers of answers the proxy does not
 * see, server-action posts from other origins or with broken bodies, the API's Content-Type and
 * body limits, and pages while PostgreSQL is down.
 */

type Respuesta = { estado: number; cabeceras: Record<string, string | string[] | undefined>; cuerpo: string };

/** A raw request: Playwright and fetch refuse some of these methods and headers. */
function crudo(base: string, metodo: string, ruta: string, cabeceras: Record<string, string> = {}, cuerpo?: string): Promise<Respuesta> {
  return new Promise((ok, mal) => {
    const req = pedirHttp(`${base}${ruta}`, { method: metodo, headers: cabeceras, agent: false }, (res) => {
      let texto = "";
      res.on("data", (d) => (texto += d));
      res.on("end", () => ok({ estado: res.statusCode ?? 0, cabeceras: res.headers, cuerpo: texto }));
    });
    req.on("error", mal);
    req.end(cuerpo);
  });
}

/** A server action of the build, as the browser names it in `Next-Action`. */
function idDeAccion(): string {
  const manifiesto = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as { node: Record<string, unknown> };
  const [id] = Object.keys(manifiesto.node);
  if (!id) throw new Error("la compilación no tiene acciones");
  return id;
}

test.describe("métodos, cabeceras y acciones (issue 47)", () => {
  test("TRACE es 405 con Allow y las cabeceras de seguridad, en páginas y en la API", async () => {
    for (const ruta of ["/", "/docentes", "/api/health"]) {
      const r = await crudo(BASE_URL, "TRACE", ruta);
      expect(r.estado, ruta).toBe(405);
      expect(r.cabeceras, ruta).toMatchObject({ allow: expect.stringContaining("GET"), "x-frame-options": "DENY", "x-content-type-options": "nosniff", "content-security-policy": expect.stringContaining("default-src 'none'") });
    }
  });

  test("una cabecera de estado del router ilegible es 400, no el 500 de Next; una legible se contesta", async () => {
    // Next first sends an RSC request to the address whose _rsc matches its headers (307), as the router would.
    const rsc = async (estado: string) => {
      const cabeceras = { rsc: "1", "next-router-state-tree": estado };
      const r = await crudo(BASE_URL, "GET", "/?_rsc=x", cabeceras);
      return r.estado === 307 ? crudo(BASE_URL, "GET", String(r.cabeceras.location), cabeceras) : r;
    };
    for (const malo of ["basura", "%E0%A4%A"]) {
      const r = await rsc(malo);
      expect(r.estado, malo).toBe(400);
      expect(r.cabeceras["content-security-policy"]).toBeDefined();
    }
    expect((await rsc(encodeURIComponent('["",{},null,"metadata-only"]'))).estado).toBe(200);
  });

  test("el 404 de una ruta con extensión de fichero estático y los estáticos llevan CSP", async ({ request }) => {
    const r = await request.get("/no-existe.png");
    expect(r.status()).toBe(404);
    expect(r.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    const logo = await request.get("/logo.svg");
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-security-policy"]).toContain("default-src 'self'");
  });

  test("una acción de servidor desde otro origen, o sin Origin pero cross-site, es 403 antes de leerse", async () => {
    const accion = { "next-action": idDeAccion(), "content-type": "text/plain;charset=UTF-8" };
    const variantes: Record<string, string>[] = [{ origin: "https://otro.example" }, { origin: `http://127.0.0.1:${PORTAL_PORT}` }, { origin: "http://a:b" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const cabeceras of variantes) {
      const r = await crudo(BASE_URL, "POST", "/", { ...accion, ...cabeceras }, "[]");
      expect({ cabeceras, estado: r.estado }).toEqual({ cabeceras, estado: 403 });
    }
  });

  test("una acción de servidor con un cuerpo roto es 4xx, también sin sesión", async () => {
    const accion = { "next-action": idDeAccion(), origin: BASE_URL };
    const casos: [Record<string, string>, string][] = [
      [{ "content-type": "text/plain;charset=UTF-8" }, "{no es json"],
      [{ "content-type": "text/plain;charset=UTF-8" }, '["$Q99"]'],
      [{ "content-type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nContent-Disposition: form-data; name=\"0\"\r\n\r\n[roto"],
      [{ "content-type": "multipart/form-data; boundary=xyz" }, "sin fin"],
    ];
    for (const [cabeceras, cuerpo] of casos) {
      const r = await crudo(BASE_URL, "POST", "/", { ...accion, ...cabeceras }, cuerpo);
      expect({ cuerpo, estado: r.estado >= 400 && r.estado < 500 }).toEqual({ cuerpo, estado: true });
    }
  });

  test("la API responde 415 a un cuerpo que no es JSON y 413 a uno demasiado grande", async ({ request }) => {
    const texto = await request.post("/api/auth/login", { headers: { "content-type": "text/plain" }, data: JSON.stringify({ token: "x" }) });
    expect(texto.status()).toBe(415);
    expect(await texto.json()).toMatchObject({ error: "unsupported_media_type" });
    const formulario = await request.post("/api/auth/login", { multipart: { token: "x" } });
    expect(formulario.status()).toBe(415);
    const grande = await request.post("/api/auth/login", { headers: { "content-type": "application/json" }, data: JSON.stringify({ token: "x".repeat(300 * 1024) }) });
    expect(grande.status()).toBe(413);
    expect(await grande.json()).toMatchObject({ error: "payload_too_large" });
  });
});

test.describe("PostgreSQL caído y dirección pública https (issue 47)", () => {
  // One worker for both tests: the suite runs fully parallel, and a second worker would start its
  // own portal on the same port, fail to listen, and then lose the first one when that worker's
  // afterAll stopped it (ECONNREFUSED in a CI run, passed on retry).
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  // Away from the suite's own portals and from procesos.spec.ts (+40).
  const PUERTO = PORTAL_PORT + 45;
  const BASE = `http://127.0.0.1:${PUERTO}`;
  const SECRETO = "e2e-caida-secreto-solo-para-pruebas-0123456789";
  let portal: ChildProcess | undefined;
  let errores: () => string = () => "";

  test.beforeAll(async () => {
    // Port 9 (discard) has no PostgreSQL: the portal starts, warns, and serves 503s.
    portal = arrancarPortal(PUERTO, { DATABASE_URL: "postgres://postgres@127.0.0.1:9/portal", NEXTAUTH_URL: "https://portal.example", NEXTAUTH_SECRET: SECRETO });
    errores = leerErrores(portal);
    for (let i = 0; i < 120; i++) {
      try {
        if ((await crudo(BASE, "GET", "/api/health")).estado > 0) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`el portal no arranca: ${errores()}`);
  });
  test.afterAll(() => {
    if (portal && portal.exitCode === null) portal.kill("SIGTERM");
  });

  test("las páginas responden 503 con Retry-After, como la API, y el registro no lleva el id de sesión", async () => {
    const sid = "3f1c1a56-6a0e-4c2a-9f7e-5c1d2e3f4a5b";
    const cookie = await encode({ token: { uid: 7, sub: "7", email: "marta.lacasa@cpifp-huesca.test", cargos: ["admin"], sid, sv: 1, inicio: Math.floor(Date.now() / 1000) }, secret: SECRETO });
    const api = await crudo(BASE, "GET", "/api/ciclos", { authorization: "Bearer x" });
    expect([401, 503]).toContain(api.estado);
    for (const ruta of ["/admin", "/admin/calendario"]) {
      const r = await crudo(BASE, "GET", ruta, { cookie: `__Secure-next-auth.session-token=${cookie}` });
      expect({ ruta, estado: r.estado }).toEqual({ ruta, estado: 503 });
      expect(r.cabeceras["retry-after"]).toBe("5");
    }
    expect(errores()).not.toContain(sid);
    expect(errores()).not.toMatch(/marta\.lacasa|params:/);
  });

  test("con dirección pública https, los estáticos y el 404 de un estático llevan HSTS y CSP", async () => {
    for (const ruta of ["/logo.svg", "/no-existe.png", "/"]) {
      const r = await crudo(BASE, "GET", ruta);
      expect(r.cabeceras["strict-transport-security"], ruta).toContain("max-age=");
      expect(r.cabeceras["content-security-policy"], ruta).toBeTruthy();
    }
  });
});
