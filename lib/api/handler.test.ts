import { z } from "zod";
import type { Usuario } from "../db/schema";

// The account and the revocation list live in the database: here the account is whatever `buscar`
// answers and only the session "revocada" is on the list; the rules are the real ones.
jest.mock("../auth/sesiones-de-acceso", () => ({ ...jest.requireActual("../auth/sesiones-de-acceso"), unsafeCuentaDeCredencial: jest.fn() }));
jest.mock("../auth/current-user", () => ({
  getEstadoSesion: jest.fn(async () => ({ estado: "anonimo" })),
  aUsuarioActual: (u: Usuario) => ({ id: u.id, email: u.email, nombre: u.nombre, apellidos: u.apellidos, cargos: u.cargos, imageUrl: u.imageUrl, codigo: u.codigo, departamentoId: u.departamentoId }),
}));

import { credencialEnVigor, unsafeCuentaDeCredencial, type Credencial } from "../auth/sesiones-de-acceso";
import { getEstadoSesion } from "../auth/current-user";
import { DemasiadosIntentos } from "../auth/limites";
import { firmarTokenApi } from "../auth/tokens";
import { resetEnvCache } from "../env";
import { conflicto } from "../errors";
import { defineApi } from "./define";
import { MAX_CUERPO, withApi } from "./handler";

const buscar = jest.fn();
(unsafeCuentaDeCredencial as jest.Mock).mockImplementation(async (id: number, c: Credencial | null) => {
  const u = (await buscar(id)) as Usuario | null;
  return { usuario: u, vigente: u !== null && credencialEnVigor(u, c, c?.sid === "revocada") };
});
const docente = { id: 3, email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López", cargos: ["docente"], imageUrl: null, activo: true, codigo: null, departamentoId: 1, creado: new Date(), demo: true, sesionVersion: 1 };

const def = defineApi({
  method: "POST",
  path: "/api/prueba/{id}",
  tag: "t",
  summary: "s",
  acceso: "modulos.impartidos",
  params: z.object({ id: z.coerce.number().int().positive("id no válido") }),
  body: z.object({ nombre: z.string().min(1, "Falta el nombre").max(10, "Nombre demasiado largo") }),
  status: 201,
});

const hecho = jest.fn(async ({ params, body }: { params: { id: number }; body: { nombre: string } }) => ({ id: params.id, nombre: body.nombre }));
const handler = withApi(def, hecho as never);

function peticion(opts: { token?: string; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return new Request("http://localhost/api/prueba/5", { method: "POST", headers, body: opts.body ?? JSON.stringify({ nombre: "Ana" }) });
}
const ctx = (id = "5") => ({ params: Promise.resolve({ id }) });

let token = "";
beforeAll(async () => {
  process.env.AUTH_DOMAIN = "cpifp-huesca.test";
  process.env.NEXTAUTH_SECRET = "s".repeat(40);
  resetEnvCache();
  token = await firmarTokenApi({ id: 3, sesionVersion: 1 });
});
beforeEach(() => {
  jest.clearAllMocks();
  buscar.mockResolvedValue(docente);
});

describe("withApi", () => {
  it("authenticates the bearer token, parses params and body, and answers with the route's status", async () => {
    const r = await handler(peticion({ token }), ctx());
    expect(r.status).toBe(201);
    expect(await r.json()).toEqual({ id: 5, nombre: "Ana" });
    expect(hecho).toHaveBeenCalledTimes(1);
  });

  it("401 with text without a token, with a bad token, or for a user deactivated since", async () => {
    for (const req of [peticion(), peticion({ token: "nada" }), peticion({ token: `${token}x` })]) {
      const r = await handler(req, ctx());
      expect(r.status).toBe(401);
      expect(await r.json()).toMatchObject({ error: "unauthorized", text: expect.any(String) });
    }
    buscar.mockResolvedValue({ ...docente, activo: false });
    expect((await handler(peticion({ token }), ctx())).status).toBe(401);
    expect(hecho).not.toHaveBeenCalled();
  });

  it("403 when the user's current type is not allowed (read from the database, not the token)", async () => {
    buscar.mockResolvedValue({ ...docente, cargos: ["estudiante"] });
    const r = await handler(peticion({ token }), ctx());
    expect(r.status).toBe(403);
    expect(hecho).not.toHaveBeenCalled();
  });

  it("400 for bad route params, bad JSON or an empty body; 413 when oversized; 422 for a body that fails the schema", async () => {
    const casos: Array<[Request, string, number]> = [
      [peticion({ token }), "abc", 400],
      [peticion({ token, body: "{roto" }), "5", 400],
      [peticion({ token, body: "" }), "5", 400],
      [peticion({ token, body: JSON.stringify({ nombre: "x".repeat(MAX_CUERPO) }) }), "5", 413],
      // Multi-byte characters: the limit is in bytes, not characters.
      [peticion({ token, body: JSON.stringify({ nombre: "ñ".repeat(MAX_CUERPO / 2) }) }), "5", 413],
      [peticion({ token, body: JSON.stringify({}) }), "5", 422],
      [peticion({ token, body: JSON.stringify({ nombre: 3 }) }), "5", 422],
      [peticion({ token, body: JSON.stringify({ nombre: "demasiado largo" }) }), "5", 422],
    ];
    for (const [req, id, status] of casos) {
      const r = await handler(req, ctx(id));
      expect(r.status).toBe(status);
      expect((await r.json()).message).toEqual(expect.any(String));
    }
    const r = await handler(peticion({ token, body: JSON.stringify({ nombre: "" }) }), ctx());
    expect(await r.json()).toMatchObject({ message: "Falta el nombre (nombre).", fieldErrors: { nombre: ["Falta el nombre"] } });
    expect(hecho).not.toHaveBeenCalled();
  });

  it("415 for a body that is not declared JSON; 413 for a streamed body without a length that grows too big", async () => {
    for (const tipo of ["text/plain", "text/plain;charset=UTF-8", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/jsonx", ""]) {
      const r = await handler(peticion({ token, headers: { "content-type": tipo } }), ctx());
      expect({ tipo, status: r.status, cuerpo: await r.json() }).toEqual({ tipo, status: 415, cuerpo: { error: "unsupported_media_type", message: expect.stringContaining("application/json") } });
    }
    for (const tipo of ["application/json; charset=utf-8", "APPLICATION/JSON", "application/merge-patch+json"]) {
      expect((await handler(peticion({ token, headers: { "content-type": tipo } }), ctx())).status).toBe(201);
    }
    const trozo = new TextEncoder().encode(" ".repeat(64 * 1024));
    let enviados = 0;
    const flujo = new ReadableStream<Uint8Array>({
      pull(c) {
        if (enviados++ < 100) c.enqueue(trozo);
        else c.close();
      },
    });
    const req = new Request("http://localhost/api/prueba/5", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: flujo, duplex: "half" } as RequestInit);
    const r = await handler(req, ctx());
    expect(r.status).toBe(413);
    // It stopped reading once over the limit, not after the whole body.
    expect(enviados).toBeLessThan(10);
    expect(hecho).toHaveBeenCalledTimes(3);
  });

  it("maps domain errors to their status and hides unexpected ones behind a generic 500", async () => {
    hecho.mockRejectedValueOnce(conflicto("Ya existe."));
    const r = await handler(peticion({ token }), ctx());
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ error: "conflict", message: "Ya existe." });

    const consola = jest.spyOn(console, "error").mockImplementation(() => undefined);
    hecho.mockRejectedValueOnce(new Error("detalle interno de la base de datos"));
    const r2 = await handler(peticion({ token }), ctx());
    expect(r2.status).toBe(500);
    expect(JSON.stringify(await r2.json())).not.toContain("detalle interno");
    consola.mockRestore();
  });

  it("refuses a revoked bearer token: its account's session version moved on (fault 10)", async () => {
    buscar.mockResolvedValue({ ...docente, sesionVersion: 2 });
    const r = await handler(peticion({ token }), ctx());
    expect(r.status).toBe(401);
    expect(hecho).not.toHaveBeenCalled();
  });

  it("answers 429 with Retry-After, and 503 with a request id when the database is down", async () => {
    hecho.mockRejectedValueOnce(new DemasiadosIntentos(42));
    const r = await handler(peticion({ token }), ctx());
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("42");
    expect(await r.json()).toMatchObject({ error: "too_many_requests" });

    const errores = jest.spyOn(console, "error").mockImplementation(() => undefined);
    hecho.mockRejectedValueOnce(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    const r2 = await handler(peticion({ token, headers: { "x-request-id": "peticion-de-prueba-1" } }), ctx());
    expect(r2.status).toBe(503);
    expect(r2.headers.get("x-request-id")).toBe("peticion-de-prueba-1");
    expect(await r2.json()).toMatchObject({ error: "unavailable", requestId: "peticion-de-prueba-1" });
    // One JSON line, with the request id and no token.
    const linea = JSON.parse(String(errores.mock.calls.at(-1)?.[0]));
    expect(linea).toMatchObject({ nivel: "error", evento: "base_de_datos_no_disponible", requestId: "peticion-de-prueba-1", estado: 503, ruta: "/api/prueba/5" });
    expect(JSON.stringify(errores.mock.calls)).not.toContain(token);
    errores.mockRestore();
  });
});

describe("withApi: origin of cookie-authenticated writes (issue 14, fault 5)", () => {
  const estado = getEstadoSesion as jest.Mock;
  const conCookie = (origen: string | null, extra: Record<string, string> = {}) =>
    new Request("http://0.0.0.0:8800/api/prueba/5", {
      method: "POST",
      headers: { "content-type": "application/json", host: "0.0.0.0:8800", ...(origen ? { origin: origen } : {}), ...extra },
      body: JSON.stringify({ nombre: "Ana" }),
    });

  beforeEach(() => {
    jest.clearAllMocks();
    estado.mockResolvedValue({ estado: "ok", usuario: docente });
    process.env.NEXTAUTH_URL = "https://portal.cpifp-huesca.test";
    process.env.PUBLIC_ORIGINS = "https://intranet.cpifp-huesca.test";
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.NEXTAUTH_URL;
    delete process.env.PUBLIC_ORIGINS;
    resetEnvCache();
  });

  it("accepts the configured public origins, though the server is bound to another address", async () => {
    for (const origen of ["https://portal.cpifp-huesca.test", "https://intranet.cpifp-huesca.test"]) {
      expect((await handler(conCookie(origen), ctx())).status).toBe(201);
    }
  });

  it("refuses the bind address and any other site, also when only Sec-Fetch-Site tells", async () => {
    for (const req of [conCookie("http://0.0.0.0:8800"), conCookie("https://otro.example"), conCookie("null"), conCookie(null, { "sec-fetch-site": "cross-site" })]) {
      const r = await handler(req, ctx());
      expect(r.status).toBe(403);
      expect(await r.json()).toMatchObject({ error: "forbidden" });
    }
    expect(hecho).not.toHaveBeenCalled();
  });
});

describe("withApi: the answer against its contract", () => {
  const contrato = defineApi({
    method: "GET",
    path: "/api/prueba",
    tag: "t",
    summary: "s",
    acceso: "modulos.impartidos",
    response: z.array(z.object({ id: z.number().int(), creada: z.iso.datetime() })),
  });

  it("sends an answer that matches the declared schema, dates as ISO strings", async () => {
    const h = withApi(contrato, async () => [{ id: 1, creada: new Date("2026-11-23T10:00:00Z") }]);
    const r = await h(new Request("http://localhost/api/prueba", { headers: { authorization: `Bearer ${token}` } }), ctx());
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual([{ id: 1, creada: "2026-11-23T10:00:00.000Z" }]);
  });

  it("outside production, an answer that drifted from its contract is a 500 that names the field", async () => {
    const consola = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const h = withApi(contrato, async () => [{ id: "1", creada: "ayer" }]);
    const r = await h(new Request("http://localhost/api/prueba", { headers: { authorization: `Bearer ${token}` } }), ctx());
    expect(r.status).toBe(500);
    expect(String(consola.mock.calls[0]?.[0])).toMatch(/GET \/api\/prueba no cumple su contrato: 0\.id: .*0\.creada/);
    consola.mockRestore();
  });
});
