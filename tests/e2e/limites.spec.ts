import { expect, test } from "@playwright/test";
import { claimsGoogle, firmarIdToken } from "./support/api";
import { OTHER_ACTIVE } from "./support/auth";
import { LIMITE_CUENTA, LIMITE_IP } from "./support/config";

/**
 * Issue 14, fault 10: sign-in attempts are limited per address and per account, with 429 JSON and
 * Retry-After. Runs against the OIDC portal (project "oidc"), whose limits are LIMITE_IP and
 * LIMITE_CUENTA per window. Each test comes from addresses of its own (X-Forwarded-For, documentation
 * ranges), so the browser's sign-ins from 127.0.0.1 in oidc.spec.ts keep their own budget.
 */

const desde = (ip: string) => ({ "x-forwarded-for": ip });
const TOKEN_FALSO = "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.firma-falsa";

async function esperarDemasiados(r: import("@playwright/test").APIResponse) {
  expect(r.status()).toBe(429);
  expect(Number(r.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await r.json()).toMatchObject({ error: "too_many_requests", message: expect.stringMatching(/Demasiados intentos/) });
}

test("POST /api/auth/login: tras el límite de intentos desde una dirección, 429 con Retry-After", async ({ request }) => {
  for (let i = 0; i < LIMITE_IP; i++) {
    expect((await request.post("/api/auth/login", { headers: desde("203.0.113.10"), data: { token: TOKEN_FALSO } })).status()).toBe(401);
  }
  await esperarDemasiados(await request.post("/api/auth/login", { headers: desde("203.0.113.10"), data: { token: TOKEN_FALSO } }));
  // Another address still gets an answer about its token.
  expect((await request.post("/api/auth/login", { headers: desde("203.0.113.11"), data: { token: TOKEN_FALSO } })).status()).toBe(401);
});

test("POST /api/auth/login: una cuenta probada desde muchas direcciones también se limita", async ({ request }) => {
  const email = OTHER_ACTIVE.find((a) => a.role === "jefatura")!.email;
  for (let i = 0; i < LIMITE_CUENTA; i++) {
    const token = await firmarIdToken(request, claimsGoogle(email));
    expect((await request.post("/api/auth/login", { headers: desde(`198.51.100.${i + 1}`), data: { token } })).status()).toBe(200);
  }
  const token = await firmarIdToken(request, claimsGoogle(email));
  await esperarDemasiados(await request.post("/api/auth/login", { headers: desde("198.51.100.99"), data: { token } }));
});

test("las vueltas del proveedor (callback) también cuentan por dirección; leer la sesión no", async ({ request }) => {
  for (let i = 0; i < LIMITE_IP; i++) {
    const r = await request.get("/api/auth/callback/oidc?code=falso&state=falso", { headers: desde("203.0.113.20"), maxRedirects: 0 });
    expect(r.status()).not.toBe(429);
  }
  await esperarDemasiados(await request.get("/api/auth/callback/oidc?code=falso&state=falso", { headers: desde("203.0.113.20"), maxRedirects: 0 }));
  expect((await request.get("/api/auth/session", { headers: desde("203.0.113.20") })).status()).toBe(200);
});
