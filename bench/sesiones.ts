import { firmarTokenApi } from "../lib/auth/tokens";
import type { Rol } from "./tipos";

/**
 * Signing in as each role. Pages get the demo provider's session cookie, obtained through
 * next-auth's credentials callback exactly as the sign-in button posts it; REST routes get a
 * bearer token from lib/auth/tokens, signed with the same NEXTAUTH_SECRET the portal runs with.
 * Both are stateless (JWT), so they work on every portal process of the run.
 */

/** name → value of the cookies in some Set-Cookie headers (attributes dropped). */
export function cookiesDe(setCookie: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of setCookie) {
    const par = c.split(";")[0];
    const i = par.indexOf("=");
    if (i > 0) out.set(par.slice(0, i).trim(), par.slice(i + 1).trim());
  }
  return out;
}

const cabeceraCookie = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** The cargo each of the bench's accounts must hold once signed in (issue 43: cargos, not one type). */
const CARGO: Record<Rol, string> = { estudiante: "estudiante", docente: "docente", jefatura: "jefatura", admin: "admin", solicitante: "estudiante" };

/** The Cookie header of a demo session for `email`; checks that the session holds the cargo `rol` expects. */
export async function iniciarSesionDemo(base: string, email: string, rol: Rol): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  if (!csrf.ok) throw new Error(`/api/auth/csrf responde ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
  if (!csrfToken) throw new Error("/api/auth/csrf no devuelve csrfToken");
  const cookies = cookiesDe(csrf.headers.getSetCookie());

  const res = await fetch(`${base}/api/auth/callback/demo`, {
    method: "POST",
    redirect: "manual",
    // A browser's sign-in form sends its origin, and the portal may check it against NEXTAUTH_URL.
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cabeceraCookie(cookies), origin: base },
    body: new URLSearchParams({ csrfToken, email, callbackUrl: `${base}/`, json: "true" }),
  });
  await res.arrayBuffer();
  const sesion = [...cookiesDe(res.headers.getSetCookie())].filter(([k]) => k.endsWith("next-auth.session-token"));
  if (sesion.length === 0) throw new Error(`El acceso de demostración de ${email} no da sesión (respuesta ${res.status} ${res.headers.get("location") ?? ""})`);
  const cookie = cabeceraCookie(new Map(sesion));

  const comprobacion = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  const datos = (await comprobacion.json()) as { user?: { cargos?: string[] } };
  if (!datos.user?.cargos?.includes(CARGO[rol])) throw new Error(`La sesión de ${email} tiene los cargos ${JSON.stringify(datos.user?.cargos ?? [])}, no ${CARGO[rol]}`);
  return cookie;
}

/**
 * A bearer token for an account of the bench's fresh database. Accounts start at session version 1
 * (usuarios.sesion_version, where revocable tokens exist); a portal without them ignores it.
 */
export async function tokenApi(usuarioId: number): Promise<string> {
  return firmarTokenApi({ id: usuarioId, sesionVersion: 1 } as Parameters<typeof firmarTokenApi>[0]);
}
