import { expect, test } from "@playwright/test";
import { SignJWT, generateKeyPair } from "jose";
import { bearer, claimsGoogle, firmarIdToken, tokenApi } from "./support/api";
import { ACCOUNTS, CARGOS, INACTIVE_EMAIL, ROLES } from "./support/auth";
import { DOMAIN } from "./support/config";

test.describe("POST /api/auth/login", () => {
  for (const role of ROLES) {
    test(`a ${role} exchanges a Google ID token for a portal token`, async ({ request }) => {
      const cuenta = ACCOUNTS[role];
      const idToken = await firmarIdToken(request, claimsGoogle(cuenta.email));
      const r = await request.post("/api/auth/login", { data: { token: idToken } });
      expect(r.status()).toBe(200);
      const body = await r.json();
      // `type` is the highest cargo (what old clients read); `cargos`, all of them.
      expect(body).toMatchObject({ type: role, user: { email: cuenta.email, nombre: cuenta.nombre, apellidos: cuenta.apellidos, type: role, cargos: CARGOS[role] } });
      expect(typeof body.user.id).toBe("number");
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // The portal token works as a bearer token on an authenticated route, for whoever teaches.
      const salud = await request.get("/api/modulos/imparte", { headers: bearer(body.token) });
      expect(salud.status()).toBe(CARGOS[role].includes("docente") ? 200 : 403);
    });
  }

  const malos: Array<[string, (email: string) => Promise<Record<string, unknown>> | Record<string, unknown>]> = [
    ["wrong audience", (e) => claimsGoogle(e, { aud: "otra-app.apps.googleusercontent.com" })],
    ["wrong issuer", (e) => claimsGoogle(e, { iss: "https://accounts.evil.test" })],
    ["expired", (e) => claimsGoogle(e, { iat: 1_600_000_000, exp: 1_600_003_600 })],
    ["foreign domain", () => claimsGoogle("alguien@otro-dominio.test", { hd: "otro-dominio.test" })],
    ["domain email without the hosted-domain claim", (e) => claimsGoogle(e, { hd: undefined })],
    ["unverified email", (e) => claimsGoogle(e, { email_verified: false })],
    ["unknown user", () => claimsGoogle(`nadie@${DOMAIN}`)],
    ["inactive user", () => claimsGoogle(INACTIVE_EMAIL)],
  ];
  for (const [nombre, claims] of malos) {
    test(`refuses a token with ${nombre}: 401 with text`, async ({ request }) => {
      const idToken = await firmarIdToken(request, await claims(ACCOUNTS.docente.email));
      const r = await request.post("/api/auth/login", { data: { token: idToken } });
      expect(r.status()).toBe(401);
      expect(await r.json()).toMatchObject({ error: "unauthorized", message: "Error al iniciar sesión", text: "Error al iniciar sesión" });
    });
  }

  test("refuses a token signed with another key (same kid): 401", async ({ request }) => {
    const { privateKey } = await generateKeyPair("RS256");
    const falso = await new SignJWT(claimsGoogle(ACCOUNTS.docente.email)).setProtectedHeader({ alg: "RS256", kid: "e2e-google" }).sign(privateKey);
    const r = await request.post("/api/auth/login", { data: { token: falso } });
    expect(r.status()).toBe(401);
    expect((await r.json()).text).toBe("Error al iniciar sesión");
  });

  test("refuses an unsigned token (alg none): 401", async ({ request }) => {
    const parte = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const sinFirma = `${parte({ alg: "none", typ: "JWT" })}.${parte(claimsGoogle(ACCOUNTS.admin.email))}.`;
    const r = await request.post("/api/auth/login", { data: { token: sinFirma } });
    expect(r.status()).toBe(401);
  });

  test("a malformed body is a 4xx with a message", async ({ request }) => {
    for (const data of [{}, { token: 12345 }, { token: "x" }, { token: "a".repeat(9000) }]) {
      const r = await request.post("/api/auth/login", { data });
      expect(r.status()).toBe(422);
      expect((await r.json()).message).toEqual(expect.any(String));
    }
    const roto = await request.post("/api/auth/login", { headers: { "content-type": "application/json" }, data: Buffer.from("{no es json") });
    expect(roto.status()).toBe(400);
    expect(await roto.json()).toMatchObject({ error: "bad_request", message: "El cuerpo de la petición no es JSON válido." });
  });
});

test.describe("bearer tokens", () => {
  test("a forged, tampered or malformed bearer token is a 401 with text", async ({ request }) => {
    const bueno = await tokenApi(request, ACCOUNTS.docente.email);
    const [h, p, s] = bueno.split(".");
    const otroPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: "1" })).toString("base64url");
    for (const cabecera of [`Bearer ${h}.${otroPayload}.${s}`, "Bearer nada", "Basic abc", `Bearer ${bueno}x`]) {
      const r = await request.get("/api/modulos/imparte", { headers: { authorization: cabecera } });
      expect(r.status(), cabecera).toBe(401);
      const body = await r.json();
      expect(body.error).toBe("unauthorized");
      expect(body.text).toEqual(expect.any(String));
    }
  });

  test("unknown /api paths answer JSON 404, never HTML", async ({ request }) => {
    const r = await request.get("/api/no-existe/de-verdad");
    expect(r.status()).toBe(404);
    expect(r.headers()["content-type"]).toContain("application/json");
    expect(await r.json()).toMatchObject({ error: "not_found" });
  });

  test("the OpenAPI document is served and lists the routes", async ({ request }) => {
    const r = await request.get("/api/openapi.json");
    expect(r.status()).toBe(200);
    const doc = await r.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/login", "/api/modulos/{codigo}/{ciclo}/matricula", "/api/health"]));
  });
});
