import {
  ACCOUNTS,
  LOGIN_TEXT,
  OTHER_ACTIVE,
  ROLE_HOME,
  ROLE_LINKS,
  ROLES,
  expect,
  type Role,
  expectLoginPage,
  navHrefs,
  signInAsDemo,
  test,
} from "./support/auth";
import { paginaComo } from "./support/paginas";

for (const role of ROLES) {
  const account = ACCOUNTS[role];
  test.describe(`navegación de ${role}`, () => {
    test.use({ signedInAs: account.email });

    test(`inicio ${ROLE_HOME[role]}: título, exactamente sus enlaces, logo, avatar y salir`, async ({ page }) => {
      const response = await page.goto(ROLE_HOME[role]);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === ROLE_HOME[role]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      expect(await navHrefs(page)).toEqual([...ROLE_LINKS[role]].sort());

      const nav = page.getByRole("navigation", { name: "Principal" });
      // Brand → home, avatar → /perfil and logout live in the bar but outside the links' nav.
      const home = page.getByRole("link", { name: "Inicio", exact: true });
      await expect(home).toHaveAttribute("href", ROLE_HOME[role]);
      await expect(nav.getByRole("link", { name: "Inicio", exact: true })).toHaveCount(0);
      const avatar = page.getByRole("link", { name: "Mi perfil" });
      await expect(avatar).toHaveAttribute("href", "/perfil");
      await expect(nav.getByRole("link", { name: "Mi perfil" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Cerrar sesión" })).toHaveCount(0);
    });

    test("el avatar abre /perfil con sus datos", async ({ page }) => {
      await page.goto(ROLE_HOME[role]);
      await page.getByRole("link", { name: "Mi perfil" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/perfil");
      const main = page.getByRole("main");
      await expect(main.getByText(account.email, { exact: true })).toBeVisible();
      await expect(main.getByText(account.nombre, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(account.apellidos, { exact: true }).first()).toBeVisible();
      // The navigation bar stays on the profile page.
      expect(await navHrefs(page)).toEqual([...ROLE_LINKS[role]].sort());
    });
  });
}

test.describe("estudiante en zonas de personal", () => {
  test.use({ signedInAs: ACCOUNTS.estudiante.email });

  test("abrir /docentes, /jefatura, /admin o /aulas le devuelve a / y de ahí a su inicio", async ({ page }) => {
    const homeHeading = async () => (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.goto(ROLE_HOME.estudiante);
    const home = await homeHeading();
    for (const path of ["/docentes", "/jefatura", "/admin", "/aulas"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === ROLE_HOME.estudiante);
      expect(await homeHeading(), path).toBe(home);
      expect(await navHrefs(page), path).toEqual([...ROLE_LINKS.estudiante].sort());
    }
  });
});

test.describe("perfil y tutoría de docente", () => {
  test.use({ signedInAs: ACCOUNTS.docente.email });

  test("/perfil muestra nombre, apellidos, correo, tipo y foto o icono", async ({ page }) => {
    await page.goto("/perfil");
    const main = page.getByRole("main");
    await expect(main.getByText("Ana", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("López Gracia", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("ana.lopez@cpifp-huesca.test", { exact: true })).toBeVisible();
    await expect(main.getByText("Docente", { exact: true }).first()).toBeVisible();
    // Her photo, or (she has none in the seed) the default icon: a disc with her initials.
    await expect(main.locator("img, svg, [role=img]").or(main.getByText("AL", { exact: true })).first()).toBeVisible();
  });

  test("el inicio docente muestra 'Mi tutoría' y 'Mis módulos' con sus enlaces", async ({ page }) => {
    await page.goto("/docentes");
    await expect(page.getByRole("heading", { name: "Mi tutoría" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mis módulos" })).toBeVisible();

    const tutoria = page.getByRole("link", { name: /1QUI301/ });
    await expect(tutoria.first()).toHaveAttribute("href", "/panel/tutoria/1QUI301");

    const modulos = page.locator('a[href^="/docentes/docencia/"]');
    expect(await modulos.count()).toBeGreaterThan(0);
    for (const href of await modulos.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/docentes\/docencia\/[^/]+\/[^/]+$/);
    }
    // Ana teaches QUI301 modules.
    await expect(page.locator('a[href$="/QUI301"][href^="/docentes/docencia/"]').first()).toBeVisible();
    await expect(page.getByText("QUI301").first()).toBeVisible();

    await tutoria.first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/tutoria/1QUI301");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/@cpifp-huesca\.test/).first()).toBeVisible();
  });
});

test.describe("tutoría ajena", () => {
  const pablo = OTHER_ACTIVE.find((a) => a.email.startsWith("pablo.ruiz@"))!;
  test.use({ signedInAs: pablo.email });

  test("otro docente no ve la tutoría de 1QUI301 (no encontrada)", async ({ page }) => {
    const response = await page.goto("/panel/tutoria/1QUI301");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  });
});

test.describe("página no encontrada", () => {
  test("sin sesión: 404 en español", async ({ page }) => {
    const response = await page.goto("/esta-ruta-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Página no encontrada")).toBeVisible();
  });

  test.describe("con sesión", () => {
    test.use({ signedInAs: ACCOUNTS.docente.email });
    test("ruta desconocida dentro de un área: 404 en español", async ({ page }) => {
      const response = await page.goto("/docentes/esta-ruta-no-existe");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Página no encontrada")).toBeVisible();
    });

    test("un módulo ajeno: 404 con su propio título, la barra del portal y un solo <main>", async ({ page }) => {
      const response = await page.goto("/docentes/docencia/0221/IFC201");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Página no encontrada · Portal del centro");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    });
  });
});

/** Pages of each role that a phone must show without sideways scrolling (the role's own areas). */
const PAGINAS_MOVIL: Record<Role, string[]> = {
  estudiante: ["/estudiantes", "/estudiantes/encuestas", "/estudiantes/convalidaciones", "/estudiantes/convalidaciones/nueva", "/perfil", "/avisos"],
  docente: ["/docentes", "/docentes/docencia", "/docentes/docencia/0066/QUI301", "/docentes/encuestas/resultados"],
  jefatura: ["/jefatura", "/jefatura/inventario", "/jefatura/inventario/1/editar", "/jefatura/inventario/importar", "/jefatura/inventario/etiquetas?codigos=1-3", "/jefatura/seguimientos/informe"],
  admin: ["/admin", "/admin/convalidaciones", "/admin/encuestas", "/admin/inventario", "/admin/inventario/categorias", "/admin/centro/aulas", "/admin/correo"],
};

test.describe("en un móvil de 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const role of ROLES) {
    test.describe(role, () => {
      test.use({ signedInAs: ACCOUNTS[role].email });

      test(`${role}: el menú enseña enteros todos sus enlaces y ninguna página se sale por los lados`, async ({ page }) => {
        await page.goto(ROLE_HOME[role]);
        const menu = page.getByRole("button", { name: "Menú" });
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        const nav = page.getByRole("navigation", { name: "Principal" });
        // Whole, never cut at the sides; a long menu (several cargos) scrolls down like the page.
        for (const href of ROLE_LINKS[role]) {
          const enlace = nav.locator(`a[href="${href}"]`).first();
          await enlace.scrollIntoViewIfNeeded();
          await expect(enlace, href).toBeInViewport({ ratio: 1 });
        }

        // Choosing a link takes there and folds the menu away.
        const destino = ROLE_LINKS[role].find((href) => PAGINAS_MOVIL[role].includes(href))!;
        await nav.locator(`a[href="${destino}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === destino);
        await expect(menu).toHaveAttribute("aria-expanded", "false");

        for (const path of PAGINAS_MOVIL[role]) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(ancho, `${path} se sale de la pantalla`).toBeLessThanOrEqual(360);
        }
      });
    });
  }
});

test.describe("las pestañas de una sección, en un móvil de 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const { cuenta, ruta, nav } of [
    { cuenta: ACCOUNTS.admin.email, ruta: "/admin/centro/aulas", nav: "Secciones del centro" },
    { cuenta: ACCOUNTS.docente.email, ruta: "/docentes/seguimientos/0069/QUI301/configuracion", nav: "Páginas del módulo" },
  ]) {
    test(`${ruta}: todas se ven enteras, también la de la página abierta`, async ({ browser }) => {
      const page = await paginaComo(browser, cuenta);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(ruta);
      // The page streams in after a loading state: wait for the tabs before counting them.
      await expect(page.getByRole("navigation", { name: nav }).locator('[aria-current="page"]')).toBeVisible();
      const enlaces = page.getByRole("navigation", { name: nav }).getByRole("link");
      expect(await enlaces.count()).toBeGreaterThanOrEqual(3);
      for (const enlace of await enlaces.all()) await expect(enlace).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("navigation", { name: nav }).locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe("casillas de módulos, en un móvil de 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, signedInAs: ACCOUNTS.estudiante.email });

  test("un nombre de módulo en dos líneas no encoge su casilla", async ({ page }) => {
    await page.goto("/estudiantes/convalidaciones/nueva");
    const casillas = page.getByRole("list", { name: "Módulos de primer curso" }).getByRole("checkbox");
    await expect(casillas.first()).toBeVisible();
    const tamanos = await casillas.evaluateAll((cs) => cs.map((c) => `${Math.round(c.getBoundingClientRect().width)}×${Math.round(c.getBoundingClientRect().height)}`));
    expect(new Set(tamanos)).toEqual(new Set(["16×16"]));
  });
});

test.describe("el menú con el teclado, en un móvil", () => {
  test.use({ viewport: { width: 360, height: 740 }, signedInAs: ACCOUNTS.docente.email });

  test("Intro lo abre, Escape lo cierra y devuelve el foco a «Menú», y el foco se ve sobre la barra oscura", async ({ page }) => {
    await page.goto(ROLE_HOME.docente);
    const menu = page.getByRole("button", { name: "Menú" });
    for (let i = 0; i < 5 && !(await menu.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    // The ring on the dark bar is white (the site-wide one, marca-500, is 1.7:1 against it).
    expect(await menu.evaluate((b) => getComputedStyle(b).outlineColor)).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    // Avisos (the bell), the profile and «Cerrar sesión» come first, then the menu's links.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
});

test("cerrar sesión vuelve a / y el área deja de estar disponible", async ({ page }) => {
  await signInAsDemo(page, ACCOUNTS.docente.email);
  await expect(page).toHaveURL((url) => url.pathname === "/docentes");
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expectLoginPage(page);
  await page.goto("/docentes");
  await expectLoginPage(page);
  await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
});

test("cerrar sesión funciona aunque la página no haya cargado su JavaScript (un formulario, decisión 033)", async ({ browser, page }) => {
  await signInAsDemo(page, ACCOUNTS.docente.email);
  const sinJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const otra = await sinJs.newPage();
  await otra.goto("/docentes");
  await otra.getByRole("button", { name: "Cerrar sesión" }).click();
  await expectLoginPage(otra);
  // The session itself is revoked, not only this browser's cookie: the other copy is out too.
  await page.goto("/docentes");
  await expectLoginPage(page);
  await sinJs.close();
});

test("GET /api/health responde 200 {status:'ok'}", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("/api/health la contesta el servidor HTTP antes de Next (decisión 074); otro método sigue en Next", async ({ request }) => {
  // Next adds its router's Vary to every answer it renders; the early answer has none.
  const salud = await request.get("/api/health", { headers: { "x-request-id": "balanceador-0001" } });
  expect(salud.status()).toBe(200);
  expect(salud.headers()["vary"]).toBeUndefined();
  expect(salud.headers()["x-request-id"]).toBe("balanceador-0001");
  const cabeza = await request.head("/api/health");
  expect(cabeza.status()).toBe(200);
  expect(await cabeza.body()).toHaveLength(0);
  const post = await request.post("/api/health", { data: {} });
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toContain("GET");
});
