import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ApiDef } from "./define";
import { MAX_CUERPO } from "./handler";
import { generarOpenApi } from "./openapi";
import { RUTAS_API } from "../catalogo-api/registry";
import { cargosDe } from "../acceso/politica";
import { cargarHandler, centroConTokens, con, campos, cuerpoValido, PARAMS_MALOS, paramsValidos, valoresMalos, type Esquema, type Rol } from "../../tests/support/openapi-peticiones";

/**
 * Issue 14: a fuzz test over every write route of the OpenAPI document. Each write operation gets
 * requests built from its documented request body and path parameters — wrong types, missing
 * fields, NUL bytes, huge strings, negative and overflowing numbers, ids such as `0x5` — sent to
 * the real route handler (app/api/…/route.ts) as a user allowed to call it, over the seeded demo
 * centre. Every answer must be a 4xx with the JSON error body, and no row of any table may change.
 * Routes that other developers add to lib/catalogo-api/registry.ts are picked up here without changes.
 */

type Caso = { nombre: string; params: Record<string, string>; cuerpo: string | undefined };

function casos(def: ApiDef, cuerpoDoc: Esquema | undefined): Caso[] {
  const params = paramsValidos(def);
  const base = cuerpoDoc ? cuerpoValido(def, cuerpoDoc) : undefined;
  const json = (v: unknown) => JSON.stringify(v);
  const out: Caso[] = [];
  for (const k of Object.keys(params)) {
    for (const malo of PARAMS_MALOS) out.push({ nombre: `ruta ${k}=${JSON.stringify(malo).slice(0, 20)}`, params: { ...params, [k]: malo }, cuerpo: base === undefined ? undefined : json(base) });
  }
  if (!cuerpoDoc) return out;
  for (const [nombre, cuerpo] of [
    ["cuerpo vacío", ""],
    ["JSON roto", "{\"a\":"],
    ["null", "null"],
    ["lista", "[]"],
    ["número", "123"],
    ["texto con NUL", json("\u0000")],
    ["objeto vacío", "{}"],
    ["cuerpo demasiado grande", json({ relleno: "x".repeat(MAX_CUERPO + 1) })],
  ] as const) {
    // `{}` is only wrong when some field is required.
    if (nombre === "objeto vacío" && !(cuerpoDoc.required?.length)) continue;
    out.push({ nombre, params, cuerpo });
  }
  for (const c of campos(cuerpoDoc)) {
    const donde = c.ruta.join(".");
    if (c.requerido) out.push({ nombre: `${donde} ausente`, params, cuerpo: json(con(base, c.ruta, undefined, true)) });
    for (const [que, valor] of valoresMalos(c.esquema)) out.push({ nombre: `${donde}: ${que}`, params, cuerpo: json(con(base, c.ruta, valor)) });
  }
  return out;
}

// --- The database and the route handlers ----------------------------------------------------------

/** Rows and a checksum of every table: equal before and after means nothing was written. */
async function huella(db: Db): Promise<string> {
  const tablas = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as { rows: { tablename: string }[] };
  const partes: string[] = [];
  for (const { tablename } of tablas.rows) {
    const r = (await db.execute(sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as s from ${sql.identifier(tablename)} t`)) as unknown as { rows: { n: number; s: string }[] };
    partes.push(`${tablename}:${r.rows[0].n}:${r.rows[0].s}`);
  }
  return partes.join("\n");
}


const doc = generarOpenApi(RUTAS_API, { version: "fuzz" }) as { paths: Record<string, Record<string, { requestBody?: { content: { "application/json": { schema: Esquema } } } }>> };
const ESCRITURAS = Object.entries(doc.paths).flatMap(([ruta, ops]) =>
  Object.entries(ops)
    .filter(([m]) => m !== "get")
    .map(([m, op]) => ({ def: RUTAS_API.find((d) => d.path === ruta && d.method === m.toUpperCase())!, cuerpo: op.requestBody?.content["application/json"].schema })),
);

describe("fuzz of every write route in the OpenAPI document", () => {
  const centro = centroConTokens();
  const tokens = centro.tokens;

  it("covers every write operation of the document", () => {
    expect(ESCRITURAS.length).toBe(RUTAS_API.filter((d) => d.method !== "GET").length);
    expect(ESCRITURAS.every((e) => e.def)).toBe(true);
  });

  it.each(ESCRITURAS.map((e) => [`${e.def.method} ${e.def.path}`, e] as const))("%s: every bad request is a 4xx JSON error and writes nothing", async (_nombre, { def, cuerpo }) => {
    const lista = casos(def, cuerpo);
    if (lista.length === 0) return; // no body and no parameters: nothing a client can get wrong
    const handler = await cargarHandler(def);
    // A caller the route lets in: one holding the first cargo its operation lists.
    const rol: Rol | undefined = def.acceso === "publico" ? undefined : def.acceso === "sesion" ? "admin" : cargosDe(def.acceso)[0];
    const antes = await huella(centro.db());
    const errores = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const fallos: string[] = [];
    try {
      for (const c of lista) {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (rol) headers.authorization = `Bearer ${tokens[rol]}`;
        const ruta = def.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(c.params[k]));
        const r = await handler(new Request(`http://localhost${ruta}`, { method: def.method, headers, body: c.cuerpo }), { params: Promise.resolve(c.params) });
        const texto = await r.text();
        let cuerpoRespuesta: { error?: unknown; message?: unknown } = {};
        try {
          cuerpoRespuesta = JSON.parse(texto);
        } catch {
          /* checked below */
        }
        const bien = r.status >= 400 && r.status < 500 && typeof cuerpoRespuesta.error === "string" && typeof cuerpoRespuesta.message === "string";
        if (!bien) fallos.push(`${c.nombre} → ${r.status} ${texto.slice(0, 160)}`);
      }
    } finally {
      errores.mockRestore();
    }
    expect(fallos).toEqual([]);
    expect(await huella(centro.db())).toBe(antes);
    expect(lista.length).toBeGreaterThan(0);
  });
});
