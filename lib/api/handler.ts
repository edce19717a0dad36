import "server-only";
import { z } from "zod";
import { aUsuarioActual, getEstadoSesion, type UsuarioActual } from "../auth/current-user";
import { verificarTokenApi } from "../auth/tokens";
import { getEnv } from "../env";
import { unsafeFindUsuarioById } from "../usuarios/queries";
import { AppError, esAppError, noAutenticado, prohibido } from "../errors";
import type { ApiDef } from "./define";

/** Bodies above this size are refused before parsing; no route needs more. */
export const MAX_CUERPO = 256 * 1024;

// Optional schema properties read as `P | undefined`; a route that declares one always gets it parsed.
type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export type ApiContext<D extends ApiDef> = {
  req: Request;
  user: D["acceso"] extends "publico" ? UsuarioActual | null : UsuarioActual;
  params: Infer<D["params"]>;
  query: Infer<D["query"]>;
  body: Infer<D["body"]>;
};

type RouteCtx = { params: Promise<Record<string, string | string[]>> };

/** The user behind a request: a bearer token if one is sent, otherwise the web session cookie. */
export async function usuarioDeLaPeticion(req: Request): Promise<UsuarioActual | null> {
  const cabecera = req.headers.get("authorization");
  if (cabecera !== null) {
    const m = /^Bearer\s+(\S+)$/i.exec(cabecera.trim());
    if (!m) return null;
    const id = await verificarTokenApi(m[1]);
    if (!id) return null;
    const u = await unsafeFindUsuarioById(id);
    return u && u.activo ? aUsuarioActual(u) : null;
  }
  const s = await getEstadoSesion();
  if (s.estado !== "ok") return null;
  // A cookie rides along on cross-site requests; writes with a cookie must come from our own pages.
  if (req.method !== "GET" && req.method !== "HEAD") {
    const origen = req.headers.get("origin");
    if (origen && origen !== new URL(req.url).origin) throw prohibido("Origen no permitido.");
  }
  return s.usuario;
}

function erroresDeCampo(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of error.issues) {
    const k = i.path.length ? i.path.join(".") : "_";
    (out[k] ??= []).push(i.message);
  }
  return out;
}

function parsear<T extends z.ZodType>(schema: T, valor: unknown, donde: string): z.output<T> {
  const r = schema.safeParse(valor);
  if (!r.success) {
    const campos = erroresDeCampo(r.error);
    const primero = r.error.issues[0];
    const lugar = primero?.path.length ? ` (${primero.path.join(".")})` : "";
    throw new AppError(donde === "cuerpo" ? "unprocessable" : "bad_request", donde === "cuerpo" ? 422 : 400, `${primero?.message ?? "Datos no válidos"}${lugar}.`, campos);
  }
  return r.data;
}

async function leerJson(req: Request): Promise<unknown> {
  const longitud = Number(req.headers.get("content-length") ?? "0");
  if (longitud > MAX_CUERPO) throw new AppError("bad_request", 400, "El cuerpo de la petición es demasiado grande.");
  const texto = await req.text();
  if (texto.length > MAX_CUERPO) throw new AppError("bad_request", 400, "El cuerpo de la petición es demasiado grande.");
  if (texto.trim() === "") throw new AppError("bad_request", 400, "Falta el cuerpo JSON de la petición.");
  try {
    return JSON.parse(texto);
  } catch {
    throw new AppError("bad_request", 400, "El cuerpo de la petición no es JSON válido.");
  }
}

export function respuestaError(e: unknown): Response {
  if (esAppError(e)) {
    const cuerpo: Record<string, unknown> = { error: e.codigo, message: e.message };
    if (e.fieldErrors) cuerpo.fieldErrors = e.fieldErrors;
    // Old clients treat a body with `text` as an invalid session and send the user to sign in.
    if (e.status === 401) cuerpo.text = e.message;
    return Response.json(cuerpo, { status: e.status, headers: { "cache-control": "no-store" } });
  }
  console.error("Error no controlado en la API:", e);
  return Response.json({ error: "internal", message: "Error interno del servidor." }, { status: 500 });
}

/**
 * Outside production, every JSON answer is checked against the route's declared response schema
 * (as JSON: dates become strings), so the OpenAPI document generated from the same schemas cannot
 * drift from what the routes send: a mismatch is a 500 in development and a failed test.
 */
export function comprobarRespuesta(def: ApiDef, resultado: unknown): void {
  if (!def.response || getEnv().NODE_ENV === "production") return;
  const r = def.response.safeParse(JSON.parse(JSON.stringify(resultado ?? null)));
  if (!r.success) {
    const detalle = r.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(raíz)"}: ${i.message}`);
    throw new Error(`La respuesta de ${def.method} ${def.path} no cumple su contrato: ${detalle.join("; ")}`);
  }
}

/**
 * One wrapper for every route handler (Dub's withWorkspace): authenticate, check the role against
 * the database, parse params/query/body with the route's zod schemas, map errors to one JSON shape.
 */
export function withApi<D extends ApiDef>(def: D, fn: (ctx: ApiContext<D>) => Promise<unknown>) {
  return async (req: Request, ctx: RouteCtx): Promise<Response> => {
    try {
      let user: UsuarioActual | null = null;
      if (def.acceso !== "publico") {
        user = await usuarioDeLaPeticion(req);
        if (!user) throw noAutenticado();
        if (def.acceso !== "sesion" && !def.acceso.includes(user.tipo)) throw prohibido();
      }
      const rawParams = ctx?.params ? await ctx.params : {};
      const params = def.params ? parsear(def.params, rawParams, "ruta") : undefined;
      const query = def.query ? parsear(def.query, Object.fromEntries(new URL(req.url).searchParams), "consulta") : undefined;
      const body = def.body ? parsear(def.body, await leerJson(req), "cuerpo") : undefined;
      const resultado = await fn({ req, user, params, query, body } as ApiContext<D>);
      if (resultado instanceof Response) return resultado;
      comprobarRespuesta(def, resultado);
      if (def.status === 204) return new Response(null, { status: 204 });
      return Response.json(resultado ?? null, { status: def.status ?? 200, headers: { "cache-control": "no-store" } });
    } catch (e) {
      return respuestaError(e);
    }
  };
}
