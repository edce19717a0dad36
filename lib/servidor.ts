import http from "node:http";
import { randomUUID } from "node:crypto";
import CABECERAS_FIJAS from "./cabeceras-seguridad.json";
import { servidoPorHttps } from "./auth/origen";
import { baseDeDatosCaida } from "./db/disponibilidad";
import { CABECERA_ID_PETICION, idRecibidoONuevo } from "./api/peticion";
import { comprobarBaseDeDatos, respuestaSalud } from "./health";
import { HSTS, POLITICA_API, POLITICA_ESTATICOS } from "./seguridad";

/**
 * What only the HTTP server itself can do, installed once per process by instrumentation.ts
 * (issue 47, items 4, 5, 6 and 13). Next builds a WHATWG Request for every request, and some
 * answers are decided before or outside proxy.ts:
 *  - TRACE: the Request constructor refuses it, so Next answered a plain-text 500 with
 *    a stack in the log and no security headers. Answered here, 405 with Allow and the headers.
 *  - Answers the proxy never sees (static files, the 404 page of a path with a static file's
 *    extension) get a Content-Security-Policy, and HSTS when the portal is served over HTTPS.
 *  - A page or action that fails while PostgreSQL cannot be reached is 503 with Retry-After, as
 *    the API answers, not 500: the status Next gives any error.
 *  - A server-action post that Next could not decode into a call (a broken body) is 400: it never
 *    reached the action (lib/accion.ts notes each one that does), so it was the caller's request,
 *    not the portal, that failed.
 *  - A request whose router state header (`Next-Router-State-Tree`, sent by the client router)
 *    is not the JSON array Next expects is 400, answered here: Next threw on it and answered 500,
 *    so one header made any page render, fail and log an error with its stack.
 *  - GET and HEAD /api/health are answered here, before Next (decision 074): Next's pipeline for a
 *    route handler (its Request, the proxy, route matching) was nearly all of its cost, the
 *    `select 1` under 1 %, and a load balancer asks every few seconds. Same body (respuestaSalud),
 *    headers and request id as the route handler behind the proxy; any other method goes to Next.
 */

export const CABECERA_PETICION_INTERNA = "x-portal-peticion";
export const METODOS_ADMITIDOS = "GET, HEAD, POST, PUT, DELETE, OPTIONS";
// TRACK too, should a parser ever let it through (Node's answers it 400 itself).
const METODOS_RECHAZADOS = new Set(["TRACE", "TRACK"]);

type EnCurso = { accionIniciada: boolean };
const global = globalThis as unknown as { __portalPeticiones?: Map<string, EnCurso>; __portalServidorProtegido?: boolean };
const enCurso = (global.__portalPeticiones ??= new Map());

/** Called by every server action (lib/accion.ts) with the request's internal id. */
export function anotarAccionIniciada(id: string | null | undefined): void {
  const p = id ? enCurso.get(id) : undefined;
  if (p) p.accionIniciada = true;
}

/** The status to send instead of Next's 500, if the cause is known. */
export function estadoEnLugarDe500(o: { baseDeDatosCaida: boolean; esAccion: boolean; accionIniciada: boolean }): number {
  if (o.baseDeDatosCaida) return 503;
  if (o.esAccion && !o.accionIniciada) return 400;
  return 500;
}

/**
 * Whether the client router's state header is there and cannot be what Next reads from it (a URL
 * encoded JSON array). What Next checks beyond that is its own business: a well-formed header that
 * still fails is left as Next's 500.
 */
function estadoDelRouterIlegible(valor: string | string[] | undefined): boolean {
  if (valor === undefined) return false;
  if (Array.isArray(valor)) return true;
  try {
    return !Array.isArray(JSON.parse(decodeURIComponent(valor)));
  } catch {
    return true;
  }
}

function tieneCabecera(res: http.ServerResponse, argumentos: unknown[], nombre: string): boolean {
  if (res.hasHeader(nombre)) return true;
  for (const a of argumentos) {
    if (Array.isArray(a)) {
      for (let i = 0; i < a.length; i += Array.isArray(a[i]) ? 1 : 2) {
        const k = Array.isArray(a[i]) ? a[i][0] : a[i];
        if (String(k).toLowerCase() === nombre) return true;
      }
    } else if (a && typeof a === "object" && Object.keys(a).some((k) => k.toLowerCase() === nombre)) return true;
  }
  return false;
}

/** The headers of an answer this server writes itself, as the proxy gives the API's. */
function cabecerasPropias(https: boolean) {
  return {
    ...CABECERAS_FIJAS,
    "content-security-policy": POLITICA_API,
    "cache-control": "no-store",
    ...(https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** An answer written here, before Next: JSON `{error, message}` under /api, the message as text elsewhere. */
function rechazar(req: http.IncomingMessage, res: http.ServerResponse, https: boolean, estado: number, error: string, mensaje: string, cabeceras: Record<string, string> = {}) {
  const api = (req.url ?? "").startsWith("/api");
  res.writeHead(estado, {
    ...cabecerasPropias(https),
    ...cabeceras,
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
  });
  res.end(api ? JSON.stringify({ error, message: mensaje }) : mensaje);
  req.resume();
}

/** GET or HEAD of exactly /api/health, with or without a query string. */
export function esSalud(metodo: string | undefined, url: string | undefined): boolean {
  if (metodo !== "GET" && metodo !== "HEAD") return false;
  const u = url ?? "";
  const q = u.indexOf("?");
  return (q === -1 ? u : u.slice(0, q)) === "/api/health";
}

async function contestarSalud(req: http.IncomingMessage, res: http.ServerResponse, https: boolean) {
  const r = respuestaSalud(await comprobarBaseDeDatos());
  const cuerpo = JSON.stringify(r.cuerpo);
  const id = req.headers[CABECERA_ID_PETICION];
  res.writeHead(r.estado, {
    ...cabecerasPropias(https),
    [CABECERA_ID_PETICION]: idRecibidoONuevo(Array.isArray(id) ? id[0] : id),
    "content-type": "application/json",
    "content-length": Buffer.byteLength(cuerpo),
    ...r.cabeceras,
  });
  res.end(req.method === "HEAD" ? undefined : cuerpo);
  req.resume();
}

function vigilar(req: http.IncomingMessage, res: http.ServerResponse, https: boolean) {
  // Always the server's own id, whatever the client sent: it keys the table below.
  const id = randomUUID();
  req.headers[CABECERA_PETICION_INTERNA] = id;
  const p: EnCurso = { accionIniciada: false };
  enCurso.set(id, p);
  res.once("close", () => enCurso.delete(id));
  const esAccion = req.method === "POST" && req.headers["next-action"] !== undefined;
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, codigo: number, ...resto: unknown[]) {
    let estado = codigo;
    if (estado === 500) {
      estado = estadoEnLugarDe500({ baseDeDatosCaida: baseDeDatosCaida(), esAccion, accionIniciada: p.accionIniciada });
      if (estado !== 500) {
        // A reason phrase given for 500 would now be wrong.
        if (typeof resto[0] === "string") resto.shift();
        this.statusCode = estado;
        if (estado === 503) this.setHeader("retry-after", "5");
      }
    }
    if (!tieneCabecera(this, resto, "content-security-policy")) this.setHeader("content-security-policy", POLITICA_ESTATICOS);
    if (https && !tieneCabecera(this, resto, "strict-transport-security")) this.setHeader("strict-transport-security", HSTS);
    return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, estado, ...resto);
  } as typeof res.writeHead;
}

/** Installs the above on every HTTP server of this process. Idempotent. */
export function protegerServidorHttp(): void {
  if (global.__portalServidorProtegido) return;
  global.__portalServidorProtegido = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, evento: string | symbol, ...args: unknown[]) {
    if (evento === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const proto = req.headers["x-forwarded-proto"];
      const https = servidoPorHttps(Array.isArray(proto) ? proto[0] : proto);
      if (METODOS_RECHAZADOS.has((req.method ?? "").toUpperCase())) {
        rechazar(req, res, https, 405, "method_not_allowed", `El portal no admite ${req.method}; admite ${METODOS_ADMITIDOS}.`, { allow: METODOS_ADMITIDOS });
        return true;
      }
      if (estadoDelRouterIlegible(req.headers["next-router-state-tree"])) {
        rechazar(req, res, https, 400, "bad_request", "La cabecera Next-Router-State-Tree no es válida.");
        return true;
      }
      if (esSalud(req.method, req.url)) {
        // comprobarBaseDeDatos never throws; a socket that breaks while answering must not become
        // an unhandled rejection, which would stop the process.
        contestarSalud(req, res, https).catch(() => res.destroy());
        return true;
      }
      vigilar(req, res, https);
    }
    return (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, evento, ...args);
  } as typeof emit;
}
