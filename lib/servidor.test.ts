import http from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnvCache } from "./env";
import { anotarDisponibilidad } from "./db/disponibilidad";
import { comprobarBaseDeDatos } from "./health";
import { anotarAccionIniciada, CABECERA_PETICION_INTERNA, esSalud, protegerServidorHttp } from "./servidor";

// The database check is the route's own (lib/health.ts); here only its answer is chosen.
jest.mock("./health", () => ({ ...jest.requireActual("./health"), comprobarBaseDeDatos: jest.fn() }));
const comprobar = comprobarBaseDeDatos as jest.MockedFunction<typeof comprobarBaseDeDatos>;

/**
 * lib/servidor.ts over a plain HTTP server whose handler behaves as Next does in each case (issue
 * 47, items 4, 5, 6 and 13); tests/e2e/seguridad.spec.ts checks the same on the production build.
 */

type Manejador = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let manejar: Manejador = (_req, res) => res.end("ok");
let servidor: http.Server;
let base = "";

beforeAll(async () => {
  process.env.AUTH_DOMAIN = "cpifp-huesca.test";
  process.env.NEXTAUTH_URL = "https://portal.example";
  resetEnvCache();
  protegerServidorHttp();
  protegerServidorHttp(); // idempotent
  servidor = http.createServer((req, res) => manejar(req, res));
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => servidor.close(ok));
  delete process.env.NEXTAUTH_URL;
  resetEnvCache();
});
afterEach(() => anotarDisponibilidad(null));

function pedir(metodo: string, ruta: string, cabeceras: Record<string, string> = {}): Promise<{ estado: number; cabeceras: http.IncomingHttpHeaders; cuerpo: string }> {
  return new Promise((ok, mal) => {
    const req = http.request(`${base}${ruta}`, { method: metodo, headers: cabeceras }, (res) => {
      let cuerpo = "";
      res.on("data", (d) => (cuerpo += d));
      res.on("end", () => ok({ estado: res.statusCode ?? 0, cabeceras: res.headers, cuerpo }));
    });
    req.on("error", mal);
    req.end();
  });
}

const fallo500: Manejador = (_req, res) => {
  res.statusCode = 500;
  res.end("error");
};

describe("the portal's HTTP server", () => {
  // (TRACK never gets this far: Node's parser answers an unknown method 400 itself.)
  it.each(["TRACE"])("answers %s with 405, Allow and the security headers, without reaching Next", async (metodo) => {
    const visto = jest.fn();
    manejar = visto;
    for (const ruta of ["/", "/api/ciclos"]) {
      const r = await pedir(metodo, ruta);
      expect(r.estado).toBe(405);
      expect(r.cabeceras).toMatchObject({
        allow: "GET, HEAD, POST, PUT, DELETE, OPTIONS",
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "content-security-policy": expect.stringContaining("default-src 'none'"),
        "strict-transport-security": expect.stringContaining("max-age="),
      });
    }
    expect(visto).not.toHaveBeenCalled();
  });

  it("gives answers without a policy (static files, their 404) a CSP, and HSTS over https; never a second CSP", async () => {
    manejar = (_req, res) => res.end("body{}");
    const r = await pedir("GET", "/_next/static/x.css");
    expect(r.cabeceras["content-security-policy"]).toMatch(/script-src 'self'; /);
    expect(r.cabeceras["strict-transport-security"]).toMatch(/max-age=/);
    manejar = (_req, res) => res.writeHead(200, { "Content-Security-Policy": "default-src 'none'" }).end("{}");
    expect((await pedir("GET", "/api/x")).cabeceras["content-security-policy"]).toBe("default-src 'none'");
    manejar = (_req, res) => {
      res.setHeader("content-security-policy", "default-src 'self'");
      res.end("<p>");
    };
    expect((await pedir("GET", "/")).cabeceras["content-security-policy"]).toBe("default-src 'self'");
  });

  it("a page that fails while the database cannot be reached is 503 with Retry-After; another failure stays 500", async () => {
    manejar = fallo500;
    expect((await pedir("GET", "/docentes")).estado).toBe(500);
    anotarDisponibilidad(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    const r = await pedir("GET", "/docentes");
    expect(r.estado).toBe(503);
    expect(r.cabeceras["retry-after"]).toBe("5");
    // The next query that works ends it.
    anotarDisponibilidad(null);
    expect((await pedir("GET", "/docentes")).estado).toBe(500);
  });

  it("a server-action post that failed before reaching the action is 400; one that reached it keeps its 500", async () => {
    manejar = fallo500;
    expect((await pedir("POST", "/admin", { "next-action": "7f00" })).estado).toBe(400);
    manejar = (req, res) => {
      anotarAccionIniciada(req.headers[CABECERA_PETICION_INTERNA] as string);
      fallo500(req, res);
    };
    expect((await pedir("POST", "/admin", { "next-action": "7f00" })).estado).toBe(500);
    // The id is the server's: one a client sends is replaced.
    manejar = (req, res) => res.end(String(req.headers[CABECERA_PETICION_INTERNA]));
    const r = await pedir("GET", "/", { [CABECERA_PETICION_INTERNA]: "elegido" });
    expect(r.cuerpo).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a router state header Next cannot read with 400 and the security headers, without reaching Next", async () => {
    const visto = jest.fn((_req: http.IncomingMessage, res: http.ServerResponse) => res.end("ok"));
    manejar = visto;
    for (const malo of ["basura", "%E0%A4%A", encodeURIComponent('{"a":1}')]) {
      const r = await pedir("GET", "/aulas", { rsc: "1", "next-router-state-tree": malo });
      expect(r.estado).toBe(400);
      expect(r.cabeceras).toMatchObject({ "x-frame-options": "DENY", "content-security-policy": expect.stringContaining("default-src 'none'") });
      expect(r.cuerpo).toBe("La cabecera Next-Router-State-Tree no es válida.");
    }
    expect(JSON.parse((await pedir("GET", "/api/aulas", { "next-router-state-tree": "basura" })).cuerpo)).toEqual({ error: "bad_request", message: "La cabecera Next-Router-State-Tree no es válida." });
    expect(visto).not.toHaveBeenCalled();
    // A readable one, and none, go to Next.
    expect((await pedir("GET", "/aulas", { rsc: "1", "next-router-state-tree": encodeURIComponent('["",{},null,"metadata-only"]') })).estado).toBe(200);
    expect((await pedir("GET", "/aulas")).estado).toBe(200);
    expect(visto).toHaveBeenCalledTimes(2);
  });
});

describe("/api/health, answered before Next (decision 074)", () => {
  beforeEach(() => comprobar.mockReset().mockResolvedValue("ok"));

  it("answers GET with the route's body and the API's headers, without reaching Next", async () => {
    const visto = jest.fn();
    manejar = visto;
    const r = await pedir("GET", "/api/health");
    expect(r.estado).toBe(200);
    expect(JSON.parse(r.cuerpo)).toEqual({ status: "ok", baseDeDatos: "ok" });
    expect(r.cabeceras).toMatchObject({
      "content-type": "application/json",
      "cache-control": "no-store",
      "content-security-policy": expect.stringContaining("default-src 'none'"),
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "x-request-id": expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(visto).not.toHaveBeenCalled();
    expect(comprobar).toHaveBeenCalledTimes(1);
  });

  // HSTS here always: NEXTAUTH_URL is https in this file, as behind the deployment's nginx.
  it("keeps a well-formed request id, replaces a bad one, sends HSTS over https, and HEAD has no body", async () => {
    expect((await pedir("GET", "/api/health?desde=balanceador", { "x-request-id": "nginx-0123456789" })).cabeceras["x-request-id"]).toBe("nginx-0123456789");
    expect((await pedir("GET", "/api/health", { "x-request-id": "<x>" })).cabeceras["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pedir("GET", "/api/health", { "x-forwarded-proto": "https" })).cabeceras["strict-transport-security"]).toContain("max-age=");
    const cabeza = await pedir("HEAD", "/api/health");
    expect(cabeza.estado).toBe(200);
    expect(cabeza.cuerpo).toBe("");
    expect(cabeza.cabeceras["content-length"]).toBe(String(JSON.stringify({ status: "ok", baseDeDatos: "ok" }).length));
  });

  it("is 503 with Retry-After and the route's error body while the database does not answer", async () => {
    comprobar.mockResolvedValue("no_disponible");
    const r = await pedir("GET", "/api/health");
    expect(r.estado).toBe(503);
    expect(r.cabeceras["retry-after"]).toBe("5");
    expect(JSON.parse(r.cuerpo)).toEqual({ error: "unavailable", message: "La base de datos no responde.", status: "error", baseDeDatos: "no_disponible" });
  });

  it("leaves every other method and path to Next", async () => {
    manejar = (req, res) => res.end(`next ${req.method} ${req.url}`);
    for (const [metodo, ruta] of [["POST", "/api/health"], ["PUT", "/api/health"], ["GET", "/api/health/"], ["GET", "/api/healthz"], ["GET", "/api/health/x"], ["GET", "/api/sistema"]]) {
      expect((await pedir(metodo, ruta)).cuerpo).toBe(`next ${metodo} ${ruta}`);
    }
    expect(comprobar).not.toHaveBeenCalled();
  });

  it("esSalud: GET or HEAD of exactly /api/health, with any query", () => {
    expect(esSalud("GET", "/api/health")).toBe(true);
    expect(esSalud("HEAD", "/api/health?x=1")).toBe(true);
    expect(esSalud("GET", "/api/health/")).toBe(false);
    expect(esSalud("GET", "/API/health")).toBe(false);
    expect(esSalud("OPTIONS", "/api/health")).toBe(false);
    expect(esSalud(undefined, undefined)).toBe(false);
  });
});
