import { and, eq, gt, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { esBaseDeDatosNoDisponible } from "../db/disponibilidad";
import { intentosDeAcceso } from "../db/schema";
import { getEnv } from "../env";
import { AppError } from "../errors";
import { describirError, registrar } from "../log";

/**
 * Sign-in limits (issue 14, fault 10; issue 49): POST /api/auth/login and next-auth's sign-in and
 * callback endpoints count **failed** sign-ins per client IP and per account in fixed windows of
 * AUTH_RATE_LIMIT_WINDOW seconds. A successful sign-in counts nothing: a school puts hundreds of
 * people behind one public address, and they all sign in at 08:00. Once an address or an account
 * has made its limit of failures, its next attempts get 429 JSON with Retry-After until the window
 * ends (decision 062).
 *
 * The counters are rows of intentos_de_acceso, so every portal process (PORTAL_PROCESOS, several
 * machines behind a proxy) counts against the same limit and a restart does not clear them
 * (docs/decisions/047). A limit of 0 counts nothing and reads nothing.
 */

export const MOTIVO_DEMASIADOS = "Demasiados";

export class DemasiadosIntentos extends AppError {
  constructor(public readonly segundos: number) {
    super("too_many_requests", 429, `Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de ${segundos} s.`);
    this.name = "DemasiadosIntentos";
  }
}

type Opciones = { db?: Db; ahora?: number };

// When this process last deleted ended windows.
let ultimaPoda = 0;

type Veredicto = { ok: true } | { ok: false; segundos: number };

const espera = (inicio: Date, ms: number, ahora: number) => Math.max(1, Math.ceil((inicio.getTime() + ms - ahora) / 1000));

/**
 * Whether `clave` already made its `limite` failures in the current window (and how many seconds
 * are left); reads, counts nothing. Called before an attempt is let through.
 */
export async function consultarBloqueo(clave: string, limite: number, ventanaS: number, opciones: Opciones = {}): Promise<Veredicto> {
  if (limite <= 0) return { ok: true };
  const d = opciones.db ?? (await getDb());
  const ahora = opciones.ahora ?? Date.now();
  const ms = ventanaS * 1000;
  const [fila] = await d
    .select({ inicio: intentosDeAcceso.inicio, n: intentosDeAcceso.n })
    .from(intentosDeAcceso)
    .where(and(eq(intentosDeAcceso.clave, claveGuardable(clave)), gt(intentosDeAcceso.inicio, new Date(ahora - ms))));
  if (!fila || fila.n < limite) return { ok: true };
  return { ok: false, segundos: espera(fila.inicio, ms, ahora) };
}

/**
 * Counts one failure for `clave`; over `limite` in the current window, how many seconds to wait.
 * One statement whatever the number of processes: the upsert takes the row's lock, so two failures
 * at the same moment are counted one after the other and never both let through as the last one.
 */
export async function contarFallo(clave: string, limite: number, ventanaS: number, opciones: Opciones = {}): Promise<Veredicto> {
  if (limite <= 0) return { ok: true };
  clave = claveGuardable(clave);
  const d = opciones.db ?? (await getDb());
  const ahora = opciones.ahora ?? Date.now();
  const ms = ventanaS * 1000;
  const finDeVentana = new Date(ahora - ms);
  const acabada = sql`${intentosDeAcceso.inicio} <= ${finDeVentana.toISOString()}::timestamptz`;
  const [fila] = await d
    .insert(intentosDeAcceso)
    .values({ clave, inicio: new Date(ahora), n: 1 })
    .onConflictDoUpdate({
      target: intentosDeAcceso.clave,
      set: {
        inicio: sql`case when ${acabada} then excluded.inicio else ${intentosDeAcceso.inicio} end`,
        // Capped: past the limit the count says "over", however many more attempts come.
        n: sql`case when ${acabada} then 1 else least(${intentosDeAcceso.n} + 1, ${limite + 1}) end`,
      },
    })
    .returning({ inicio: intentosDeAcceso.inicio, n: intentosDeAcceso.n });
  // Housekeeping at most once a window per process: ended windows limit nothing any more.
  if (ahora - ultimaPoda >= ms) {
    ultimaPoda = ahora;
    await d.delete(intentosDeAcceso).where(lte(intentosDeAcceso.inicio, finDeVentana));
  }
  if (fila.n <= limite) return { ok: true };
  return { ok: false, segundos: espera(fila.inicio, ms, ahora) };
}

/**
 * The key as a row can hold it: the account comes from whatever the sign-in form posted, and a
 * NUL (which PostgreSQL text refuses) or a megabyte (past a b-tree entry's size) would make the
 * insert fail — a 500 instead of a count. No real address is longer than 254 characters.
 */
function claveGuardable(clave: string): string {
  return clave.replaceAll("\0", "").slice(0, 300);
}

/** For tests: forgets every counter. */
export async function reiniciarLimites(db?: Db) {
  await (db ?? (await getDb())).delete(intentosDeAcceso);
  ultimaPoda = 0;
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

const claveIp = (ip: string) => `ip:${ip}`;
const claveCuenta = (email: string) => `cuenta:${email.trim().toLowerCase()}`;

async function exigirSinBloqueo(clave: string, limite: number, que: Record<string, string>, db?: Db) {
  const r = await consultarBloqueo(clave, limite, getEnv().AUTH_RATE_LIMIT_WINDOW, { db });
  if (!r.ok) {
    registrar("warn", "limite_de_acceso", { ...que, esperar: r.segundos });
    throw new DemasiadosIntentos(r.segundos);
  }
}

/** Throws DemasiadosIntentos when this IP has made its limit of failed sign-ins in the window. */
export async function comprobarIntentoDeIp(ip: string, db?: Db) {
  await exigirSinBloqueo(claveIp(ip), getEnv().AUTH_RATE_LIMIT_IP, { limite: "ip" }, db);
}

/** Throws DemasiadosIntentos when this account has had its limit of failed sign-ins in the window. */
export async function comprobarIntentoDeCuenta(email: string, db?: Db) {
  // The address itself is not logged (personal data); "cuenta" says which limit tripped.
  await exigirSinBloqueo(claveCuenta(email), getEnv().AUTH_RATE_LIMIT_ACCOUNT, { limite: "cuenta" }, db);
}

/** A failed sign-in from this IP (and for this account, when known). */
export async function anotarFallo(ip: string, email: string | null, db?: Db): Promise<void> {
  const env = getEnv();
  await contarFallo(claveIp(ip), env.AUTH_RATE_LIMIT_IP, env.AUTH_RATE_LIMIT_WINDOW, { db });
  if (email) await contarFallo(claveCuenta(email), env.AUTH_RATE_LIMIT_ACCOUNT, env.AUTH_RATE_LIMIT_WINDOW, { db });
}

/** A failed sign-in of a known account whose address is counted elsewhere (next-auth's callback). */
export async function anotarFalloDeCuenta(email: string, db?: Db): Promise<void> {
  const env = getEnv();
  await contarFallo(claveCuenta(email), env.AUTH_RATE_LIMIT_ACCOUNT, env.AUTH_RATE_LIMIT_WINDOW, { db });
}

/** The 429 answer outside withApi (next-auth's routes). `url` sends next-auth's browser client to the message. */
export function respuestaDemasiados(e: DemasiadosIntentos): Response {
  return Response.json(
    { error: e.codigo, message: e.message, url: `/?error=${MOTIVO_DEMASIADOS}` },
    { status: 429, headers: { "retry-after": String(e.segundos), "cache-control": "no-store" } },
  );
}

/**
 * A sign-in step of next-auth's own route (app/api/auth/[...nextauth]): starting a sign-in (POST
 * signin/…) or a callback (GET or POST callback/…), with the client's address and the account the
 * demo form posted. Null for what is not a sign-in (session reads, the CSRF token, sign-out).
 */
export type IntentoDeAcceso = { paso: "signin" | "callback"; ip: string; cuenta: string | null };

export async function leerIntentoDeAcceso(req: Request, segmentos: readonly string[]): Promise<IntentoDeAcceso | null> {
  const [accion, proveedor] = segmentos;
  if (accion !== "callback" && !(accion === "signin" && req.method === "POST")) return null;
  const cuenta = accion === "callback" && proveedor === "demo" && req.method === "POST" ? await campoDelFormulario(req, "email") : null;
  return { paso: accion === "callback" ? "callback" : "signin", ip: ipDelCliente(req.headers), cuenta: cuenta || null };
}

/** Before next-auth runs: the 429 answer for an address or account over its failures, or null to go on. */
export async function limitarIntentoDeAcceso(intento: IntentoDeAcceso | null, db?: Db): Promise<Response | null> {
  if (!intento) return null;
  try {
    await comprobarIntentoDeIp(intento.ip, db);
    if (intento.cuenta) await comprobarIntentoDeCuenta(intento.cuenta, db);
    return null;
  } catch (e) {
    if (e instanceof DemasiadosIntentos) return respuestaDemasiados(e);
    // No database, no sign-in either: next-auth fails at the account lookup and sends the browser
    // back to the sign-in page with its message, as it did before the counters were in the database.
    if (esBaseDeDatosNoDisponible(e)) return null;
    throw e;
  }
}

/** Whether next-auth's answer opens a session: it sets the session cookie (chunked or not) to a value. */
export function abreSesion(res: Response): boolean {
  return res.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token(\.\d+)?=[^;\s]/.test(c));
}

/**
 * After next-auth answered a callback: one that opened no session failed (a refused account, a
 * forged or stale code, an unknown demo account), and counts against the address and the demo
 * form's account. Starting a sign-in is never a failure. Never fails the answer itself.
 */
export async function anotarSiFallo(intento: IntentoDeAcceso | null, res: Response, db?: Db): Promise<void> {
  if (intento?.paso !== "callback" || abreSesion(res)) return;
  try {
    await anotarFallo(intento.ip, intento.cuenta, db);
  } catch (e) {
    registrar("error", "limite_de_acceso_no_anotado", { error: describirError(e) });
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
