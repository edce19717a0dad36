import "server-only";
import { getServerSession } from "next-auth";
import { getAuthOptions } from "./options";
import { credencialDe, finDeLaCredencial, revocarSesion } from "./sesiones";
import { verificarTokenApi } from "./tokens";

/**
 * POST /api/auth/logout: revokes the bearer token the request carries, or else its browser session
 * (the browser's own sign-out goes through next-auth, which also revokes: lib/auth/options.ts).
 * withApi has already checked that the credential is valid.
 */
export async function cerrarSesionDeLaPeticion(req: Request): Promise<void> {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization")?.trim() ?? "");
  if (m) {
    const t = await verificarTokenApi(m[1]);
    if (t?.credencial) await revocarSesion(t.credencial.sid, t.expira);
    return;
  }
  const sesion = await getServerSession(getAuthOptions());
  const c = credencialDe(sesion?.credencial ?? {});
  if (c) await revocarSesion(c.sid, finDeLaCredencial(c));
}
