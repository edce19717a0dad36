import "server-only";
import { cache } from "react";
import { redirect, notFound } from "next/navigation";
import { getServerSession } from "next-auth";
import type { Usuario } from "../db/schema";
import { unsafeFindUsuarioById } from "../usuarios/queries";
import { registrar, describirError } from "../log";
import { getAuthOptions } from "./options";
import { areaDe, type TipoUsuario } from "./roles";
import { credencialDe, credencialVigente } from "./sesiones";

export type UsuarioActual = Pick<Usuario, "id" | "email" | "nombre" | "apellidos" | "tipo" | "imageUrl" | "codigo" | "departamentoId">;

export type EstadoSesion =
  | { estado: "anonimo" }
  | { estado: "ok"; usuario: UsuarioActual }
  // Signed in, but the account was deactivated, removed, or its type changed after sign-in.
  | { estado: "inactivo" }
  | { estado: "tipoCambiado"; usuario: UsuarioActual };

export function aUsuarioActual(u: Usuario): UsuarioActual {
  return { id: u.id, email: u.email, nombre: u.nombre, apellidos: u.apellidos, tipo: u.tipo, imageUrl: u.imageUrl, codigo: u.codigo, departamentoId: u.departamentoId };
}

/** The session cookie, or null when it is missing, unreadable or refused by next-auth. */
async function leerSesion() {
  try {
    return await getServerSession(getAuthOptions());
  } catch (e) {
    // A cookie next-auth cannot use (issue 14, fault 6) must not turn every page into a 500: the
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
  const session = await leerSesion();
  const id = session?.user?.id;
  if (typeof id !== "number") return { estado: "anonimo" };
  const u = await unsafeFindUsuarioById(id);
  if (!u || !u.activo) return { estado: "inactivo" };
  if (!(await credencialVigente(u, credencialDe(session?.credencial ?? {})))) return { estado: "anonimo" };
  if (session?.user?.tipo !== u.tipo) return { estado: "tipoCambiado", usuario: aUsuarioActual(u) };
  return { estado: "ok", usuario: aUsuarioActual(u) };
});

export async function getCurrentUser(): Promise<UsuarioActual | null> {
  const s = await getEstadoSesion();
  return s.estado === "ok" ? s.usuario : null;
}

/** For pages and server actions: the signed-in user of one of `tipos`, or a redirect to `/`. */
export async function requireRole(...tipos: TipoUsuario[]): Promise<UsuarioActual> {
  const u = await getCurrentUser();
  if (!u || (tipos.length > 0 && !tipos.includes(u.tipo))) redirect("/");
  return u;
}

/** For pages: the same table the proxy uses, applied to the page's own path. */
export async function requireArea(pathname: string): Promise<UsuarioActual> {
  const area = areaDe(pathname);
  if (!area) notFound();
  return requireRole(...area.tipos);
}
