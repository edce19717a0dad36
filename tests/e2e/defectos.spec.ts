import type { Page } from "@playwright/test";
import { ACCOUNTS, DOMAIN, expect, test } from "./support/auth";
import { enfocar, paginaComo } from "./support/paginas";
import { textoPdf } from "./support/pdf";

/**
 * The everyday defects of issue 48 that are about layout and paper: each test reproduces what the
 * audit saw, at the phone's 360 px and the desktop's 1280 px where the page is used on both.
 */

const ANCHOS = [360, 1280] as const;
// A teacher and module no other spec edits: the tests add actions and read the whole page.
const SILVIA = `silvia.mur@${DOMAIN}`;
const ELECTROTECNIA = "/docentes/seguimientos/0234/ELE202";

async function anchoDelDocumento(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

for (const ancho of ANCHOS) {
  test(`at ${ancho} px, the click after an invalid grade is not lost to the error it brings (defect 2)`, async ({ browser }) => {
    const admin = await paginaComo(browser, ACCOUNTS.admin.email);
    await admin.setViewportSize({ width: ancho, height: 900 });
    // The demo's ELE202 request waits unresolved with two modules; nothing here resolves it.
    await admin.goto("/admin/convalidaciones?estado=sin_resolver&ciclo=ELE202");
    await admin.getByRole("row").filter({ hasText: "ELE202" }).first().getByRole("link").first().click();
    const grupos = admin.getByRole("group").filter({ has: admin.getByLabel("Denegada") });
    await expect(grupos).toHaveCount(2);
    const [primero, segundo] = [grupos.nth(0), grupos.nth(1)];
    const error = primero.getByText("La calificación debe ser un número entero del 1 al 10");

    await primero.getByLabel("Concedida").check();
    await primero.getByLabel("Calificación (opcional)").fill("11");
    // A person presses and lets go a moment apart; leaving the grade shows its error in between.
    const caja = (await segundo.getByText("Denegada").boundingBox())!;
    await admin.mouse.move(caja.x + caja.width / 2, caja.y + caja.height / 2);
    await admin.mouse.down();
    await expect(error).toBeVisible();
    await admin.mouse.up();
    await expect(segundo.getByLabel("Denegada")).toBeChecked();

    // Denying the module with the wrong grade empties the grade, and its error goes with it.
    await enfocar(primero.getByLabel("Calificación (opcional)"));
    await primero.getByText("Denegada").click();
    await expect(primero.getByLabel("Denegada")).toBeChecked();
    await expect(primero.getByLabel("Calificación (opcional)")).toHaveValue("");
    await expect(error).toHaveCount(0);
    await admin.context().close();
  });
}

test.describe("a teacher's follow-up on a 360 px phone", () => {
  test.use({ signedInAs: SILVIA, viewport: { width: 360, height: 740 } });

  test("the configuration page fits the screen and names each session whole (defect 3)", async ({ page }) => {
    await page.goto(`${ELECTROTECNIA}/configuracion`);
    const sesiones = page.getByRole("region", { name: /^Sesiones/ });
    await expect(sesiones.locator("details[open] li").first()).toBeVisible();
    expect(await anchoDelDocumento(page)).toBeLessThanOrEqual(360);
    // Every text of an open month's sessions is whole: nothing cut with an ellipsis or clipped.
    const cortados = await sesiones.locator("details[open] li *").evaluateAll((els) =>
      els.filter((e) => e.children.length === 0 && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(cortados).toEqual([]);
  });

  test("the calendar starts in the first screen and the actions stay at hand while the days scroll (defect 8)", async ({ page }) => {
    await page.goto(ELECTROTECNIA);
    const dias = page.getByRole("list", { name: /^Días lectivos de/ });
    const primerDia = dias.locator("li:visible").first();
    await expect(primerDia).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The first day's heading and its first session are on the first screen, without scrolling.
    await expect(primerDia.locator("p").first()).toBeInViewport({ ratio: 1 });
    await expect(primerDia.getByRole("button").first()).toBeInViewport({ ratio: 1 });
    expect(await anchoDelDocumento(page)).toBeLessThanOrEqual(360);

    // Far down the month, an action can still be chosen and a session pressed.
    const ultimo = dias.locator("li:visible").last();
    await ultimo.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const acciones = page.getByRole("group", { name: "Acción formativa que asignas" });
    await expect(acciones).toBeInViewport();
    const chip = acciones.getByRole("button").first();
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(ultimo.getByRole("button").first()).toBeInViewport();
  });

  test("a 60-character word in an action's comments does not widen the page (defect 12)", async ({ page }) => {
    const palabra = "Electrotecnia".repeat(5).slice(0, 60);
    await page.goto(`${ELECTROTECNIA}/acciones`);
    const nueva = page.getByRole("form", { name: "Nueva acción formativa" });
    const nombre = `Palabra larga ${Date.now()}`;
    await nueva.getByLabel("Nombre").fill(nombre);
    await nueva.getByLabel("Horas estimadas").fill("2");
    const inicio = (await nueva.getByLabel("Fecha de inicio").getAttribute("min"))!;
    await nueva.getByLabel("Fecha de inicio").fill(inicio);
    await nueva.getByLabel("Fecha de fin").fill(inicio);
    await nueva.getByRole("button", { name: "Crear acción" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Acción formativa «${nombre}» creada.` })).toBeVisible();
    const tarjeta = page.getByRole("article", { name: nombre });
    await tarjeta.getByRole("button", { name: `Editar ${nombre}` }).click();
    const edicion = page.getByRole("form", { name: `Editar ${nombre}` });
    await edicion.getByLabel("Comentarios").fill(`Ver ${palabra} en el cuaderno.`);
    await edicion.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(tarjeta).toContainText(palabra);
    expect(await anchoDelDocumento(page)).toBeLessThanOrEqual(360);
  });
});

test("the matrícula with five modules, a course domicile and transport keeps its signatures with the last section, printed and in PDF (defect 4)", async ({ browser }) => {
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  // The demo's 1ELE202 matrícula: five modules, a domicile during the course and the provincial route.
  await admin.goto("/admin/matriculas?q=29110356");
  const enlace = admin.locator('table a[href^="/admin/matriculas/"]').first();
  const id = /\/admin\/matriculas\/(\d+)/.exec((await enlace.getAttribute("href"))!)![1];
  await admin.goto(`/admin/matriculas/${id}/copia`);
  await expect(admin.getByText("Domicilio durante el curso")).toBeVisible();
  await admin.emulateMedia({ media: "print" });
  const impresa = await textoPdf(await admin.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true }));
  const pdf = await admin.request.get(`/api/admin/matriculas/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  const descargada = await textoPdf(await pdf.body());
  for (const [documento, { porPagina }] of [["impresa", impresa], ["PDF", descargada]] as const) {
    const seccion = porPagina.findIndex((t) => /5\. PROTECCIÓN DE DATOS/i.test(t));
    expect(seccion, documento).toBeGreaterThanOrEqual(0);
    expect(porPagina.findIndex((t) => t.includes("Firma del alumno/a")), documento).toBe(seccion);
    expect(porPagina.findIndex((t) => /En Huesca, a \d+ de/.test(t)), documento).toBe(seccion);
    expect(porPagina.join(" "), documento).toContain("Automatismos industriales");
  }
  await admin.context().close();
});

test.describe("jefatura's department overview on paper", () => {
  test.use({ signedInAs: ACCOUNTS.jefatura.email });

  test("prints on A4 without its links and buttons, and no module's row split between two sheets (defect 11)", async ({ page }) => {
    await page.goto("/jefatura/seguimientos/resumen");
    const filas = page.getByRole("list", { name: "Módulos por desviación" }).getByRole("listitem");
    // allTextContents does not wait: the page streams after its loading skeleton, and on a busy
    // machine the list is not there yet (a CI run read 0 rows).
    await expect(filas.first()).toBeVisible();
    const nombres = await filas.getByRole("link").allTextContents();
    expect(nombres.length).toBeGreaterThan(10);
    await page.emulateMedia({ media: "print" });
    const { paginas, porPagina, texto } = await textoPdf(await page.pdf({ format: "A4", preferCSSPageSize: true }));
    expect(paginas).toBeGreaterThan(1);
    for (const control of ["Imprimir el informe mensual", "Mis Seguimientos", "Cerrar sesión"]) expect(texto).not.toContain(control);
    const veces = (t: string, s: string) => t.split(s).length - 1;
    for (const [i, t] of porPagina.entries()) {
      // Each row: its name, then «Sesiones:», «Acciones:» and «Desfase:»; a split row leaves a page
      // with more of one than of another.
      const enLaPagina = [...new Set(nombres)].reduce((total, n) => total + veces(t, n), 0);
      expect({ pagina: i + 1, sesiones: veces(t, "Sesiones:"), acciones: veces(t, "Acciones:"), desfase: veces(t, "Desfase:") }).toEqual({ pagina: i + 1, sesiones: enLaPagina, acciones: enLaPagina, desfase: enLaPagina });
    }
  });
});

test.describe("the timetable viewer (defect 15)", () => {
  test.use({ signedInAs: ACCOUNTS.docente.email });

  test("names the teacher once, prints under the centre's name, and its lists show whole names", async ({ page }) => {
    await page.goto("/horarios");
    // The longest name of each list fits in its box (the list's arrow takes about 20 px).
    for (const lista of ["Grupo", "Docente"]) {
      const holgura = await page.getByRole("combobox", { name: lista }).evaluate((s: HTMLSelectElement) => {
        const estilo = getComputedStyle(s);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = estilo.font;
        const texto = Math.max(...[...s.options].map((o) => ctx.measureText(o.text).width));
        return s.clientWidth - parseFloat(estilo.paddingLeft) - parseFloat(estilo.paddingRight) - 20 - texto;
      });
      expect(holgura, lista).toBeGreaterThanOrEqual(0);
    }
    await page.getByRole("combobox", { name: "Docente" }).selectOption({ label: "López Gracia, Ana" });
    await page.getByRole("button", { name: "Ver el horario del docente elegido" }).click();
    await expect(page.getByRole("table", { name: /^Horario de Ana López Gracia/ })).toBeVisible();
    await expect(page.getByRole("main").getByText(/Ana López Gracia/).filter({ visible: true })).toHaveCount(1);

    await page.emulateMedia({ media: "print" });
    const { texto } = await textoPdf(await page.pdf({ preferCSSPageSize: true }));
    expect(texto).toMatch(/^CPIFP de Huesca\s+Horario de Ana López Gracia/i);
  });
});

test("the reply letter says which modules were denied and why, and how to appeal, on paper and in PDF (defect 9)", async ({ browser }) => {
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  // The demo's QUI301 request waits with 0067 and 0075; no other spec resolves it.
  await admin.goto("/admin/convalidaciones?estado=sin_resolver&ciclo=QUI301&q=73215904");
  await admin.getByRole("row").filter({ hasText: "73215904" }).first().getByRole("link").first().click();
  const concedido = admin.getByRole("group", { name: /0067/ });
  const denegado = admin.getByRole("group", { name: /0075/ });
  await concedido.getByLabel("Concedida").check();
  await concedido.getByLabel("Calificación (opcional)").fill("6");
  await denegado.getByLabel("Denegada").check();
  await admin.getByRole("button", { name: "Resolver" }).click();
  await expect(denegado.getByText("Escribe por qué se deniega")).toBeVisible();
  const motivo = "El título aportado no incluye la formación en creación y gestión de empresas que exige el módulo.";
  await denegado.getByLabel("Motivo de la denegación").fill(motivo);
  await admin.getByRole("button", { name: "Resolver" }).click();
  await admin.getByRole("dialog", { name: "Resolver la solicitud" }).getByRole("button", { name: "Resolver" }).click();
  await expect(admin.getByRole("list", { name: "Resolución por módulo" })).toContainText(`Motivo: ${motivo}`);
  const id = /convalidaciones\/(\d+)/.exec(admin.url())![1];

  await admin.goto(`/admin/convalidaciones/${id}/respuesta`);
  await admin.emulateMedia({ media: "print" });
  const impresa = await textoPdf(await admin.pdf({ format: "A4", preferCSSPageSize: true }));
  const pdf = await admin.request.get(`/api/convalidaciones/${id}/respuesta.pdf`);
  expect(pdf.status()).toBe(200);
  const descargada = await textoPdf(await pdf.body());
  for (const [documento, { texto }] of [["impresa", impresa], ["PDF", descargada]] as const) {
    expect(texto, documento).toContain("0067 · Análisis instrumental: concedida, con calificación 6.");
    expect(texto, documento).toContain(`0075 · Empresa e iniciativa emprendedora: denegada. Motivo: ${motivo}`);
    expect(texto, documento).toContain("podrá interponerse recurso de alzada ante el Servicio Provincial de Educación de Huesca en el plazo de un mes desde el día siguiente a su notificación");
  }
  await admin.context().close();
});
