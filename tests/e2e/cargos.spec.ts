import AxeBuilder from "@axe-core/playwright";
import { ACCOUNTS, OTHER_ACTIVE, expect, navHrefs, test } from "./support/auth";

/**
 * One person, several cargos (issue 43). Elena Sanz heads Informática and teaches Aplicaciones web
 * (IFC201 0228); Marta Lacasa directs the centre and teaches Empresa e iniciativa emprendedora
 * (QUI201 1259). Each reaches every page of each cargo from one menu, and each page acts as its
 * own cargo: the teacher's follow-up edits her own module, the jefatura's reviews the department.
 */
const ELENA = OTHER_ACTIVE.find((a) => a.email.startsWith("elena.sanz@"))!.email;
const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Principal" });

test.describe("una jefatura que da clase", () => {
  test.use({ signedInAs: ELENA });

  test("llega a sus módulos, resultados y seguimientos y a los del departamento desde un solo menú", async ({ page }) => {
    await page.goto("/");
    // The highest cargo's home; the teacher's home is the «Docencia» group's first link.
    await expect(page).toHaveURL((url) => url.pathname === "/jefatura");
    expect(await navHrefs(page)).toEqual(
      ["/jefatura", "/jefatura/inventario", "/jefatura/seguimientos", "/aulas", "/docentes", "/docentes/docencia", "/docentes/encuestas/resultados", "/docentes/seguimientos"].sort(),
    );
    await expect(nav(page).getByRole("list", { name: "Jefatura" }).getByRole("link")).toHaveText(["Inventario", "Seguimientos", "Aulas"]);
    await expect(nav(page).getByRole("list", { name: "Docencia" }).getByRole("link")).toHaveText(["Docencia", "Resultados de encuestas", "Seguimientos"]);

    // As a teacher: her module, with its enrolled students.
    await nav(page).getByRole("link", { name: "Docencia: inicio" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/docentes");
    await expect(page.getByRole("region", { name: "Mis módulos" }).getByRole("link", { name: /Aplicaciones web/ })).toBeVisible();
    await nav(page).getByRole("list", { name: "Docencia" }).getByRole("link", { name: "Docencia" }).click();
    await page.getByRole("link", { name: /Aplicaciones web/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Matriculados en Aplicaciones web");

    // Her own follow-up, editable: the teacher's tabs are there.
    await nav(page).getByRole("list", { name: "Docencia" }).getByRole("link", { name: "Seguimientos" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/docentes/seguimientos");
    const suyos = page.getByRole("region", { name: "Mis módulos" }).getByRole("link");
    await expect(suyos).toHaveCount(1);
    await suyos.first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Aplicaciones web" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Páginas del módulo" }).getByRole("link", { name: "Acciones formativas" })).toBeVisible();

    // Her results as a teacher.
    await nav(page).getByRole("link", { name: "Resultados de encuestas" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/docentes/encuestas/resultados");
    await expect(page.getByRole("heading", { level: 1, name: "Resultados" })).toBeVisible();

    // As jefatura: the department's modules, her own among them, read-only.
    await nav(page).getByRole("list", { name: "Jefatura" }).getByRole("link", { name: "Seguimientos" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/jefatura/seguimientos");
    const departamento = page.getByRole("region", { name: "Módulos del departamento" });
    await expect(departamento.getByRole("link", { name: /Aplicaciones web/ })).toBeVisible();
    expect(await departamento.getByRole("link").count()).toBeGreaterThan(5);
    await departamento.getByRole("link", { name: /Aplicaciones web/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aplicaciones web" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Páginas del módulo" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Asignar|Nueva acción/ })).toHaveCount(0);

    // The department's inventory.
    await nav(page).getByRole("link", { name: "Inventario" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mis artículos" })).toBeVisible();
    await expect(page.getByText(/Informática/).first()).toBeVisible();

    // Another teacher's module of her department is the jefatura's to review, not hers to edit.
    const otro = await page.request.get("/docentes/seguimientos/0221/IFC201", { maxRedirects: 0 });
    expect(otro.status()).toBe(404);
    expect((await page.request.get("/jefatura/seguimientos/0221/IFC201", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("en un móvil de 360 px el menú muestra los dos grupos enteros", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/jefatura");
    await page.getByRole("button", { name: "Menú" }).click();
    for (const grupo of ["Jefatura", "Docencia"]) {
      const lista = nav(page).getByRole("list", { name: grupo });
      await expect(lista).toBeVisible();
      for (const enlace of await lista.getByRole("link").all()) {
        await enlace.scrollIntoViewIfNeeded();
        await expect(enlace).toBeInViewport({ ratio: 1 });
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("la dirección que da clase", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("ve sus resultados como docente (solo los suyos) y todos como administración", async ({ page }) => {
    await page.goto("/docentes/encuestas/resultados");
    await expect(page.getByRole("heading", { level: 1, name: "Resultados" })).toBeVisible();
    const modulos = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(modulos.first()).toBeVisible();
    // Only her module: Empresa e iniciativa emprendedora of QUI201.
    for (const h of await modulos.allInnerTexts()) expect(h).toMatch(/Empresa e iniciativa emprendedora|Comentarios/);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Marta" })).toBeVisible();
    await expect(nav(page).getByRole("list", { name: "Docencia" })).toBeVisible();
  });
});

test.describe("un estudiante", () => {
  test.use({ signedInAs: ACCOUNTS.estudiante.email });

  test("no llega a ninguna página de docencia, jefatura o administración", async ({ page }) => {
    for (const ruta of ["/docentes", "/docentes/docencia/0228/IFC201", "/docentes/seguimientos", "/docentes/encuestas/resultados", "/jefatura/inventario", "/jefatura/seguimientos", "/admin"]) {
      await page.goto(ruta);
      await expect(page, ruta).toHaveURL((url) => url.pathname === "/estudiantes");
    }
  });
});
