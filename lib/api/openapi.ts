import { z } from "zod";
import { ETIQUETA_CARGO } from "../acceso/cargos";
import { cargosDe } from "../acceso/politica";
import type { ApiDef } from "./define";


type Json = Record<string, unknown>;

function esquema(s: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _ignorado, ...resto } = z.toJSONSchema(s, { io, unrepresentable: "any" }) as Json;
  void _ignorado;
  return resto;
}

const errorSchema: Json = {
  type: "object",
  required: ["error", "message"],
  properties: {
    error: {
      type: "string",
      description:
        "Código del error: bad_request (400), unauthorized (401), forbidden (403), not_found (404), method_not_allowed (405), conflict (409), payload_too_large (413), unsupported_media_type (415), unprocessable (422), too_many_requests (429), unavailable (503).",
    },
    message: { type: "string", description: "Explicación en español." },
    text: { type: "string", description: "Solo en 401: los clientes antiguos lo tratan como sesión no válida." },
    requestId: { type: "string", description: "En 5xx: la referencia de la línea del registro del servidor." },
    fieldErrors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

function describirAcceso(def: ApiDef): string {
  if (def.acceso === "publico") return "Sin token.";
  if (def.acceso === "sesion") return "Cualquier usuario con sesión.";
  return `Operación ${def.acceso}: ${cargosDe(def.acceso).map((c) => ETIQUETA_CARGO[c].toLowerCase()).join(", ")}.`;
}

/**
 * Every error status a route can answer (issue 47.8; the contract test, lib/api/contrato.db.test.ts,
 * fails on any other): bad parameters (400), not found or out of scope (404), a method the path
 * does not have (405, proxy.ts), the database unreachable (503); with a token, 401 and 403; a
 * write, 409 (a conflict, or a row still in use); a body, 413, 415 and 422; and the route's own.
 */
export function estadosDeError(def: ApiDef): number[] {
  const estados = new Set<number>([400, 404, 405, 503, ...(def.otrosErrores ?? [])]);
  if (def.acceso !== "publico") [401, 403].forEach((e) => estados.add(e));
  if (def.method !== "GET") estados.add(409);
  if (def.body) [413, 415, 422].forEach((e) => estados.add(e));
  return [...estados].sort((a, b) => a - b);
}

function campoDe(objeto: z.ZodType, nombre: string): z.ZodType | undefined {
  return (objeto as unknown as { shape?: Record<string, z.ZodType> }).shape?.[nombre];
}

/**
 * A path or query parameter travels as text: one the route reads as a number (an id, `pagina`) is
 * documented as a string of digits, not as `["string", "number"]`.
 */
function comoTexto(campo: z.ZodType | undefined, schema: Json): Json {
  // `codigo` (number or digits) or `curso` (1, 2, "1", "2"): only the text branches travel in a URL.
  const ramas = schema.anyOf as Json[] | undefined;
  if (ramas) {
    const texto = ramas.filter((r) => r.type === "string");
    if (texto.length === 1) return { ...texto[0], ...(schema.description ? { description: schema.description } : {}) };
    if (texto.length > 1 && texto.every((r) => r.const !== undefined)) return { type: "string", enum: texto.map((r) => r.const) };
    return schema;
  }
  const tipo = schema.type;
  const admiteNumero = Array.isArray(tipo) ? tipo.includes("number") || tipo.includes("integer") : tipo === "number" || tipo === "integer";
  if (!campo || !admiteNumero || !campo.safeParse("1").success || campo.safeParse("0x5").success) return schema;
  const { type: _t, anyOf: _a, ...resto } = schema;
  void _t;
  void _a;
  return { ...resto, type: "string", pattern: "^[0-9]+$" };
}

/** OpenAPI 3.1 document generated from the routes' zod contracts. */
export function generarOpenApi(defs: readonly ApiDef[], opts: { version: string }): Json {
  const paths: Record<string, Json> = {};
  for (const def of defs) {
    const parametros: Json[] = [];
    if (def.params) {
      const s = esquema(def.params, "input") as { properties?: Record<string, Json> };
      for (const [name, schema] of Object.entries(s.properties ?? {})) parametros.push({ name, in: "path", required: true, schema: comoTexto(campoDe(def.params, name), schema) });
    }
    if (def.query) {
      const s = esquema(def.query, "input") as { properties?: Record<string, Json> };
      for (const [name, schema] of Object.entries(s.properties ?? {})) {
        const campo = campoDe(def.query, name);
        // Required only when the route refuses the request without it: `pagina` has a default.
        parametros.push({ name, in: "query", required: campo ? !campo.safeParse(undefined).success : false, schema: comoTexto(campo, schema) });
      }
    }
    const ok = String(def.status ?? 200);
    const respuestas: Json = {
      [ok]: def.status === 204 || !def.response ? { description: "Correcto" } : { description: "Correcto", content: { "application/json": { schema: esquema(def.response, "output") } } },
    };
    for (const estado of estadosDeError(def)) respuestas[String(estado)] = { $ref: "#/components/responses/Error" };
    const operacion: Json = {
      summary: def.summary,
      description: describirAcceso(def),
      tags: [def.tag],
      operationId: `${def.method.toLowerCase()}${def.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      parameters: parametros,
      responses: respuestas,
      security: def.acceso === "publico" ? [] : [{ bearer: [] }, { sesion: [] }],
    };
    if (def.body) operacion.requestBody = { required: true, content: { "application/json": { schema: esquema(def.body, "input") } } };
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operacion;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Portal del centro — API",
      version: opts.version,
      description: "API REST para clientes externos. Obtén un token con POST /api/auth/login y envíalo como `Authorization: Bearer …`.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        sesion: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: { Error: errorSchema },
      responses: { Error: { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } } },
    },
  };
}
