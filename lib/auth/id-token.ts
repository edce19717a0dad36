import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { getEnv } from "../env";

let jwks: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

function conjuntoDeClaves(url: string) {
  // jose caches the fetched keys and refreshes them when an unknown `kid` shows up.
  if (!jwks || jwks.url !== url) jwks = { url, set: createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 }) };
  return jwks.set;
}

/**
 * Verifies a Google ID token (signature against the issuer's JWKS, issuer, audience, expiry).
 * Identity rules (domain, verified email, known user) are applied by the caller.
 */
export async function verificarIdToken(token: string): Promise<JWTPayload | null> {
  const env = getEnv();
  const audiencia = env.ID_TOKEN_AUDIENCE ?? env.GOOGLE_CLIENT_ID;
  if (!audiencia) return null;
  // Google signs with either form of its issuer name.
  const emisores = env.ID_TOKEN_ISSUER === "https://accounts.google.com" ? ["https://accounts.google.com", "accounts.google.com"] : [env.ID_TOKEN_ISSUER];
  try {
    const { payload } = await jwtVerify(token, conjuntoDeClaves(env.ID_TOKEN_JWKS_URL), {
      issuer: emisores,
      audience: audiencia,
      algorithms: ["RS256", "ES256"],
      clockTolerance: 30,
    });
    return payload;
  } catch {
    return null;
  }
}
