import { z } from "zod";
import type { ApiDef } from "./define";
import { generarOpenApi } from "./openapi";
import { RUTAS_API } from "../catalogo-api/registry";
import { cargarHandler, centroConTokens, cuerpoValido, muestra, paramsValidos, type Esquema, type Rol } from "../../tests/support/openapi-peticiones";

/**
 * Issue 47.8, "the contract is the test": every operation of /api/openapi.json, called by every
 * cargo and without a token, with a request built from its documented parameters and body, and
 * with a wrong one. Each answer must be a status the document lists for that operation, never a
 * 5xx, and its body must match the schema documented for that status (built back from the
 * document's JSON Schema, so an undocumented property fails where `additionalProperties: false`).
 */

type Respuestas = Record<string, { $ref?: string; content?: { "application/json": { schema: Esquema } } }>;
type Operacion = { parameters?: { name: string; in: string; required: boolean; schema: Esquema }[]; requestBody?: { content: { "application/json": { schema: Esquema } } }; responses: Respuestas };
type Documento = { paths: Record<string, Record<string, Operacion>>; components: { schemas: Record<string, Esquema> } };

const doc = generarOpenApi(RUTAS_API, { version: "contrato" }) as unknown as Documento;
const QUIENES: (Rol | "anónimo")[] = ["anónimo", "admin", "jefatura", "docente", "estudiante"];

/** The documented schema of an answer, with the document's `$ref`s resolved. */
function esquemaDe(op: Operacion, estado: number): Esquema | undefined {
  const r = op.responses[String(estado)];
  if (!r) return undefined;
  if (r.$ref) return doc.components.schemas.Error;
  return r.content?.["application/json"].schema;
}

const validadores = new Map<Esquema, z.ZodType>();
function validar(esquema: Esquema, valor: unknown): string[] {
  let v = validadores.get(esquema);
  if (!v) validadores.set(esquema, (v = z.fromJSONSchema(esquema as never)));
  const r = v.safeParse(valor);
  return r.success ? [] : r.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(raíz)"}: ${i.message}`);
}

type Peticion = { nombre: string; ruta: string; params: Record<string, string>; cuerpo?: string; tipo?: string };

function peticiones(def: ApiDef, op: Operacion): Peticion[] {
  const params = paramsValidos(def);
  const consulta = new URLSearchParams();
  for (const p of op.parameters ?? []) if (p.in === "query" && p.required) consulta.set(p.name, String(muestra(p.schema)));
  const conParams = (ps: Record<string, string>) => def.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(ps[k])) + (consulta.size ? `?${consulta}` : "");
  const cuerpoDoc = op.requestBody?.content["application/json"].schema;
  const cuerpo = cuerpoDoc ? JSON.stringify(cuerpoValido(def, cuerpoDoc)) : undefined;
  const out: Peticion[] = [{ nombre: "válida", ruta: conParams(params), params, cuerpo }];
  const malos = Object.fromEntries(Object.keys(params).map((k) => [k, "0x5"]));
  if (Object.keys(malos).length) out.push({ nombre: "parámetros no válidos", ruta: conParams(malos), params: malos, cuerpo });
  if (cuerpoDoc) {
    out.push({ nombre: "cuerpo no válido", ruta: conParams(params), params, cuerpo: "{}" });
    out.push({ nombre: "cuerpo como texto", ruta: conParams(params), params, cuerpo, tipo: "text/plain" });
  }
  return out;
}

describe("the OpenAPI document is exactly what the API answers", () => {
  const centro = centroConTokens();
  const operaciones = RUTAS_API.map((def) => ({ def, op: doc.paths[def.path][def.method.toLowerCase()] }));

  it.each(operaciones.map((o) => [`${o.def.method} ${o.def.path}`, o] as const))("%s", async (_n, { def, op }) => {
    const handler = await cargarHandler(def);
    const fallos: string[] = [];
    const errores = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const quien of QUIENES) {
        for (const p of peticiones(def, op)) {
          const headers: Record<string, string> = {};
          if (quien !== "anónimo") headers.authorization = `Bearer ${centro.tokens[quien]}`;
          if (p.cuerpo !== undefined) headers["content-type"] = p.tipo ?? "application/json";
          const r = await handler(new Request(`http://localhost${p.ruta}`, { method: def.method, headers, body: p.cuerpo }), { params: Promise.resolve(p.params) });
          const donde = `${quien}, ${p.nombre}: ${r.status}`;
          if (r.status >= 500 || !op.responses[String(r.status)]) {
            fallos.push(`${donde} no documentado: ${(await r.text()).slice(0, 160)}`);
            continue;
          }
          const esquema = esquemaDe(op, r.status);
          if (!esquema) continue;
          const texto = await r.text();
          let cuerpo: unknown;
          try {
            cuerpo = JSON.parse(texto);
          } catch {
            fallos.push(`${donde} no es JSON: ${texto.slice(0, 80)}`);
            continue;
          }
          for (const f of validar(esquema, cuerpo)) fallos.push(`${donde} ${f}`);
        }
      }
    } finally {
      errores.mockRestore();
    }
    expect(fallos).toEqual([]);
  });
});
