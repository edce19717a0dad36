import { lte, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { esBaseDeDatosNoDisponible } from "../db/disponibilidad";
import { intentosDeAcceso } from "../db/schema";
import { getEnv } from "../env";
import { AppError } from "../errors";
import { registrar } from "../log";

/**
 * Sign-in attempt limits (issue 14, fault 10): POST /api/auth/login and next-auth's sign-in and
 * callback endpoints count attempts per client IP and per account in fixed windows of
 * AUTH_RATE_LIMIT_WINDOW seconds; over the limit the answer is 429 JSON with Retry-After.
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

/**
 * Counts one attempt for `clave`; over `limite` in the current window, how many seconds to wait.
 * One statement whatever the number of processes: the upsert takes the row's lock, so two attempts
 * at the same moment are counted one after the other and never both let through as the last one.
 */
export async function contarIntento(clave: string, limite: number, ventanaS: number, opciones: Opciones = {}): Promise<{ ok: true } | { ok: false; segundos: number }> {
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
  return { ok: false, segundos: Math.max(1, Math.ceil((fila.inicio.getTime() + ms - ahora) / 1000)) };
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

async function comprobar(clave: string, limite: number, que: Record<string, string>, db?: Db) {
  const env = getEnv();
  const r = await contarIntento(clave, limite, env.AUTH_RATE_LIMIT_WINDOW, { db });
  if (!r.ok) {
    registrar("warn", "limite_de_acceso", { ...que, esperar: r.segundos });
    throw new DemasiadosIntentos(r.segundos);
  }
}

/** Throws DemasiadosIntentos when this IP made too many sign-in attempts in the window. */
export async function comprobarIntentoDeIp(ip: string, db?: Db) {
  await comprobar(`ip:${ip}`, getEnv().AUTH_RATE_LIMIT_IP, { limite: "ip" }, db);
}

/** Throws DemasiadosIntentos when this account was tried too many times in the window. */
export async function comprobarIntentoDeCuenta(email: string, db?: Db) {
  // The address itself is not logged (personal data); "cuenta" says which limit tripped.
  await comprobar(`cuenta:${email.trim().toLowerCase()}`, getEnv().AUTH_RATE_LIMIT_ACCOUNT, { limite: "cuenta" }, db);
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
export async function limitarIntentoDeAcceso(req: Request, segmentos: readonly string[], db?: Db): Promise<Response | null> {
  const [accion, proveedor] = segmentos;
  const esIntento = accion === "callback" || (accion === "signin" && req.method === "POST");
  if (!esIntento) return null;
  try {
    await comprobarIntentoDeIp(ipDelCliente(req.headers), db);
    if (accion === "callback" && proveedor === "demo" && req.method === "POST") {
      const email = await campoDelFormulario(req, "email");
      if (email) await comprobarIntentoDeCuenta(email, db);
    }
    return null;
  } catch (e) {
    if (e instanceof DemasiadosIntentos) return respuestaDemasiados(e);
    // No database, no sign-in either: next-auth fails at the account lookup and sends the browser
    // back to the sign-in page with its message, as it did before the counters were in the database.
    if (esBaseDeDatosNoDisponible(e)) return null;
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
