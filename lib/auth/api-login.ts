import "server-only";
import { getEnv } from "../env";
import { noAutenticado } from "../errors";
import { unsafeFindUsuarioByEmail } from "./cuentas";
import { verificarIdToken } from "./id-token";
import { anotarFallo, comprobarIntentoDeCuenta, comprobarIntentoDeIp } from "./limites";
import { comprobarIdentidad, comprobarUsuario, type PerfilExterno } from "./reglas";
import { firmarTokenApi } from "./tokens";
import { usuarioApi } from "./api";

export const ERROR_LOGIN = "Error al iniciar sesión";

export type UsuarioApi = { id: number; nombre: string; apellidos: string; email: string; imageUrl: string | null; type: string };

/**
 * POST /api/auth/login: exchanges a Google ID token for a portal bearer token, applying the same
 * rules as the web sign-in. Every refusal is the same 401 so that a caller cannot probe accounts;
 * too many failed attempts from one address, or for one account, are a 429 (lib/auth/limites.ts).
 */
export async function loginConIdToken(idToken: string, ip: string): Promise<{ token: string; user: UsuarioApi; type: string }> {
  await comprobarIntentoDeIp(ip);
  // Only failures count (issue 49): a class behind one address signs in without a 429.
  const fallo = async (email: string | null) => {
    await anotarFallo(ip, email);
    return noAutenticado(ERROR_LOGIN);
  };
  const payload = await verificarIdToken(idToken);
  if (!payload) throw await fallo(null);
  const identidad = comprobarIdentidad(payload as PerfilExterno, getEnv().AUTH_DOMAIN, { exigirHd: true });
  if (!identidad.ok) throw await fallo(null);
  await comprobarIntentoDeCuenta(identidad.email);
  const usuario = await unsafeFindUsuarioByEmail(identidad.email);
  if (!comprobarUsuario(usuario).ok || !usuario) throw await fallo(identidad.email);
  const token = await firmarTokenApi(usuario);
  const user = usuarioApi(usuario);
  return { token, user, type: user.type };
}
