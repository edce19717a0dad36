import AxeBuilder from "@axe-core/playwright";
import { ACCOUNTS, expect, test } from "./support/auth";
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { enfocar } from "./support/paginas";

/**
 * Centre administration (issue 13): the pages themselves, on the demo portal. The journeys that end
 * with a new account signing in through the OpenID provider are in admin-oidc.spec.ts, on the
 * portal that offers that provider.
 */

test.use({ signedInAs: ACCOUNTS.admin.email });

test("the administration pages have no serious accessibility problems, also on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const ruta of ["/admin", "/admin/usuarios?tipo=docente", "/admin/centro", "/admin/centro/grupos/1QUI301", "/admin/centro/modulos?ciclo=QUI301", "/admin/centro/aulas", "/admin/importar/estudiantes", "/admin/registro"]) {
    await page.goto(ruta);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const graves = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
    expect(graves, ruta).toEqual([]);
    // Nothing wider than the phone but the tables, which scroll inside their own box.
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho, ruta).toBeLessThanOrEqual(360);
  }
});

test("the module list shows 25 modules a page; a filter or a page past the end shows what exists", async ({ page }) => {
  await page.goto("/admin/centro/modulos");
  const titulo = page.getByRole("heading", { name: /^Módulos \(\d+\)$/ });
  const total = Number((await titulo.textContent())!.match(/\d+/)![0]);
  // The demo centre has more modules than one page holds; if it stops having them this test must change.
  expect(total).toBeGreaterThan(25);
  const filas = page.locator('summary[aria-label^="Editar el módulo"]');
  await expect(filas).toHaveCount(25);
  const paginas = Math.ceil(total / 25);
  const nav = page.getByRole("navigation", { name: "Páginas" });
  await expect(nav).toContainText(`Página 1 de ${paginas}`);
  await nav.getByRole("link", { name: "Siguiente →" }).click();
  await expect(page).toHaveURL(/[?&]pagina=2/);
  await expect(nav).toContainText(`Página 2 de ${paginas}`);
  await expect(filas).toHaveCount(Math.min(25, total - 25));

  // A filter with fewer modules than a page shows them all, with no page links (page 2 asked: the last).
  await page.goto("/admin/centro/modulos?ciclo=QUI301&pagina=2");
  const deQui = Number((await titulo.textContent())!.match(/\d+/)![0]);
  expect(deQui).toBeLessThanOrEqual(25);
  await expect(filas).toHaveCount(deQui);
  await expect(nav).toHaveCount(0);
  // A page past the end shows the last one rather than an empty list.
  await page.goto("/admin/centro/modulos?pagina=999");
  await expect(nav).toContainText(`Página ${paginas} de ${paginas}`);
  await expect(filas).toHaveCount(total - (paginas - 1) * 25);
});

test("a module is edited from its row: the form appears when the row is opened with the keyboard, and the list shows the change", async ({ page }) => {
  await page.goto("/admin/centro/modulos?ciclo=QUI301");
  const editar = page.locator('summary[aria-label^="Editar el módulo"]').first();
  const [, codigo] = (await editar.getAttribute("aria-label"))!.match(/^Editar el módulo (\S+) de QUI301$/)!;
  const fila = page.locator("details", { has: editar });
  // Closed rows carry no form (decision 039): only the "Nuevo módulo" one is on the page.
  await expect(page.locator("details form")).toHaveCount(0);
  await enfocar(editar);
  await page.keyboard.press("Enter");
  const nombre = fila.getByRole("textbox", { name: "Nombre" });
  await expect(nombre).toBeVisible();
  const original = await nombre.inputValue();
  const nuevo = `${original} (revisado)`;
  try {
    await nombre.fill(nuevo);
    await fila.getByRole("button", { name: "Guardar" }).click();
    await expect(fila.getByRole("status")).toHaveText(`Módulo ${codigo} guardado.`);
    await page.reload();
    await expect(page.getByText(`${codigo} · ${nuevo}`, { exact: true })).toBeVisible();
    // Closing and reopening keeps the form and what it holds.
    await editar.click();
    await expect(nombre).toHaveValue(nuevo);
    await editar.click();
    await editar.click();
    await expect(nombre).toHaveValue(nuevo);
  } finally {
    if (!(await nombre.isVisible())) await editar.click();
    await nombre.fill(original);
    await fila.getByRole("button", { name: "Guardar" }).click();
    await expect(fila.getByRole("status")).toHaveText(`Módulo ${codigo} guardado.`);
  }
});

test("the group form checks a field as it is left with zod that arrives only once the form is used", async ({ page }) => {
  // zod 4 names its error class with a string that minification keeps.
  const conZod: string[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script" && (await r.text().catch(() => "")).includes("ZodError")) conZod.push(r.url());
  });
  await page.goto("/admin/centro/grupos");
  await page.waitForLoadState("networkidle");
  expect(conZod, "the page loads zod before anyone uses the form").toEqual([]);

  const nuevo = page.getByRole("region", { name: "Nuevo grupo" });
  const campo = nuevo.getByLabel("Código del grupo");
  await campo.fill("1 QUI301");
  await campo.press("Tab");
  const mensaje = "El código del grupo solo puede tener letras y números, sin espacios (p. ej. 1QUI301)";
  await expect(nuevo.getByText(mensaje)).toBeVisible();
  await expect(campo).toHaveAttribute("aria-invalid", "true");
  expect(conZod.length).toBeGreaterThan(0);
  // Fixed, the message goes as soon as the field changes (mode onTouched).
  await campo.fill("1QUI301");
  await expect(nuevo.getByText(mensaje)).toHaveCount(0);
});

test("a person's data is downloaded from her page as one ZIP, for a data access request", async ({ page }) => {
  await page.goto(`/admin/usuarios?q=${encodeURIComponent(ACCOUNTS.estudiante.email)}`);
  await page.getByRole("link", { name: `${ACCOUNTS.estudiante.apellidos}, ${ACCOUNTS.estudiante.nombre}` }).click();
  const exportar = page.getByRole("region", { name: "Sus datos" });
  const descarga = page.waitForEvent("download");
  await exportar.getByRole("link", { name: "Descargar sus datos (ZIP)" }).click();
  const d = await descarga;
  expect(d.suggestedFilename()).toBe(`datos-${ACCOUNTS.estudiante.email.split("@")[0]}.zip`);
  const archivos = unzipSync(readFileSync(await d.path()));
  expect(JSON.parse(strFromU8(archivos["datos.json"])).persona[0].email).toBe(ACCOUNTS.estudiante.email);
  expect(Object.keys(archivos)).toContain("LEEME.txt");
});

