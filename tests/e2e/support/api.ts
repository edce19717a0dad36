import { expect, type APIRequestContext } from "@playwright/test";
import { DOMAIN, GOOGLE_ISSUER, ID_TOKEN_AUDIENCE, JWKS_ORIGIN } from "./config";

export type Claims = Record<string, unknown>;

/** Claims of a genuine Google ID token for `email`; override any of them to build a bad one. */
export function claimsGoogle(email: string, extra: Claims = {}): Claims {
  const ahora = Math.floor(Date.now() / 1000);
  return {
    iss: GOOGLE_ISSUER,
    aud: ID_TOKEN_AUDIENCE,
    sub: `sub-${email}`,
    email,
    email_verified: true,
    hd: email.split("@")[1] ?? DOMAIN,
    iat: ahora,
    exp: ahora + 3600,
    ...extra,
  };
}

/** An ID token signed by the test JWKS server (tests/e2e/support/jwks-server.mjs). */
export async function firmarIdToken(request: APIRequestContext, claims: Claims): Promise<string> {
  const r = await request.post(`${JWKS_ORIGIN}/sign`, { data: claims });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

/** Signs in through POST /api/auth/login and returns the portal's bearer token. */
export async function tokenApi(request: APIRequestContext, email: string): Promise<string> {
  const idToken = await firmarIdToken(request, claimsGoogle(email));
  const r = await request.post("/api/auth/login", { data: { token: idToken } });
  expect(r.status(), `login de ${email}`).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
