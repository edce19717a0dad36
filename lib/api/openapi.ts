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
    error: { type: "string", description: "Código del error (bad_request, unauthorized, forbidden, not_found, conflict, payload_too_large, unsupported_media_type, unprocessable, too_many_requests, unavailable)." },
    message: { type: "string", description: "Explicación en español." },
    text: { type: "string", description: "Solo en 401: los clientes antiguos lo tratan como sesión no válida." },
    fieldErrors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

function describirAcceso(def: ApiDef): string {
  if (def.acceso === "publico") return "Sin token.";
  if (def.acceso === "sesion") return "Cualquier usuario con sesión.";
  return `Operación ${def.acceso}: ${cargosDe(def.acceso).map((c) => ETIQUETA_CARGO[c].toLowerCase()).join(", ")}.`;
}

/** OpenAPI 3.1 document generated from the routes' zod contracts. */
export function generarOpenApi(defs: readonly ApiDef[], opts: { version: string }): Json {
  const paths: Record<string, Json> = {};
  for (const def of defs) {
    const parametros: Json[] = [];
    if (def.params) {
      const s = esquema(def.params, "input") as { properties?: Record<string, Json> };
      for (const [name, schema] of Object.entries(s.properties ?? {})) parametros.push({ name, in: "path", required: true, schema });
    }
    if (def.query) {
      const s = esquema(def.query, "input") as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(s.properties ?? {})) parametros.push({ name, in: "query", required: s.required?.includes(name) ?? false, schema });
    }
    const ok = String(def.status ?? 200);
    const respuestas: Json = {
      [ok]: def.status === 204 || !def.response ? { description: "Correcto" } : { description: "Correcto", content: { "application/json": { schema: esquema(def.response, "output") } } },
      "400": { $ref: "#/components/responses/Error" },
      "404": { $ref: "#/components/responses/Error" },
    };
    if (def.acceso !== "publico") {
      respuestas["401"] = { $ref: "#/components/responses/Error" };
      respuestas["403"] = { $ref: "#/components/responses/Error" };
    }
    if (def.body) {
      respuestas["409"] = { $ref: "#/components/responses/Error" };
      respuestas["413"] = { $ref: "#/components/responses/Error" };
      respuestas["415"] = { $ref: "#/components/responses/Error" };
      respuestas["422"] = { $ref: "#/components/responses/Error" };
    }
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
