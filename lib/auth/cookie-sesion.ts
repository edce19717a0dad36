import { hkdfSync } from "node:crypto";
import { jwtDecrypt, type JWTPayload } from "jose";
import type { JWT, JWTDecodeParams } from "next-auth/jwt";

/**
 * next-auth's session cookie decoder (its JWE: "dir" + A256GCM with a key derived from the
 * secret by HKDF), passed to getToken as its `decode`, doing once what next-auth does per call
 * (decision 071):
 *  - the key is derived once per secret. next-auth derives it in every decode, and HKDF was the
 *    largest single cost the portal itself added to a signed-in page (two decodes per request, the
 *    proxy's and the page's);
 *  - a cookie already decrypted by this process is not decrypted again: its claims are kept,
 *    keyed by the exact cookie text, and its expiry is checked on every use as jose checks it.
 * What the claims are worth is still decided by the database on every request (lib/auth/sesiones):
 * this only saves the cryptography of reading the same bytes twice.
 */

const SAL = "";
const INFO = "NextAuth.js Generated Encryption Key";
/** Seconds of clock skew next-auth allows (its decode passes the same to jose). */
const TOLERANCIA_S = 15;
/** Cookies remembered per process: a school's sessions of a day, a few hundred bytes each. */
export const MAX_COOKIES_RECORDADAS = 5000;

const claves = new Map<string, Uint8Array>();
const descifradas = new Map<string, JWT>();

function claveDe(secreto: string): Uint8Array {
  let k = claves.get(secreto);
  if (!k) claves.set(secreto, (k = new Uint8Array(hkdfSync("sha256", secreto, SAL, INFO, 32))));
  return k;
}

/** Whether a decrypted payload is still valid now, by the same rules jose applied when it was decrypted. */
export function vigenteAhora(p: JWTPayload, ahoraS = Date.now() / 1000): boolean {
  if (typeof p.exp === "number" && p.exp <= ahoraS - TOLERANCIA_S) return false;
  if (typeof p.nbf === "number" && p.nbf > ahoraS + TOLERANCIA_S) return false;
  return true;
}

/** next-auth's decode signature: `{ token, secret }` → payload, or a throw (getToken then says null). */
export async function descifrarCookieSesion(params: JWTDecodeParams): Promise<JWT | null> {
  const { token } = params;
  if (!token) return null;
  const secreto = typeof params.secret === "string" ? params.secret : params.secret.toString("utf8");
  const clave = `${secreto.length}:${secreto}:${token}`;
  const recordada = descifradas.get(clave);
  if (recordada) {
    if (vigenteAhora(recordada)) return recordada;
    descifradas.delete(clave);
    throw new Error("Sesión caducada");
  }
  const { payload } = await jwtDecrypt<JWT>(token, claveDe(secreto), { clockTolerance: TOLERANCIA_S });
  // Oldest first out: a Map iterates in insertion order.
  if (descifradas.size >= MAX_COOKIES_RECORDADAS) descifradas.delete(descifradas.keys().next().value!);
  descifradas.set(clave, Object.freeze(payload));
  return payload;
}

/** For tests: how many cookies this process remembers. */
export function cookiesRecordadas(): number {
  return descifradas.size;
}
