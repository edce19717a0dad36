import { ACCOUNTS, DOMAIN, INACTIVE_EMAIL, LOGIN_TEXT, OIDC_NAME, expect, pathOf, signInWithOidc, test } from "./support/auth";

/**
 * The real OpenID Connect flow (authorization code + PKCE + state) against the local provider that
 * playwright.config.ts starts (tests/e2e/support/oidc-server.mjs). It accepts any address, so
 * every refusal below comes from the portal's own rules.
 */

const domainEscaped = DOMAIN.replace(/\./g, "\\.");

async function expectRefused(page: import("@playwright/test").Page, sentence: RegExp) {
  expect(pathOf(page)).toBe("/");
  await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
  // Still signed out: the area sends the visitor back to the login page.
  await page.goto("/docentes");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
}

test.describe("OpenID Connect", () => {
  test("la página de inicio ofrece el proveedor y ningún acceso de demostración", async ({ page, request }) => {
    const r = await page.goto("/");
    expect(r?.status()).toBe(200);
    await expect(page.getByRole("button", { name: `Iniciar sesión con ${OIDC_NAME}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Iniciar sesión con Google" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Acceso de demostración" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Cuentas de demostración" })).toHaveCount(0);
    // With a real provider the demo provider does not exist (issue 14, fault 2).
    const proveedores = (await (await request.get("/api/auth/providers")).json()) as Record<string, unknown>;
    expect(Object.keys(proveedores)).toEqual(["oidc"]);
  });

  test("una cuenta del dominio dada de alta entra y llega al inicio de su tipo", async ({ page }) => {
    await signInWithOidc(page, ACCOUNTS.docente.email);
    await expect(page).toHaveURL((url) => url.pathname === "/docentes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    // The session is the portal's: /perfil shows the account from the database.
    await page.goto("/perfil");
    await expect(page.getByRole("main").getByText(ACCOUNTS.docente.email, { exact: true })).toBeVisible();
  });

  test("una cuenta de otro dominio es rechazada", async ({ page }) => {
    await signInWithOidc(page, "someone@otro-dominio.test");
    await expectRefused(page, new RegExp(`solo se admiten cuentas @${domainEscaped}`, "i"));
  });

  test("una cuenta del dominio que no está dada de alta es rechazada", async ({ page }) => {
    await signInWithOidc(page, `nadie@${DOMAIN}`);
    await expectRefused(page, /no está dada de alta/i);
  });

  test("una cuenta desactivada es rechazada", async ({ page }) => {
    await signInWithOidc(page, INACTIVE_EMAIL);
    await expectRefused(page, /está desactivada/i);
  });
});
