import "server-only";
import { z } from "zod";
import { puede } from "../acceso/politica";
import { aUsuarioActual
, getEstadoSesion, type UsuarioActual } from "../auth/current-user";
import { DemasiadosIntentos } from "../auth/limites";
import { escrituraDelPropioSitio } from "../auth/origen";
import { unsafeCuentaDeCredencial } from "../auth/sesiones-de-acceso";
import { verificarTokenApi } from "../auth/tokens";
import { getEnv } from "../env";
import { esBaseDeDatosNoDisponible } from "../db/disponibilidad";
import { AppError, erroresDeCampo, esAppError, noAutenticado, prohibido } from "../errors";
import { describirError, registrar, rutaParaLog } from "../log";
import type { ApiDef } from "./define";
import { CABECERA_ID_PETICION, idDePeticion } from "./peticion";

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
    const t = await verificarTokenApi(m[1]);
    if (!t) return null;
    const { usuario: u, vigente } = await unsafeCuentaDeCredencial(t.id, t.credencial);
    // Deactivated, or the token was revoked (logout) or all of the account's sessions were.
    return u && u.activo && vigente ? aUsuarioActual(u) : null;
  }
  const s = await getEstadoSesion();
  if (s.estado !== "ok") return null;
  // A cookie rides along on cross-site requests; writes with a cookie must come from our own pages,
  // whose origin is the configured public address, never the address the server is bound to.
  if (req.method !== "GET" && req.method !== "HEAD" && !escrituraDelPropioSitio(req.headers)) throw prohibido("Origen no permitido.");
  return s.usuario;
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

/** `application/json` or a `+json` type, with or without parameters (charset). */
const TIPO_JSON = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export const demasiadoGrande = () => new AppError("payload_too_large", 413, "El cuerpo de la petición es demasiado grande.");

/**
 * The body of a route that declares one: JSON by its Content-Type (a form or text/plain post is
 * what a cross-site page can send without asking, so it is refused, 415), and never more than
 * `max` bytes, counted as they arrive, whatever Content-Length says (413).
 */
async function leerJson(req: Request, max = MAX_CUERPO): Promise<unknown> {
  if (!TIPO_JSON.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", 415, "El cuerpo debe ser JSON, con la cabecera Content-Type: application/json.");
  }
  const longitud = Number(req.headers.get("content-length") ?? "0");
  if (longitud > max) throw demasiadoGrande();
  const bytes: Uint8Array[] = [];
  let total = 0;
  if (req.body) {
    const lector = req.body.getReader();
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await lector.cancel().catch(() => undefined);
        throw demasiadoGrande();
      }
      bytes.push(value);
    }
  }
  const texto = new TextDecoder().decode(Buffer.concat(bytes));
  if (texto.trim() === "") throw new AppError("bad_request", 400, "Falta el cuerpo JSON de la petición.");
  try {
    return JSON.parse(texto);
  } catch {
    throw new AppError("bad_request", 400, "El cuerpo de la petición no es JSON válido.");
  }
}

/**
 * The one JSON error answer. Domain errors keep their status; a database that cannot be reached is
 * a 503 (the pool reconnects by itself, so the next request may work); anything else is a 500.
 * Server errors are logged as one JSON line with the request id, which the body also carries.
 */
export function respuestaError(e: unknown, req?: Request): Response {
  const requestId = req ? idDePeticion(req.headers) : undefined;
  const cabeceras: Record<string, string> = { "cache-control": "no-store" };
  if (requestId) cabeceras[CABECERA_ID_PETICION] = requestId;
  if (esAppError(e)) {
    const cuerpo: Record<string, unknown> = { error: e.codigo, message: e.message };
    if (e.fieldErrors) cuerpo.fieldErrors = e.fieldErrors;
    // Old clients treat a body with `text` as an invalid session and send the user to sign in.
    if (e.status === 401) cuerpo.text = e.message;
    if (e instanceof DemasiadosIntentos) cabeceras["retry-after"] = String(e.segundos);
    return Response.json(cuerpo, { status: e.status, headers: cabeceras });
  }
  const caida = esBaseDeDatosNoDisponible(e);
  registrar("error", caida ? "base_de_datos_no_disponible" : "error_no_controlado", {
    requestId,
    metodo: req?.method,
    ruta: req ? rutaParaLog(req.url) : undefined,
    estado: caida ? 503 : 500,
    error: describirError(e),
  });
  if (caida) {
    cabeceras["retry-after"] = "5";
    return Response.json({ error: "unavailable", message: "La base de datos no responde. Vuelve a intentarlo en unos segundos.", requestId }, { status: 503, headers: cabeceras });
  }
  return Response.json({ error: "internal", message: "Error interno del servidor.", requestId }, { status: 500, headers: cabeceras });
}

/**
 * Outside production, every JSON answer is checked against the route's declared response schema
 * (as JSON: dates become strings), so the OpenAPI document generated from the same schemas cannot
 * drift from what the routes send: a mismatch is a 500 in development and a failed test.
 */
const DOCUMENTADOS = new WeakMap<ApiDef, z.ZodType>();

export function comprobarRespuesta(def: ApiDef, resultado: unknown): void {
  if (!def.response || getEnv().NODE_ENV === "production") return;
  // Against the documented JSON Schema, not the zod object: zod lets a property the contract does
  // not list through, the document says `additionalProperties: false` (issue 47.8).
  let documentado = DOCUMENTADOS.get(def);
  if (!documentado) DOCUMENTADOS.set(def, (documentado = z.fromJSONSchema(z.toJSONSchema(def.response, { io: "output", unrepresentable: "any" }) as never)));
  const r = documentado.safeParse(JSON.parse(JSON.stringify(resultado ?? null)));
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
        if (def.acceso !== "sesion" && !puede(user, def.acceso)) throw prohibido();
      }
      const rawParams = ctx?.params ? await ctx.params : {};
      const params = def.params ? parsear(def.params, rawParams, "ruta") : undefined;
      const query = def.query ? parsear(def.query, Object.fromEntries(new URL(req.url).searchParams), "consulta") : undefined;
      const body = def.body ? parsear(def.body, await leerJson(req, def.maxCuerpo), "cuerpo") : undefined;
      const resultado = await fn({ req, user, params, query, body } as ApiContext<D>);
      if (resultado instanceof Response) return resultado;
      comprobarRespuesta(def, resultado);
      if (def.status === 204) return new Response(null, { status: 204 });
      return Response.json(resultado ?? null, { status: def.status ?? 200, headers: { "cache-control": "no-store" } });
    } catch (e) {
      return respuestaError(e, req);
    }
  };
}
