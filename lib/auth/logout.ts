import "server-only";
import { leerSesion } from "./current-user";
import { finDeLaCredencial, revocarSesion } from "./sesiones-de-acceso";
import { verificarTokenApi } from "./tokens";

/**
 * POST /api/auth/logout: revokes the bearer token the request carries, or else its browser session
 * (the portal's sign-out button is the server action of lib/auth/actions.ts, which revokes too).
 * withApi has already checked that the credential is valid.
 */
export async function cerrarSesionDeLaPeticion(req: Request): Promise<void> {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization")?.trim() ?? "");
  if (m) {
    const t = await verificarTokenApi(m[1]);
    if (t?.credencial) await revocarSesion(t.credencial.sid, t.expira);
    return;
  }
  await revocarSesionDelNavegador();
}

/** Revokes the browser session of this request, if it carries one (sign-out button, POST /api/auth/logout). */
export async function revocarSesionDelNavegador(): Promise<void> {
  // The cookie read the same way as on every page (lib/auth/current-user.ts).
  const c = (await leerSesion())?.credencial;
  if (c) await revocarSesion(c.sid, finDeLaCredencial(c));
}
