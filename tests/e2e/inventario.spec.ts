import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { ACCOUNTS, OTHER_ACTIVE, expect, signInAsDemo, test } from "./support/auth";
import { textoPdf } from "./support/pdf";

test.use({ signedInAs: ACCOUNTS.jefatura.email });

const LISTA = "/jefatura/inventario";
const hoy = () => new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());

test("a department head adds an article with a blank code, hits the duplicate-code alert and decommissions it", async ({ page, browser }) => {
  // Two people's sessions and eight page loads: about 20 s alone, over 30 s beside another worker.
  test.setTimeout(60_000);
  const nombre = `Refractómetro de Abbe ${Date.now()}`;
  await page.goto(LISTA);
  await expect(page.getByRole("heading", { level: 1, name: "Mis artículos" })).toBeVisible();
  await page.getByRole("link", { name: "Añadir artículo" }).click();
  await expect(page).toHaveURL(`${LISTA}/nuevo`);
  await expect(page.getByRole("heading", { level: 1, name: "Detalles del artículo" })).toBeVisible();

  // Nothing filled in: the spec's message, and nothing is saved.
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Debes rellenar todos los campos obligatorios." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Nombre/ })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${LISTA}/nuevo`);

  // The subcategory select appears only for a category with subcategories, and resets on change.
  await page.getByRole("textbox", { name: /Nombre/ }).fill(nombre);
  await page.getByRole("textbox", { name: "Descripción" }).fill("Índice de refracción de 1,3 a 1,7");
  await page.getByRole("combobox", { name: /Aula/ }).selectOption("Laboratorio de Química");
  await page.getByRole("combobox", { name: /Categoría/ }).selectOption("Herramientas");
  await expect(page.getByRole("combobox", { name: "Subcategoría" })).toHaveCount(0);
  await page.getByRole("combobox", { name: /Categoría/ }).selectOption("Laboratorio");
  await page.getByRole("combobox", { name: "Subcategoría" }).selectOption("Espectrofotómetro");
  await page.getByRole("combobox", { name: /Categoría/ }).selectOption("Informática");
  await expect(page.getByRole("combobox", { name: "Subcategoría" })).toHaveValue("");
  await page.getByRole("combobox", { name: /Categoría/ }).selectOption("Laboratorio");
  await page.getByRole("button", { name: "Guardar" }).click();

  // Back one level, to the list; the new article has the next free code.
  await expect(page).toHaveURL(LISTA);
  await page.getByRole("searchbox", { name: "Buscar" }).fill(nombre);
  await page.getByRole("button", { name: "Buscar" }).click();
  const tarjeta = page.getByRole("link", { name: new RegExp(nombre) });
  await expect(tarjeta).toBeVisible();
  const codigo = (await tarjeta.textContent())!.match(/^\s*(\d+)/)![1];
  await expect(tarjeta).toContainText("Laboratorio de Química");

  // Leaving the code field of a new article with that code: the alert, and the code is cleared.
  await page.getByRole("link", { name: "Añadir artículo" }).click();
  const campoCodigo = page.getByRole("textbox", { name: "Código" });
  await campoCodigo.fill(codigo);
  await campoCodigo.press("Tab");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(`El código ${codigo} ya existe para el artículo ${nombre}`);
  await expect(campoCodigo).toHaveValue("");

  // Decommission it from its page, after confirming.
  await page.goto(`${LISTA}/${codigo}/editar`);
  await expect(page.getByRole("textbox", { name: "Código" })).toHaveAttribute("readonly", "");
  await page.getByRole("textbox", { name: "Motivo de la baja" }).fill("Prisma rayado");
  await page.getByRole("button", { name: "Dar de baja" }).click();
  const dialogo = page.getByRole("dialog", { name: "Dar de baja" });
  await expect(dialogo).toContainText("Solo un administrador podrá recuperarlo");
  await dialogo.getByRole("button", { name: "Dar de baja" }).click();
  await expect(page.getByText(`Dado de baja el ${hoy()} por ${ACCOUNTS.jefatura.fullName}. Motivo: Prisma rayado`)).toBeVisible();
  await expect(page.getByText("Solo un administrador puede recuperarlo")).toBeVisible();
  await expect(page.getByRole("list", { name: "Historial del artículo" })).toContainText("Motivo de la baja: Prisma rayado");

  await page.goto(`${LISTA}?q=${encodeURIComponent(nombre)}`);
  await expect(page.getByRole("link", { name: new RegExp(nombre) })).toContainText(`Dado de baja el ${hoy()}`);
  await page.getByRole("link", { name: "Añadir artículo" }).click();
  await page.getByRole("textbox", { name: "Código" }).fill(codigo);
  await page.getByRole("textbox", { name: "Código" }).blur();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(`El código ${codigo} ya existe para el artículo ${nombre} dado de baja - habla con la administración del centro para recuperarlo`);

  // Another department does not see it; the administration restores it.
  const otra = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const elena = await otra.newPage();
    await signInAsDemo(elena, OTHER_ACTIVE[0].email);
    expect((await elena.goto(`${LISTA}/${codigo}/editar`))?.status()).toBe(404);
    await expect(elena.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await elena.context().clearCookies();
    await signInAsDemo(elena, ACCOUNTS.admin.email);
    await elena.goto("/admin/inventario");
    // The search finds the one to recover (the list goes a page at a time, the latest bajas first).
    const bajas = elena.getByRole("list", { name: "Artículos dados de baja" });
    await expect(bajas).toContainText(`${codigo} · ${nombre}`);
    await elena.getByRole("searchbox", { name: "Buscar" }).fill(nombre);
    await elena.getByRole("button", { name: "Buscar" }).click();
    await expect(elena.getByRole("heading", { name: "Artículos dados de baja (1)" })).toBeVisible();
    await elena.getByRole("button", { name: `Recuperar el artículo ${codigo} (${nombre})` }).click();
    await elena.getByRole("dialog", { name: "Recuperar artículo" }).getByRole("button", { name: "Recuperar" }).click();
    await expect(elena.getByRole("status")).toHaveText(`Artículo ${codigo} (${nombre}) recuperado.`);
  } finally {
    await otra.close();
  }
  await page.goto(`${LISTA}/${codigo}/editar`);
  await expect(page.getByRole("button", { name: "Dar de baja" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Historial del artículo" })).toContainText(`Recuperado`);
});

test("print labels for three marked articles: the A4 sheet, printed to PDF, carries their codes, names and rooms", async ({ page }) => {
  // Codes 1–3 are the demo's analytical balances in the chemistry lab.
  await page.goto(`${LISTA}?q=${encodeURIComponent("Balanza analítica")}`);
  await page.getByRole("switch", { name: "Modo impresión" }).check();
  await expect(page.getByText("Marca los artículos que quieras imprimir")).toBeVisible();

  // 'Marcar todos' marks every match (not only this page); 'Desmarcar todos' clears them.
  await page.getByRole("button", { name: "Marcar todos", exact: true }).click();
  await expect(page.getByText(/^[1-9]\d* artículos marcados$/)).toBeVisible();
  await page.getByRole("button", { name: "Desmarcar todos" }).click();
  await expect(page.getByText("0 artículos marcados")).toBeVisible();

  for (const c of [1, 2, 3]) {
    const tarjeta = page.getByRole("button", { name: new RegExp(`^${c} Balanza analítica`) });
    await tarjeta.click();
    await expect(tarjeta).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByText("3 artículos marcados")).toBeVisible();
  // Whatever the page shows from the click until the sheet is there, 'Cargando...' is not part of it.
  await page.evaluate(() => {
    const w = window as unknown as { vistoCargando: boolean };
    w.vistoCargando = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes("Cargando")) w.vistoCargando = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Imprimir" }).click();

  await expect(page).toHaveURL(/\/jefatura\/inventario\/etiquetas\?codigos=1-3/);
  await expect(page.getByText("3 etiquetas en 1 hoja.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Hoja 1 de 1" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vistoCargando: boolean }).vistoCargando)).toBe(false);
  // The first label's QR code, drawn by the browser as it prints it, reads back as the article's page.
  const imagen = await page
    .getByRole("region", { name: "Hoja 1 de 1" })
    .locator("svg")
    .first()
    .evaluate(async (svg) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const lienzo = document.createElement("canvas");
      lienzo.width = lienzo.height = 240;
      const ctx = lienzo.getContext("2d")!;
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, 240, 240);
      ctx.drawImage(img, 0, 0, 240, 240);
      return Array.from(ctx.getImageData(0, 0, 240, 240).data);
    });
  expect(jsQR(Uint8ClampedArray.from(imagen), 240, 240)?.data).toMatch(/\/jefatura\/inventario\/1\/editar$/);
  await page.getByRole("combobox", { name: "Hoja de etiquetas" }).selectOption("2x7");
  await page.getByRole("combobox", { name: "Primera etiqueta libre" }).selectOption("5");
  await expect(page).toHaveURL(/plantilla=2x7&inicio=5/);
  // Positions 5–7 on a 14-label sheet: still one sheet.
  await expect(page.getByRole("region", { name: "Hoja 1 de 1" })).toBeVisible();

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { porPagina: paginas } = await textoPdf(pdf);
  expect(paginas).toHaveLength(1);
  const texto = paginas[0].replace(/\s+/g, " ");
  for (const c of [1, 2, 3]) expect(texto).toContain(`${c} Balanza analítica (puesto ${c}) Laboratorio de Química`);
  // The screen toolbar is not printed.
  expect(texto).not.toContain("Imprimir");
  expect(texto).not.toContain("Hoja de etiquetas");
});

test("on the 40-label sheet a name with a word wider than the label wraps inside it instead of being cut", async ({ page }) => {
  // Articles 25–27 of the demo are spectrophotometers: «Espectrofotómetro» alone is wider than the
  // text beside the QR code on a 52.5 × 29.7 mm label.
  await page.goto(`${LISTA}/etiquetas?codigos=25-27&plantilla=4x10`);
  const nombres = page.locator(".etiqueta p.font-medium");
  await expect(nombres).toHaveCount(3);
  await expect(nombres.first()).toContainText("Espectrofotómetro");
  const cortados = await nombres.evaluateAll((ps) => ps.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent));
  expect(cortados).toEqual([]);
});

test("a CSV with a bad row is checked without importing anything", async ({ page }) => {
  await page.goto(`${LISTA}/importar`);
  const nombre = `Probeta e2e ${Date.now()}`;
  const csv = `Código;Nombre;Aula;Categoría;Subcategoría\n;${nombre};Laboratorio de Química;Laboratorio;\n;;Aula 1;Mobiliario;Mesa\n;Silla;Aula 99;Mobiliario;Silla\n`;
  await page.getByLabel("Archivo CSV").setInputFiles({ name: "inventario.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Comprobar el archivo" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Hay 2 filas con errores. No se ha importado nada");
  const filas = page.getByRole("table", { name: "Filas con errores" }).getByRole("row");
  await expect(filas).toHaveCount(3);
  await expect(filas.nth(1)).toContainText("3");
  await expect(filas.nth(1)).toContainText("Este campo es obligatorio.");
  await expect(filas.nth(2)).toContainText("Aula 99");
  await expect(page.getByRole("button", { name: "Aplicar la importación" })).toBeDisabled();

  await page.goto(`${LISTA}?q=${encodeURIComponent(nombre)}`);
  await expect(page.getByText("No hay artículos")).toBeVisible();
});

test("the form shows one message at a time, and an empty list says so once", async ({ page }) => {
  await page.goto(`${LISTA}/nuevo`);
  const avisos = page.getByRole("main").getByRole("alert");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(avisos).toHaveText(["Debes rellenar todos los campos obligatorios."]);
  // The duplicate-code alert replaces the old one instead of standing beside it.
  const campoCodigo = page.getByRole("textbox", { name: "Código" });
  await campoCodigo.fill("1");
  await campoCodigo.press("Tab");
  await expect(avisos).toHaveText(["El código 1 ya existe para el artículo Balanza analítica (puesto 1)"]);
  await expect(campoCodigo).toHaveValue("");

  await page.goto(`${LISTA}?q=${encodeURIComponent("ningún artículo se llama así")}`);
  await expect(page.getByText("No hay artículos")).toBeVisible();
  await expect(page.getByText(/No hay artículos|Ningún artículo coincide/)).toHaveCount(1);
});

test("a CSV over the maximum size is refused in the browser with the 'máximo' message, before uploading", async ({ page }) => {
  await page.goto(`${LISTA}/importar`);
  const envios: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") envios.push(r.url());
  });
  await page.getByLabel("Archivo CSV").setInputFiles({ name: "grande.csv", mimeType: "text/csv", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, "a") }, { timeout: 60_000 });
  await page.getByRole("button", { name: "Comprobar el archivo" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("El archivo es demasiado grande (máximo 10 MB): divídelo en varios.");
  expect(envios).toEqual([]);
});

test("a CSV of exactly the maximum size reaches the import and gets its message, not an error page (issue 47)", async ({ page }) => {
  test.slow();
  await page.goto(`${LISTA}/importar`);
  const cabecera = "Código;Nombre;Aula;Categoría\n";
  const fila = ";Probeta de 100 ml con un nombre largo para ocupar sitio;Laboratorio de Química;Laboratorio\n";
  const maximo = 10 * 1024 * 1024;
  let csv = cabecera + fila.repeat(Math.floor((maximo - Buffer.byteLength(cabecera)) / Buffer.byteLength(fila)));
  csv += "x".repeat(maximo - Buffer.byteLength(csv));
  expect(Buffer.byteLength(csv)).toBe(maximo);
  await page.getByLabel("Archivo CSV").setInputFiles({ name: "maximo.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, { timeout: 60_000 });
  await page.getByRole("button", { name: "Comprobar el archivo" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(/El archivo tiene \d+ filas; el máximo es 10000: divídelo en varios\./, { timeout: 60_000 });
});

async function infraccionesGraves(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodos: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}

test("the list in print mode, the article form and the label sheet have no serious accessibility problems", async ({ page }) => {
  // Three axe scans, one of a department's whole list: 12 s alone, 32 s beside the other worker in CI.
  test.setTimeout(90_000);
  await page.goto(LISTA);
  await page.getByRole("switch", { name: "Modo impresión" }).check();
  await expect(page.getByText("Marca los artículos que quieras imprimir")).toBeVisible();
  expect(await infraccionesGraves(page)).toEqual([]);
  await page.goto(`${LISTA}/1/editar`);
  await expect(page.getByRole("heading", { level: 1, name: "Detalles del artículo" })).toBeVisible();
  expect(await infraccionesGraves(page)).toEqual([]);
  await page.goto(`${LISTA}/etiquetas?codigos=1-2`);
  await expect(page.getByText("2 etiquetas en 1 hoja.")).toBeVisible();
  expect(await infraccionesGraves(page)).toEqual([]);
});

test.describe("administration", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("the admin adds a category with a subcategory, cannot delete one in use, and deletes the new one after confirming", async ({ page }) => {
    const nombre = `Deportes ${Date.now()}`;
    await page.goto("/admin/inventario/categorias");
    await page.getByPlaceholder("Nueva categoría").fill(nombre);
    await page.getByRole("button", { name: "Añadir categoría" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`Categoría ${nombre} añadida.`);
    await page.getByPlaceholder(`Nueva subcategoría de ${nombre}`).fill("Balón");
    await page.getByPlaceholder(`Nueva subcategoría de ${nombre}`).press("Enter");
    await expect(page.getByRole("list", { name: `Subcategorías de ${nombre}` }).getByRole("textbox", { name: /Balón/ })).toHaveValue("Balón");

    await page.getByRole("button", { name: "Eliminar Mobiliario" }).click();
    await page.getByRole("dialog", { name: "Eliminar" }).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("No se puede eliminar: hay artículos de esta categoría.");

    await page.getByRole("button", { name: `Eliminar ${nombre}` }).click();
    await page.getByRole("dialog", { name: "Eliminar" }).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("list", { name: `Subcategorías de ${nombre}` })).toHaveCount(0);
  });
});
