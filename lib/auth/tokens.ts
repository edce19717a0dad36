import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "./secret";

const EMISOR = "portal-del-centro";
const AUDIENCIA = "portal-del-centro-api";
export const DURACION_TOKEN_API = "8h";

function clave() {
  return new TextEncoder().encode(authSecret());
}

/** Bearer token for external clients. It names the user; their type is re-read on every call. */
export async function firmarTokenApi(usuario: { id: number }): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(usuario.id))
    .setIssuer(EMISOR)
    .setAudience(AUDIENCIA)
    .setIssuedAt()
    .setExpirationTime(DURACION_TOKEN_API)
    .sign(clave());
}

/** The user id in a valid, unexpired portal token, or null. */
export async function verificarTokenApi(token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, clave(), { issuer: EMISOR, audience: AUDIENCIA, algorithms: ["HS256"] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
