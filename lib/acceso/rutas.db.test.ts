import path from "node:path";
import type { ApiDef } from "../api/define";
import { RUTAS_API } from "../catalogo-api/registry";
import { firmarTokenApi } from "../auth/tokens";
import { cerrarDb, getDb, type Db } from "../db/client";
import { demoAccounts, seedDemo } from "../semilla";
import { createUsuario } from "../semilla/factories";
import { resetEnvCache } from "../env";
import { TEST_DOMAIN } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import type { Cargo } from "./cargos";
import { cargosDe } from "./politica";

/**
 * Every REST route of the registry × every kind of caller, through the real route handlers over
 * the seeded demo centre: no token → 401; a token of someone none of whose cargos the route's
 * operation lists → 403 (the JSON error body, and before anything is parsed); anyone else gets
 * past the gate (to a 2xx, or to the 4xx of the empty request). The callers hold one cargo or
 * several, as real staff do. The hand-written table of who may call what is
 * tests/e2e/api-permissions.spec.ts; this one makes sure no route is left out of the gate.
 */

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function cargarHandler(def: ApiDef): Promise<Handler> {
  const carpeta = def.path.replace(/\{(\w+)\}/g, "[$1]").replace(/^\//, "");
  const modulo = (await import(path.join(process.cwd(), "app", carpeta, "route.ts"))) as Record<string, Handler>;
  return modulo[def.method];
}

describe("cada ruta de la API: quién pasa la puerta", () => {
  let db: Db;
  const tokens = new Map<string, string>();
  const entorno = { AUTH_DOMAIN: TEST_DOMAIN, NEXTAUTH_SECRET: "f".repeat(40), DATABASE_URL: "", PGLITE_DIR: "memory://", AUTH_RATE_LIMIT_IP: "0", AUTH_RATE_LIMIT_ACCOUNT: "0" };
  const antes = Object.fromEntries(Object.keys(entorno).map((k) => [k, process.env[k]]));
  const c = demoAccounts(TEST_DOMAIN);
  /** One account per set of cargos: the demo's, and a head of department who does not teach. */
  const CUENTAS: [Cargo[], string][] = [
    [["estudiante"], c.estudiante],
    [["docente"], c.docente],
    [["jefatura"], `solo.jefatura@${TEST_DOMAIN}`],
    [["admin"], c.adminSecretaria],
    [["docente", "jefatura"], c.jefaturaQuimica],
    [["docente", "admin"], c.admin],
  ];

  beforeAll(async () => {
    Object.assign(process.env, entorno);
    resetEnvCache();
    db = await getDb();
    await seedDemo(db, { domain: TEST_DOMAIN });
    await createUsuario(db, { email: `solo.jefatura@${TEST_DOMAIN}`, cargos: ["jefatura"] });
    for (const [cargos, email] of CUENTAS) {
      const u = (await unsafeFindUsuarioByEmail(email, db))!;
      expect(u.cargos).toEqual(cargos);
      tokens.set(cargos.join("+"), await firmarTokenApi(u));
    }
  }, 120_000);

  afterAll(async () => {
    await cerrarDb();
    for (const [k, v] of Object.entries(antes)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  });

  // Signing out revokes the token it is called with (tests/e2e/api-permissions.spec.ts has it).
  const conPuerta = RUTAS_API.filter((d) => d.acceso !== "publico" && d.path !== "/api/auth/logout");
  it.each(conPuerta.map((d) => [`${d.method} ${d.path}`, d] as const))("%s", async (_n, def) => {
    if (def.acceso === "publico") return;
    const handler = await cargarHandler(def);
    const params = Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], "1"]));
    const ruta = def.path.replace(/\{(\w+)\}/g, "1");
    const llamar = async (token?: string) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (def.method !== "GET") headers["content-type"] = "application/json";
      const r = await handler(new Request(`http://localhost${ruta}`, { method: def.method, headers, body: def.method === "GET" ? undefined : "{}" }), { params: Promise.resolve(params) });
      return r.status;
    };
    const obtenido: Record<string, string> = { "sin token": String(await llamar()) };
    const esperado: Record<string, string> = { "sin token": "401" };
    for (const [cargos] of CUENTAS) {
      const clave = cargos.join("+");
      const s = await llamar(tokens.get(clave));
      const admitidos: readonly Cargo[] = def.acceso === "sesion" ? ["estudiante", "docente", "jefatura", "admin"] : cargosDe(def.acceso);
      obtenido[clave] = s === 403 ? "403" : s === 401 ? "401" : s >= 500 ? `${s}` : "pasa";
      esperado[clave] = cargos.some((x) => admitidos.includes(x)) ? "pasa" : "403";
    }
    expect(obtenido).toEqual(esperado);
  });
});
