import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { generarOpenApi } from "../api/openapi";
import { RUTAS_API } from "./registry";

const APP_API = path.join(process.cwd(), "app", "api");
// next-auth's own endpoints and the JSON 404 for unknown paths are not part of the REST contract.
const FUERA_DEL_CONTRATO = new Set(["/api/auth/[...nextauth]", "/api/[...resto]"]);

function rutasEnDisco(dir = APP_API): string[] {
  return readdirSync(dir).flatMap((nombre) => {
    const ruta = path.join(dir, nombre);
    if (statSync(ruta).isDirectory()) return rutasEnDisco(ruta);
    return nombre === "route.ts" ? [ruta] : [];
  });
}

/** `METHOD /api/path/{param}` for every handler exported by every app/api route file. */
function operacionesEnDisco(): string[] {
  return rutasEnDisco().flatMap((fichero) => {
    const carpeta = path.relative(path.join(process.cwd(), "app"), path.dirname(fichero)).split(path.sep).join("/");
    const ruta = `/${carpeta}`;
    if (FUERA_DEL_CONTRATO.has(ruta)) return [];
    const fuente = readFileSync(fichero, "utf8");
    const metodos = new Set<string>();
    for (const m of fuente.matchAll(/export const (GET|POST|PUT|DELETE|PATCH)\b/g)) metodos.add(m[1]);
    for (const m of fuente.matchAll(/as (GET|POST|PUT|DELETE|PATCH)\b/g)) metodos.add(m[1]);
    const openapi = ruta.replace(/\[([^\].]+)\]/g, "{$1}");
    return [...metodos].map((m) => `${m} ${openapi}`);
  });
}

describe("API registry", () => {
  const registradas = RUTAS_API.map((d) => `${d.method} ${d.path}`);

  it("lists every route handler under app/api, and nothing that does not exist", () => {
    expect([...registradas].sort()).toEqual(operacionesEnDisco().sort());
  });

  it("has no duplicate operation", () => {
    expect(new Set(registradas).size).toBe(registradas.length);
  });

  it("declares path parameters with the names the folder uses", () => {
    for (const d of RUTAS_API) {
      const enRuta = [...d.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const enEsquema = d.params ? Object.keys((d.params as unknown as { shape: object }).shape).sort() : [];
      expect({ ruta: d.path, params: enEsquema }).toEqual({ ruta: d.path, params: enRuta });
    }
  });

  it("makes every write need a token", () => {
    for (const d of RUTAS_API) if (d.method !== "GET" && d.path !== "/api/auth/login") expect({ ruta: `${d.method} ${d.path}`, acceso: d.acceso }).not.toEqual({ ruta: `${d.method} ${d.path}`, acceso: "publico" });
  });
});

describe("OpenAPI document", () => {
  const doc = generarOpenApi(RUTAS_API, { version: "test" }) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };

  it("is a valid OpenAPI 3.1 document", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const resultado = await new Validator().validate(doc as never);
    expect(resultado.errors ?? []).toEqual([]);
    expect(resultado.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents parameters as they travel: a query parameter with a default is optional, an id is a string of digits (issue 47.8)", () => {
    const parametros = (ruta: string, metodo = "get") => (doc.paths[ruta][metodo] as unknown as { parameters: { name: string; required: boolean; schema: Record<string, unknown> }[] }).parameters;
    expect(parametros("/api/admin/usuarios").find((p) => p.name === "pagina")).toMatchObject({ required: false, schema: { type: "string", pattern: "^[0-9]+$" } });
    expect(parametros("/api/aulas/{id}").find((p) => p.name === "id")?.schema).toEqual({ type: "string", pattern: "^[0-9]+$" });
    expect(parametros("/api/encuestas/grupo/{curso}/{ciclo}").find((p) => p.name === "curso")?.schema).toEqual({ type: "string", enum: ["1", "2"] });
    for (const [ruta, ops] of Object.entries(doc.paths)) {
      for (const [metodo, op] of Object.entries(ops)) {
        const estados = Object.keys((op as unknown as { responses: object }).responses);
        expect({ op: `${metodo} ${ruta}`, estados: ["400", "404", "405", "503"].every((e) => estados.includes(e)) }).toEqual({ op: `${metodo} ${ruta}`, estados: true });
      }
    }
  });

  it("documents each registered operation, with a request body exactly when the route parses one", () => {
    for (const d of RUTAS_API) {
      const op = doc.paths[d.path]?.[d.method.toLowerCase()];
      expect(op).toBeDefined();
      expect(Boolean(op.requestBody)).toBe(Boolean(d.body));
    }
  });
});
