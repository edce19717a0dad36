import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "./secret";
import { credencialDe, nuevoIdDeSesion, type Credencial } from "./sesiones-de-acceso";

const EMISOR = "portal-del-centro";
const AUDIENCIA = "portal-del-centro-api";
export const DURACION_TOKEN_API = "8h";

function clave() {
  return new TextEncoder().encode(authSecret());
}

/**
 * Bearer token for external clients. It names the user and carries the account's session version
 * and an id of its own (lib/auth/sesiones-de-acceso.ts), so it can be revoked; the type is re-read on every call.
 */
export async function firmarTokenApi(usuario: { id: number; sesionVersion: number }): Promise<string> {
  return new SignJWT({ sv: usuario.sesionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(usuario.id))
    .setJti(nuevoIdDeSesion())
    .setIssuer(EMISOR)
    .setAudience(AUDIENCIA)
    .setIssuedAt()
    .setExpirationTime(DURACION_TOKEN_API)
    .sign(clave());
}

export type TokenApiVerificado = { id: number; credencial: Credencial | null; expira: Date };

/** The user, credential and expiry in a valid, unexpired portal token, or null. */
export async function verificarTokenApi(token: string): Promise<TokenApiVerificado | null> {
  try {
    const { payload } = await jwtVerify(token, clave(), { issuer: EMISOR, audience: AUDIENCIA, algorithms: ["HS256"] });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return { id, credencial: credencialDe({ sid: payload.jti, sv: payload.sv, inicio: payload.iat }), expira: new Date((payload.exp ?? 0) * 1000) };
  } catch {
    return null;
  }
}
