import path from "node:path";
import type { z } from "zod";
import { TEST_DOMAIN } from "./test-db";
import type { ApiDef } from "../../lib/api/define";
import { firmarTokenApi } from "../../lib/auth/tokens";
import { cerrarDb, getDb, type Db } from "../../lib/db/client";
import { demoAccounts, seedDemo } from "../../lib/semilla";
import { resetEnvCache } from "../../lib/env";
import { unsafeFindUsuarioByEmail } from "../../lib/usuarios/queries";

/**
 * Requests built from the OpenAPI document and the routes' zod contracts, shared by the fuzz of
 * bad requests (lib/api/fuzz.db.test.ts) and the contract test (lib/api/contrato.db.test.ts):
 * plausible values for a documented schema, the demo centre's values that get past the lookups,
 * a valid body repaired field by field, valid path parameters, and the route handler of a contract.
 */

export type Json = Record<string, unknown>;
export type Esquema = { type?: string | string[]; properties?: Record<string, Esquema>; required?: string[]; items?: Esquema; enum?: unknown[]; anyOf?: Esquema[]; oneOf?: Esquema[]; pattern?: string; format?: string; minimum?: number; const?: unknown };
export type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export const ENORME = "x".repeat(100_000);

export type Rol = "admin" | "jefatura" | "docente" | "estudiante";

// --- Sample values from a JSON schema -------------------------------------------------------------

const TEXTOS = ["Texto de prueba", "0065", "QUI301", "12345678Z", "2025-01-10", "974111222", "611222333", "22004", "1", "Aula 1", "Mobiliario"];
/**
 * Values of the demo centre by field (dotted path first, then the field's own name), so that the
 * sample body gets past the lookups too and a bad value in one field reaches as deep as it can:
 * Ana López teaches 0065 in QUI301, Lucía Pérez (24Q0001) studies it.
 */
const PREFERIDOS: Record<string, unknown[]> = {
  "ciclo.codigo": ["QUI301"],
  "modulo.codigo": ["0065"],
  "modulo.ciclo": ["QUI301"],
  solicitud: [["0065"]],
  estudiante: ["24Q0001"],
  // Blank first: a new article takes the next free code.
  codigo: ["", "0065"],
  ciclo: ["QUI301"],
  email: [`ana.lopez@${TEST_DOMAIN}`],
  aula: ["Aula 1"],
  categoria: ["Mobiliario"],
  subcategoria: [null],
  fechabaja: [null],
  motivoBaja: [null],
  id: [1],
};

/** What a field may hold in the demo centre; the sample body is repaired with these until it parses. */
const CANDIDATOS: unknown[] = [...TEXTOS, "Laboratorio", "Huesca", "24Q0001", `ana.lopez@${TEST_DOMAIN}`, "2026/2027", "concedida", "Un motivo suficiente", 1, 5, false, true, null];

export function tipos(e: Esquema): string[] {
  if (e.type) return Array.isArray(e.type) ? e.type : [e.type];
  return [...(e.anyOf ?? []), ...(e.oneOf ?? [])].flatMap(tipos);
}

/** A plausible valid value: the fuzz then breaks one thing at a time. */
export function muestra(e: Esquema): unknown {
  if (e.const !== undefined) return e.const;
  if (e.enum?.length) return e.enum[0];
  const alternativa = e.anyOf?.[0] ?? e.oneOf?.[0];
  const t = tipos(e);
  if (t.includes("object") || e.properties) return Object.fromEntries(Object.entries(e.properties ?? {}).map(([k, v]) => [k, muestra(v)]));
  if (t.includes("array")) return [muestra(e.items ?? {})];
  if (t.includes("string")) {
    if (e.format === "email") return `ana.lopez@${TEST_DOMAIN}`;
    const patron = e.pattern ? new RegExp(e.pattern) : null;
    return TEXTOS.find((s) => !patron || patron.test(s)) ?? "Texto de prueba";
  }
  if (t.includes("integer") || t.includes("number")) return e.minimum !== undefined && e.minimum > 0 ? e.minimum : 1;
  if (t.includes("boolean")) return false;
  return alternativa ? muestra(alternativa) : "Texto de prueba";
}

/** The value a field must never accept, by the field's documented type. */
export function valoresMalos(e: Esquema): [string, unknown][] {
  const t = tipos(e);
  const malos: [string, unknown][] = [
    ["NUL", "a\u0000b"],
    ["solo NUL", "\u0000"],
    ["texto enorme", ENORME],
    ["objeto", t.includes("object") ? "texto" : { objeto: true }],
    ["lista", t.includes("array") ? { no: "lista" } : ["a", "b"]],
  ];
  if (t.includes("integer") || t.includes("number")) {
    malos.push(["negativo", -1], ["desbordado", 2147483648], ["enorme", 1e308], ["decimal", 1.5], ["hexadecimal", "0x5"], ["texto", "abc"]);
  } else if (!t.includes("boolean")) {
    malos.push(["número", 2147483648], ["booleano", true]);
  }
  return malos;
}

/** Every (path, schema) of the body: top-level fields, nested objects and the first array item. */
export function campos(e: Esquema, ruta: (string | number)[] = []): { ruta: (string | number)[]; esquema: Esquema; requerido: boolean }[] {
  const out: { ruta: (string | number)[]; esquema: Esquema; requerido: boolean }[] = [];
  for (const [k, v] of Object.entries(e.properties ?? {})) {
    out.push({ ruta: [...ruta, k], esquema: v, requerido: e.required?.includes(k) ?? false });
    out.push(...campos(v, [...ruta, k]));
    if (v.items?.properties) out.push(...campos(v.items, [...ruta, k, 0]));
  }
  return out;
}

export function con(base: unknown, ruta: (string | number)[], valor: unknown, quitar = false): unknown {
  if (ruta.length === 0) return valor;
  const [k, ...resto] = ruta;
  const copia: Json | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Json) };
  const hijo = (copia as Json)[k as string];
  if (resto.length === 0 && quitar) delete (copia as Json)[k as string];
  else (copia as Json)[k as string] = con(hijo ?? (typeof resto[0] === "number" ? [] : {}), resto, valor, quitar);
  return copia;
}

// --- Path parameters ------------------------------------------------------------------------------

const PARAMS_VALIDOS = ["1", "0065", "QUI301", "Mobiliario", "mesa"];
const PARAMS_PREFERIDOS: Record<string, string[]> = { codigo: ["0065"], ciclo: ["QUI301"], id: ["1"] };
export const PARAMS_MALOS = ["\u0000", "a\u0000", "0x5", "5e0", " 5 ", "-1", "0", "2147483648", "9".repeat(400), ""];

export function paramsValidos(def: ApiDef): Record<string, string> {
  const forma = ((def.params as unknown as { shape?: Record<string, z.ZodType> })?.shape ?? {}) as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(forma).map(([k, s]) => [k, [...(PARAMS_PREFERIDOS[k] ?? []), ...PARAMS_VALIDOS].find((v) => s.safeParse(v).success) ?? "1"]));
}

/**
 * A body the route's own zod schema accepts, so that each case below breaks exactly one thing:
 * start from the documented shape and, field by field, swap in candidates until no issue is left.
 */
/** The body with every field that has a preferred demo value (and takes it) set to it. */
function preferir(def: ApiDef, raiz: unknown): unknown {
  let out = raiz;
  const visitar = (v: unknown, ruta: (string | number)[]) => {
    if (ruta.length > 0) {
      const nombres = [ruta.filter((x) => typeof x === "string").join("."), String(ruta[ruta.length - 1])];
      for (const o of nombres.flatMap((n) => PREFERIDOS[n] ?? [])) {
        const c = con(out, ruta, o);
        const p = def.body!.safeParse(c);
        if (p.success || !p.error.issues.some((i) => i.path.join(".").startsWith(ruta.join(".")))) {
          out = c;
          return;
        }
      }
    }
    if (Array.isArray(v)) v.forEach((x, i) => visitar(x, [...ruta, i]));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) visitar(x, [...ruta, k]);
  };
  visitar(raiz, []);
  return out;
}

export function cuerpoValido(def: ApiDef, cuerpoDoc: Esquema): unknown {
  let cuerpo = muestra(cuerpoDoc);
  cuerpo = preferir(def, cuerpo);
  for (let vuelta = 0; vuelta < 20; vuelta++) {
    const r = def.body!.safeParse(cuerpo);
    if (r.success) return cuerpo;
    const ruta = r.error.issues[0].path as (string | number)[];
    const arreglo = CANDIDATOS.map((v) => con(cuerpo, ruta, v)).find((c) => {
      const otra = def.body!.safeParse(c);
      return otra.success || !otra.error.issues.some((i) => i.path.join(".") === ruta.join("."));
    });
    if (arreglo === undefined) return cuerpo;
    cuerpo = arreglo;
  }
  return cuerpo;
}

export async function cargarHandler(def: ApiDef): Promise<Handler> {
  const carpeta = def.path.replace(/\{(\w+)\}/g, "[$1]").replace(/^\//, "");
  const modulo = (await import(path.join(process.cwd(), "app", carpeta, "route.ts"))) as Record<string, Handler>;
  const h = modulo[def.method];
  if (!h) throw new Error(`${def.method} ${def.path}: el route.ts no exporta ${def.method}`);
  return h;
}

/**
 * The demo centre in an in-memory database as the application's own (getDb), with a bearer token
 * for one account of each cargo; registers the enclosing describe's beforeAll/afterAll.
 */
export function centroConTokens(): { db: () => Db; tokens: Partial<Record<Rol, string>> } {
  let db: Db | undefined;
  const tokens: Partial<Record<Rol, string>> = {};
  const entorno = {
    AUTH_DOMAIN: TEST_DOMAIN,
    NEXTAUTH_SECRET: "f".repeat(40),
    DATABASE_URL: "",
    PGLITE_DIR: "memory://",
    // Every attempt must reach validation: the sign-in limits would answer 429 first.
    AUTH_RATE_LIMIT_IP: "0",
    AUTH_RATE_LIMIT_ACCOUNT: "0",
  };
  const antes = Object.fromEntries(Object.keys(entorno).map((k) => [k, process.env[k]]));

  beforeAll(async () => {
    Object.assign(process.env, entorno);
    resetEnvCache();
    db = await getDb();
    await seedDemo(db, { domain: TEST_DOMAIN });
    const c = demoAccounts(TEST_DOMAIN);
    for (const [rol, email] of [["admin", c.admin], ["jefatura", c.jefaturaQuimica], ["docente", c.docente], ["estudiante", c.estudiante]] as const) {
      const u = await unsafeFindUsuarioByEmail(email, db);
      tokens[rol] = await firmarTokenApi(u!);
    }
  });

  afterAll(async () => {
    await cerrarDb();
    for (const [k, v] of Object.entries(antes)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  });

  return {
    db: () => {
      if (!db) throw new Error("la base de datos solo existe dentro de los tests");
      return db;
    },
    tokens,
  };
}
