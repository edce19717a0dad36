import { BASE_URL } from "./support/config";
import { CUENTAS_DEMO_POR_TIPO } from "../../lib/usuarios/demo";
import {
  ACCOUNTS,
  DOMAIN,
  INACTIVE_EMAIL,
  LOGIN_TEXT,
  OIDC_NAME,
  OTHER_ACTIVE,
  ROLE_HOME,
  ROLES,
  expect,
  expectLoginPage,
  nameWithEmail,
  pathOf,
  signInAsDemo,
  test,
} from "./support/auth";

test.describe("página de inicio de sesión", () => {
  test("muestra el logo, el mensaje del dominio y, con la demostración, ningún proveedor real", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("img", { name: "Logo del centro" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
    // Demo sign-in refuses to start next to Google or OIDC secrets (issue 14): no real provider here.
    // The OIDC portal's buttons are checked in oidc.spec.ts.
    await expect(page.getByRole("button", { name: `Iniciar sesión con ${OIDC_NAME}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Iniciar sesión con Google" })).toHaveCount(0);
    await expect(page.getByText("Elige una de las cuentas de demostración de más abajo.")).toBeVisible();
    // No error without ?error=…
    await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toHaveCount(0);
  });

  test("con AUTH_DEMO=1 avisa del acceso de demostración y lista las cuentas activas", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "Acceso de demostración activado" })).toBeVisible();

    const ana = page.getByRole("button", { name: nameWithEmail(ACCOUNTS.docente.email) });
    await expect(ana).toBeVisible();
    await expect(ana).toHaveAccessibleName(/Ana López Gracia/);
    await expect(ana).toHaveAccessibleName(/Docente/);

    for (const account of Object.values(ACCOUNTS)) {
      const button = page.getByRole("button", { name: nameWithEmail(account.email) });
      await expect(button, account.email).toHaveCount(1);
      await expect(button, account.email).toHaveAccessibleName(new RegExp(account.fullName));
    }
    // The deactivated account cannot be used, so it is not offered.
    await expect(page.getByRole("button", { name: nameWithEmail(INACTIVE_EMAIL) })).toHaveCount(0);
  });

  test("de cada tipo ofrece las primeras cuentas y dice cuántas más hay", async ({ page }) => {
    await page.goto("/");
    const demo = page.getByRole("region", { name: "Cuentas de demostración" });
    // Grouped by each account's highest cargo.
    for (const tipo of ["Administración", "Jefatura de departamento", "Docente", "Estudiante"]) {
      const seccion = demo.getByRole("region", { name: new RegExp(`^${tipo} \\(\\d+\\)$`) });
      const total = Number(/\((\d+)\)/.exec((await seccion.getByRole("heading").textContent()) ?? "")?.[1]);
      expect(total, tipo).toBeGreaterThan(0);
      await expect(seccion.getByRole("button"), tipo).toHaveCount(Math.min(total, CUENTAS_DEMO_POR_TIPO));
      const mas = seccion.getByText(/^Y \d+ más/);
      if (total > CUENTAS_DEMO_POR_TIPO) await expect(mas, tipo).toHaveText(new RegExp(`^Y ${total - CUENTAS_DEMO_POR_TIPO} más`));
      else await expect(mas, tipo).toHaveCount(0);
    }
  });

  test("una cuenta sin botón entra escribiendo su correo; uno que no es de demostración, no", async ({ page }) => {
    // The demo centre has 60 students: Diego's account is past the first ones, so it has no button.
    const diego = OTHER_ACTIVE.find((c) => c.role === "estudiante")!;
    await page.goto("/");
    await expect(page.getByRole("button", { name: nameWithEmail(diego.email) })).toHaveCount(0);

    const campo = page.getByLabel("Otra cuenta de demostración");
    await campo.fill("diego.martin");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(campo).toHaveAccessibleDescription(/correo completo/);
    await expect(page).toHaveURL((url) => url.pathname === "/");

    await campo.fill(`nadie.existe@${DOMAIN}`);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
    await expect(page.getByText(/no está dada de alta/i)).toBeVisible();

    await page.getByLabel("Otra cuenta de demostración").fill(diego.email);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROLE_HOME.estudiante);
  });

  test("un acceso fallido desde otra dirección del servidor se queda en esa dirección", async ({ page }) => {
    // NEXTAUTH_URL says localhost; the server is reached at 127.0.0.1 (issue 48, defect 10).
    const otra = BASE_URL.replace("localhost", "127.0.0.1");
    await page.goto(`${otra}/`);
    await page.getByLabel("Otra cuenta de demostración").fill(`nadie.existe@${DOMAIN}`);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(otra).origin);
  });

  test("un error de acceso vuelve a / con 'Error al iniciar sesión'", async ({ page }) => {
    await page.goto("/?error=OAuthCallback");
    await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
    await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
  });

  for (const [error, sentence] of [
    ["NoRegistrado", /no está dada de alta/i],
    ["Inactivo", /está desactivada/i],
    ["Dominio", new RegExp(`solo se admiten cuentas @${DOMAIN.replace(/\./g, "\\.")}`, "i")],
  ] as const) {
    test(`el error ${error} explica el motivo`, async ({ page }) => {
      await page.goto(`/?error=${error}`);
      const alert = page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" });
      await expect(alert).toBeVisible();
      await expect(page.getByText(sentence)).toBeVisible();
    });
  }
});

test.describe("acceso de demostración", () => {
  for (const role of ROLES) {
    const account = ACCOUNTS[role];
    test(`${role}: ${account.email} entra y llega a ${ROLE_HOME[role]}`, async ({ page }) => {
      await signInAsDemo(page, account.email);
      await expect(page).toHaveURL((url) => url.pathname === ROLE_HOME[role]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Signed in, `/` is no longer the login page: it sends the user home.
      await page.goto("/");
      await expect(page).toHaveURL((url) => url.pathname === ROLE_HOME[role]);
      await expect(page.getByText(LOGIN_TEXT)).toHaveCount(0);
    });
  }

  test("las demás cuentas fijas también entran en su inicio", async ({ page }) => {
    for (const { email, role } of OTHER_ACTIVE) {
      await page.context().clearCookies();
      await signInAsDemo(page, email);
      expect(pathOf(page), email).toBe(ROLE_HOME[role]);
    }
  });

  test("un visitante sin sesión que abre un área acaba en la página de inicio de sesión", async ({ page }) => {
    for (const home of Object.values(ROLE_HOME)) {
      await page.goto(home);
      await expectLoginPage(page);
    }
  });
});
