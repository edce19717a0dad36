import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";
import type { Usuario } from "../db/schema";
import { registrar, describirError } from "../log";
import { getAuthOptions } from "./options";
import { cargosDelToken, mismosCargos, type Cargo } from "../acceso/cargos";
import { descifrarCookieSesion } from "./cookie-sesion";
import { authSecret } from "./secret";
import { credencialDe, unsafeCuentaDeCredencial, type Credencial } from "./sesiones-de-acceso";

export type UsuarioActual = Pick<Usuario, "id" | "email" | "nombre" | "apellidos" | "cargos" | "imageUrl" | "codigo" | "departamentoId">;

export type EstadoSesion =
  | { estado: "anonimo" }
  | { estado: "ok"; usuario: UsuarioActual }
  // Signed in, but the account was deactivated or removed, or its cargos changed after sign-in.
  | { estado: "inactivo" }
  | { estado: "cargosCambiados"; usuario: UsuarioActual };

export function aUsuarioActual(u: Usuario): UsuarioActual {
  return { id: u.id, email: u.email, nombre: u.nombre, apellidos: u.apellidos, cargos: u.cargos, imageUrl: u.imageUrl, codigo: u.codigo, departamentoId: u.departamentoId };
}

type SesionLeida = { id: number; cargos: Cargo[]; credencial: Credencial | null };

/**
 * The session cookie decoded (next-auth's JWE with NEXTAUTH_SECRET, expiry checked), or null when
 * it is missing, unreadable or not a portal session. Read with next-auth's getToken rather than
 * getServerSession: in a server component that one runs next-auth's whole session endpoint on
 * every request — CSRF token, callbacks, and a new token encrypted for a cookie a server component
 * cannot set — to return the same claims (docs/decisions/032). Only the cookie counts here, never
 * an Authorization header (getToken would fall back to one): bearer tokens go through withApi.
 */
export async function leerSesion(): Promise<SesionLeida | null> {
  try {
    const token = await getToken({
      req: { cookies: await cookies(), headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
      secret: authSecret(),
      secureCookie: getAuthOptions().useSecureCookies ?? false,
      // The key derived once and a cookie decrypted once per process (decision 071).
      decode: descifrarCookieSesion,
    });
    // What the session callback of lib/auth/options.ts requires before it names a user.
    if (!token || typeof token.uid !== "number") return null;
    const cargos = cargosDelToken(token);
    if (!cargos) return null;
    return { id: token.uid, cargos, credencial: credencialDe(token) };
  } catch (e) {
    // A cookie that cannot be used (issue 14, fault 6) must not turn every page into a 500: the
    // visitor is simply not signed in; proxy.ts clears the bad cookie on the next request.
    registrar("warn", "sesion_ilegible", { error: describirError(e) });
    return null;
  }
}

/**
 * The session re-checked against the database, once per request (React cache). The token only
 * says who signed in; whether they may still use the portal, and as what, is read here — and
 * whether this session was revoked (signed out, or all sessions of the account ended).
 */
export const getEstadoSesion = cache(async (): Promise<EstadoSesion> => {
  const sesion = await leerSesion();
  if (!sesion) return { estado: "anonimo" };
  const { usuario: u, vigente } = await unsafeCuentaDeCredencial(sesion.id, sesion.credencial);
  if (!u || !u.activo) return { estado: "inactivo" };
  // A change of cargos also ends every session (lib/usuarios/mutations.ts); the cookie's own cargos
  // tell the person why, rather than a bare sign-in page.
  if (!mismosCargos(sesion.cargos, u.cargos)) return sesion.credencial ? { estado: "cargosCambiados", usuario: aUsuarioActual(u) } : { estado: "anonimo" };
  if (!vigente) return { estado: "anonimo" };
  return { estado: "ok", usuario: aUsuarioActual(u) };
});

export async function getCurrentUser(): Promise<UsuarioActual | null> {
  const s = await getEstadoSesion();
  return s.estado === "ok" ? s.usuario : null;
}
