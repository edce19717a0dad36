import { getEnv } from "../env";
import { AppError } from "../errors";
import { registrar } from "../log";

/**
 * Sign-in attempt limits (issue 14, fault 10): POST /api/auth/login and next-auth's sign-in and
 * callback endpoints count attempts per client IP and per account in fixed windows of
 * AUTH_RATE_LIMIT_WINDOW seconds; over the limit the answer is 429 JSON with Retry-After.
 *
 * The counters live in this process's memory: with several portal processes each keeps its own,
 * so the effective limit is the limit times the number of processes (README, "Límites de acceso").
 * A restart clears them. That is enough to stop scripted guessing; a shared limit belongs in the
 * reverse proxy (nginx `limit_req`).
 */

export const MOTIVO_DEMASIADOS = "Demasiados";

export class DemasiadosIntentos extends AppError {
  constructor(public readonly segundos: number) {
    super("too_many_requests", 429, `Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de ${segundos} s.`);
    this.name = "DemasiadosIntentos";
  }
}

type Ventana = { inicio: number; n: number };

// On globalThis: the proxy and the route handlers are bundled apart but run in one process.
const global = globalThis as unknown as { __portalLimites?: Map<string, Ventana> };
const ventanas = (global.__portalLimites ??= new Map());
const MAX_CLAVES = 50_000;

/** Counts one attempt for `clave`; over `limite` in the current window, how many seconds to wait. */
export function contarIntento(clave: string, limite: number, ventanaS: number, ahora = Date.now()): { ok: true } | { ok: false; segundos: number } {
  if (limite <= 0) return { ok: true };
  const ms = ventanaS * 1000;
  let v = ventanas.get(clave);
  if (!v || ahora - v.inicio >= ms) {
    if (ventanas.size >= MAX_CLAVES) podar(ahora, ms);
    v = { inicio: ahora, n: 0 };
    ventanas.set(clave, v);
  }
  if (v.n >= limite) return { ok: false, segundos: Math.max(1, Math.ceil((v.inicio + ms - ahora) / 1000)) };
  v.n++;
  return { ok: true };
}

function podar(ahora: number, ms: number) {
  for (const [clave, v] of ventanas) if (ahora - v.inicio >= ms) ventanas.delete(clave);
  // Still full (a flood of distinct keys): forget the oldest half rather than grow without bound.
  if (ventanas.size >= MAX_CLAVES) [...ventanas.keys()].slice(0, MAX_CLAVES / 2).forEach((k) => ventanas.delete(k));
}

/** For tests. */
export function reiniciarLimites() {
  ventanas.clear();
}

/**
 * The client's address. Next fills X-Forwarded-For with the socket's address only when the request
 * has none, so behind TRUST_PROXY reverse proxies (each appending one address) the client is the
 * TRUST_PROXY-th address from the end; without a proxy it is the last one. Without a proxy a client
 * can send its own header, which is why the README asks for one in front of the portal.
 */
export function ipDelCliente(headers: Headers): string {
  const lista = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (lista.length === 0) return "desconocida";
  const saltos = Math.max(1, getEnv().TRUST_PROXY);
  return lista[Math.max(0, lista.length - saltos)].slice(0, 64);
}

function comprobar(clave: string, limite: number, que: Record<string, string>) {
  const env = getEnv();
  const r = contarIntento(clave, limite, env.AUTH_RATE_LIMIT_WINDOW);
  if (!r.ok) {
    registrar("warn", "limite_de_acceso", { ...que, esperar: r.segundos });
    throw new DemasiadosIntentos(r.segundos);
  }
}

/** Throws DemasiadosIntentos when this IP made too many sign-in attempts in the window. */
export function comprobarIntentoDeIp(ip: string) {
  comprobar(`ip:${ip}`, getEnv().AUTH_RATE_LIMIT_IP, { limite: "ip" });
}

/** Throws DemasiadosIntentos when this account was tried too many times in the window. */
export function comprobarIntentoDeCuenta(email: string) {
  // The address itself is not logged (personal data); "cuenta" says which limit tripped.
  comprobar(`cuenta:${email.trim().toLowerCase()}`, getEnv().AUTH_RATE_LIMIT_ACCOUNT, { limite: "cuenta" });
}

/** The 429 answer outside withApi (next-auth's routes). `url` sends next-auth's browser client to the message. */
export function respuestaDemasiados(e: DemasiadosIntentos): Response {
  return Response.json(
    { error: e.codigo, message: e.message, url: `/?error=${MOTIVO_DEMASIADOS}` },
    { status: 429, headers: { "retry-after": String(e.segundos), "cache-control": "no-store" } },
  );
}

/**
 * For next-auth's own route (app/api/auth/[...nextauth]): counts sign-in attempts — starting a
 * sign-in (POST signin/…) and every callback (GET or POST callback/…) — per IP, and the demo
 * provider's posted email per account. Returns the 429 answer, or null to let next-auth go on.
 * Session reads, the CSRF token and sign-out are not attempts and are never limited.
 */
export async function limitarIntentoDeAcceso(req: Request, segmentos: readonly string[]): Promise<Response | null> {
  const [accion, proveedor] = segmentos;
  const esIntento = accion === "callback" || (accion === "signin" && req.method === "POST");
  if (!esIntento) return null;
  try {
    comprobarIntentoDeIp(ipDelCliente(req.headers));
    if (accion === "callback" && proveedor === "demo" && req.method === "POST") {
      const email = await campoDelFormulario(req, "email");
      if (email) comprobarIntentoDeCuenta(email);
    }
    return null;
  } catch (e) {
    if (e instanceof DemasiadosIntentos) return respuestaDemasiados(e);
    throw e;
  }
}

/** A field of a urlencoded or JSON body, read from a copy so that next-auth still gets the body. */
async function campoDelFormulario(req: Request, campo: string): Promise<string | null> {
  try {
    const tipo = req.headers.get("content-type") ?? "";
    const copia = req.clone();
    if (tipo.includes("application/json")) {
      const v = ((await copia.json()) as Record<string, unknown>)[campo];
      return typeof v === "string" ? v : null;
    }
    return new URLSearchParams(await copia.text()).get(campo);
  } catch {
    return null;
  }
}
