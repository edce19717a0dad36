import type { Page } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, BASE_URL, LOGIN_TEXT, OTHER_ACTIVE, expect, expectLoginPage, signInAsDemo, test } from "./support/auth";
import { PORTAL_PORT } from "./support/config";

/**
 * Issue 14 (hardening) against the demo portal: security headers and a CSP the portal works under,
 * a bad callback-url cookie, the origin of cookie-authenticated writes, strict paths and methods,
 * and revocation of sessions and bearer tokens. Sign-in limits: limites.spec.ts (OIDC portal).
 */

/** Records every CSP violation the page reports, from the first script on. */
async function vigilarCsp(page: Page): Promise<string[]> {
  const violaciones: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violaciones.push(m.text());
  });
  await page.exposeFunction("__violacionCsp", (v: string) => violaciones.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { __violacionCsp: (v: string) => void }).__violacionCsp(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return violaciones;
}

test.describe("cabeceras de seguridad", () => {
  test("las páginas llevan una CSP con nonce que cubre todos sus scripts, y las cabeceras fijas", async ({ request }) => {
    const r = await request.get("/");
    expect(r.status()).toBe(200);
    const h = r.headers();
    const csp = h["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    // Over plain HTTP no HSTS (it would pin the test host to HTTPS).
    expect(h["strict-transport-security"]).toBeUndefined();
    // Every script Next wrote into the page carries this response's nonce.
    const html = await r.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
    // A fresh nonce for every answer.
    const otra = (await request.get("/")).headers()["content-security-policy"];
    expect(otra).not.toContain(nonce!);
  });

  test("la API tiene una CSP cerrada, las mismas cabeceras fijas y un id de petición", async ({ request }) => {
    for (const ruta of ["/api/health", "/api/no-existe"]) {
      const h = (await request.get(ruta)).headers();
      expect(h["content-security-policy"]).toContain("default-src 'none'");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["x-frame-options"]).toBe("DENY");
      expect(h["x-request-id"]).toBeTruthy();
    }
  });

  test("con la CSP se entra, se envía un formulario y se imprime sin ninguna violación", async ({ page }) => {
    const violaciones = await vigilarCsp(page);
    await signInAsDemo(page, ACCOUNTS.jefatura.email);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();

    // A form through a server action, with the browser-side checks (react-hook-form) first.
    const nombre = `Pie de rey CSP ${Date.now()}`;
    await page.goto("/jefatura/inventario/nuevo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Debes rellenar todos los campos obligatorios." })).toBeVisible();
    await page.getByRole("textbox", { name: /Nombre/ }).fill(nombre);
    await page.getByRole("combobox", { name: /Aula/ }).selectOption("Laboratorio de Química");
    await page.getByRole("combobox", { name: /Categoría/ }).selectOption("Herramientas");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page).toHaveURL((u) => u.pathname === "/jefatura/inventario");
    await page.getByRole("searchbox", { name: "Buscar" }).fill(nombre);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("link", { name: new RegExp(nombre) })).toBeVisible();

    // A printable page: its own inline @page style and the client print toolbar.
    await page.goto("/jefatura/inventario/etiquetas?codigos=1-2");
    await expect(page.getByRole("region", { name: "Hoja 1 de 1" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeEnabled();
    await page.getByRole("combobox", { name: "Hoja de etiquetas" }).selectOption("2x7");
    await expect(page).toHaveURL(/plantilla=2x7/);

    expect(violaciones).toEqual([]);
  });
});

test.describe("cookie next-auth.callback-url estropeada (fallo 6)", () => {
  for (const valor of ["javascript:alert(1)", " /", "http://["]) {
    test(`con ${JSON.stringify(valor)} las páginas y /api/auth siguen funcionando y se puede entrar`, async ({ page, context }) => {
      await context.addCookies([{ name: "next-auth.callback-url", value: encodeURIComponent(valor), url: BASE_URL }]);
      const inicio = await page.goto("/");
      expect(inicio?.status()).toBe(200);
      await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
      const sesion = await page.request.get("/api/auth/session");
      expect(sesion.status()).toBe(200);
      // The portal told the browser to forget the bad cookie.
      expect((await context.cookies()).find((c) => c.name === "next-auth.callback-url")?.value ?? "").not.toBe(encodeURIComponent(valor));
      await signInAsDemo(page, ACCOUNTS.docente.email);
      await expect(page).toHaveURL((u) => u.pathname === "/docentes");
    });
  }
});

test.describe("origen de las escrituras con cookie (fallo 5)", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("la dirección pública (NEXTAUTH_URL) puede escribir; la de escucha del servidor y otros sitios no", async ({ page }) => {
    const reabrir = (origin: string) => page.request.post("/api/convalidaciones/999999/reapertura", { headers: { origin }, data: { motivo: "Prueba de origen" } });
    // Past the origin check: the request does not exist.
    expect((await reabrir(BASE_URL)).status()).toBe(404);
    for (const origen of [`http://0.0.0.0:${PORTAL_PORT}`, `http://127.0.0.1:${PORTAL_PORT}`, "https://otro.example"]) {
      const r = await reabrir(origen);
      expect(r.status(), origen).toBe(403);
      expect(await r.json()).toMatchObject({ error: "forbidden" });
    }
  });
});

test.describe("rutas, métodos y datos estrictos (fallos 4 y 11)", () => {
  let token = "";
  test.beforeAll(async ({ request }) => {
    token = await tokenApi(request, ACCOUNTS.admin.email);
  });

  test("un id que no son solo cifras no lee otra solicitud: 0x5, 5e0, ' 5 '", async ({ request }) => {
    for (const id of ["0x5", "5e0", "%205%20", "5.0", "-5"]) {
      const r = await request.get(`/api/convalidaciones/${id}`, { headers: bearer(token) });
      expect(r.status(), id).toBeGreaterThanOrEqual(400);
      expect(r.status(), id).toBeLessThan(500);
      expect(await r.json(), id).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  test("un método que la ruta no tiene es 405 con JSON y Allow", async ({ request }) => {
    const r = await request.fetch("/api/convalidaciones/5", { method: "PATCH", headers: bearer(token), data: {} });
    expect(r.status()).toBe(405);
    expect(r.headers()["allow"]).toBe("GET");
    expect(await r.json()).toMatchObject({ error: "method_not_allowed" });
    expect((await request.fetch("/api/auth/login", { method: "GET" })).status()).toBe(405);
  });

  test("UTF-8 roto en la ruta es 400 (JSON en la API), nunca un 500", async ({ request }) => {
    const api = await request.get("/api/convalidaciones/%FF", { headers: bearer(token) });
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ error: "bad_request" });
    expect((await request.get("/docentes/%E0%A4%A")).status()).toBe(400);
  });

  test("un NUL en la búsqueda es un 400 en la API y una lista sin filtro en la página", async ({ request, browser }) => {
    const jefatura = await tokenApi(request, ACCOUNTS.jefatura.email);
    const r = await request.get("/api/inventario?q=%00", { headers: bearer(jefatura) });
    expect(r.status()).toBe(400);
    expect(await r.json()).toMatchObject({ error: "bad_request" });
    const r2 = await request.post("/api/inventario", { headers: bearer(jefatura), data: { nombre: "Mesa\u0000", aula: "Aula 1", categoria: "Mobiliario" } });
    expect(r2.status()).toBe(422);

    const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signInAsDemo(page, ACCOUNTS.jefatura.email);
    const pagina = await page.goto("/jefatura/inventario?q=%00");
    expect(pagina?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Mis artículos" })).toBeVisible();
    await context.close();
  });
});

test.describe("revocación de sesiones y tokens (fallo 10)", () => {
  test("tras cerrar sesión, una copia de la cookie antigua ya no vale", async ({ browser }) => {
    const email = OTHER_ACTIVE.find((a) => a.role === "docente")!.email;
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signInAsDemo(page, email);
    const copia = await context.storageState();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expectLoginPage(page);
    await context.close();

    const ladron = await browser.newContext({ baseURL: BASE_URL, storageState: copia });
    const p2 = await ladron.newPage();
    await p2.goto("/perfil");
    await expectLoginPage(p2);
    await ladron.close();
  });

  test("POST /api/auth/logout revoca el token con que se llama, y solo ese", async ({ request }) => {
    const revocado = await tokenApi(request, ACCOUNTS.docente.email);
    const otro = await tokenApi(request, ACCOUNTS.docente.email);
    expect((await request.get("/api/modulos/imparte", { headers: bearer(revocado) })).status()).toBe(200);
    expect((await request.post("/api/auth/logout", { headers: bearer(revocado) })).status()).toBe(204);
    const r = await request.get("/api/modulos/imparte", { headers: bearer(revocado) });
    expect(r.status()).toBe(401);
    expect(await r.json()).toMatchObject({ text: expect.any(String) });
    expect((await request.get("/api/modulos/imparte", { headers: bearer(otro) })).status()).toBe(200);
  });
});
