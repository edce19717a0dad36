import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { ACCOUNTS, expect, test } from "./support/auth";
import { textoPdf } from "./support/pdf";
import { enfocar } from "./support/paginas";

/**
 * Surveys as their users see them. The demo seed leaves Lucía two surveys in the open campaign,
 * modules 0065 and 0066 of Ana, each already answered by her 9 classmates (5 of them published):
 * her answers are the tenth, which publishes all ten (decision 004). The API spec uses Diego
 * (IFC201), never these.
 * Nothing here closes the open campaign: the API spec runs alongside and needs it open.
 */
// Whole journeys with axe scans: under a full parallel run they need more than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const COMENTARIO = "Las prácticas de muestreo, lo mejor del trimestre";
const MUESTREO = "Muestreo y preparación de la muestra";
const ANALISIS = "Análisis químicos";

async function sinInfraccionesGraves(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}

/** Answers every question of the open form, a score per question in turn; every third is Ns/Nc. */
async function contestarTodo(form: Locator) {
  const preguntas = form.getByRole("group");
  const n = await preguntas.count();
  expect(n).toBeGreaterThanOrEqual(8);
  for (let i = 0; i < n; i++) {
    await expect(form.getByText("Debes contestar a todas las preguntas para poder enviar tu respuesta")).toBeVisible();
    await expect(form.getByRole("button", { name: "Enviar" })).toHaveCount(0);
    await preguntas.nth(i).getByRole("radio", { name: i % 3 === 2 ? "Ns/Nc" : String(6 + (i % 5)), exact: true }).check();
  }
}

test.describe("estudiante", () => {
  test.use({ signedInAs: ACCOUNTS.estudiante.email });

  test("a student answers her two pending modules and the list empties", async ({ page }) => {
    await page.goto("/estudiantes");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Encuestas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Encuestas" })).toBeVisible();
    const pendientes = page.getByRole("region", { name: "Pendientes" });
    await expect(pendientes.getByRole("button")).toHaveCount(2);
    await expect(page.getByText("Elige un módulo de la lista para contestar su encuesta.")).toBeVisible();

    // First module: keyboard on the first question, a comment, and Ns/Nc along the way.
    await pendientes.getByRole("button", { name: new RegExp(`${MUESTREO}.*Ana López Gracia`) }).click();
    await expect(pendientes.getByRole("button", { name: new RegExp(MUESTREO) })).toHaveAttribute("aria-pressed", "true");
    const form = page.getByRole("form", { name: MUESTREO });
    await expect(form.getByText("Ana López Gracia")).toBeVisible();
    const primera = form.getByRole("group").first();
    await enfocar(primera.getByRole("radio", { name: "5", exact: true }));
    await page.keyboard.press("ArrowRight");
    await expect(primera.getByRole("radio", { name: "6", exact: true })).toBeChecked();
    await contestarTodo(form);
    await form.getByLabel("Comentarios").fill(COMENTARIO);
    await expect(form.getByText(`${COMENTARIO.length}/200 caracteres`)).toBeVisible();
    expect(await sinInfraccionesGraves(page)).toEqual([]);
    await form.getByRole("button", { name: "Enviar" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Gracias" })).toContainText(MUESTREO);
    await expect(form).toHaveCount(0);
    await expect(pendientes.getByRole("button")).toHaveCount(1);

    await pendientes.getByRole("button", { name: new RegExp(ANALISIS) }).click();
    const segundo = page.getByRole("form", { name: ANALISIS });
    await contestarTodo(segundo);
    await segundo.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gracias" })).toContainText(ANALISIS);

    await expect(pendientes.getByText("No tienes encuestas pendientes de contestar")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No tienes encuestas pendientes de contestar")).toBeVisible();
  });
});

test.describe("docente", () => {
  test.use({ signedInAs: ACCOUNTS.docente.email });

  test("the teacher sees the results once enough students have answered", async ({ page }) => {
    // Two PDF renderings and an accessibility scan: more than the file's minute under a parallel run.
    test.setTimeout(120_000);
    await page.goto("/docentes");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Resultados de encuestas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Resultados" })).toBeVisible();

    // Lucía's answer was the tenth: a new publication with all ten.
    const muestreo = page.getByRole("region", { name: `${MUESTREO} (1.º QUI301)` });
    await expect(muestreo.getByText("10 respuestas", { exact: true })).toBeVisible();
    await expect(muestreo.getByText(/^Resultados de las 10 respuestas\./)).toBeVisible();
    const grafico = muestreo.getByRole("table", { name: "Respuestas por puntuación a la pregunta 1", exact: true });
    await expect(grafico.getByRole("columnheader")).toHaveText(["Ns/Nc", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    const veces = (await grafico.getByRole("cell").allInnerTexts()).map(Number);
    expect(veces.reduce((a, b) => a + b, 0)).toBe(10);
    await expect(muestreo.getByText("Media").first()).toBeVisible();
    await expect(muestreo.getByText(/^\d{1,2},\d{2}$/).first()).toBeVisible();

    // The demo gives each of her four modules enough answers to show its results.
    const modulos = page.getByRole("region", { name: /^(?!Comentarios).*\(\d\.º [A-Z0-9]+\)$/ });
    await expect(modulos).toHaveCount(4);
    for (const m of await modulos.all()) {
      await expect(m.getByRole("table").first()).toBeVisible();
      await expect(m.getByText(/hacen falta al menos/)).toHaveCount(0);
    }

    // Comments per module: hers among them, sorted, with no name attached.
    const comentarios = page.getByRole("region", { name: "Comentarios", exact: true });
    await expect(comentarios.getByRole("region", { name: `Comentarios de ${MUESTREO} (1.º QUI301)` })).toContainText(COMENTARIO);
    expect(await sinInfraccionesGraves(page)).toEqual([]);

    // On paper (A4): the first page carries the first module's results, not just the heading.
    await page.emulateMedia({ media: "print" });
    const primero = (await modulos.first().getByRole("heading", { level: 2 }).innerText()).trim();
    const { porPagina } = await textoPdf(await page.pdf({ format: "A4", preferCSSPageSize: true }));
    expect(porPagina[0].replace(/\s+/g, " ")).toContain(primero);
    expect(porPagina[0]).toMatch(/media/i);
    // At the printed width, no two score labels of a chart overlap (Ns/Nc is the widest).
    await page.setViewportSize({ width: 680, height: 960 });
    const solapes = await grafico.evaluate((tabla) => {
      const cajas = [...tabla.querySelectorAll("th")].map((th) => {
        const r = document.createRange();
        r.selectNodeContents(th);
        return r.getBoundingClientRect();
      });
      return cajas.slice(1).filter((c, i) => c.left < cajas[i].right - 0.5).length;
    });
    expect(solapes).toBe(0);
    await page.emulateMedia({ media: "screen" });

    // Last year's closed campaign: its school year is chosen in the history selector (issue 46),
    // then the campaign in the filter. (The demo names it after the previous school year:
    // "Evaluación docente 2025/2026".)
    const curso = page.getByRole("combobox", { name: "Curso académico" });
    const anios = await curso.locator("option").evaluateAll((os) => os.map((o) => (o.textContent ?? "").trim()));
    await curso.selectOption({ label: anios.find((t) => t.endsWith(" · historial"))! });
    await page.getByRole("button", { name: "Ver curso" }).click();
    await expect(page.getByRole("note")).toContainText("solo lectura");
    const opciones = await page.getByLabel("Campaña").locator("option").evaluateAll((os) => os.map((o) => (o.textContent ?? "").trim()));
    const cerrada = opciones.find((t) => /^Evaluación docente \d{4}\/\d{4} \(cerrada\)$/.test(t))!;
    await page.getByLabel("Campaña").selectOption({ label: cerrada });
    await page.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page).toHaveURL(/[?&]campana=\d+/);
    await expect(page.getByText(`${cerrada.replace(" (cerrada)", "")} · Cerrada`)).toBeVisible();
    await expect(page.getByRole("region", { name: `${ANALISIS} (1.º QUI301)` }).getByRole("table").first()).toBeVisible();
  });
});

test.describe("administración", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("an admin reads a course's results, exports them, and creates and deletes a campaign", async ({ page }) => {
    await page.goto("/admin/encuestas");
    await expect(page.getByRole("heading", { name: "Resultados (1.º QUI301)" })).toBeVisible();
    const muestreo = page.getByRole("region", { name: `${MUESTREO} (1.º QUI301)` });
    await expect(muestreo).toContainText("ana.lopez@cpifp-huesca.test");
    await expect(muestreo.getByRole("table").first()).toBeVisible();

    const [descarga] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^resultados-.+-1QUI301\.csv$/);
    const csv = await readFile((await descarga.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toContain('"Campaña";"Curso académico";"Ciclo";"Curso";"Código";"Módulo";"Docente";"Correo del docente";"Respuestas";"Respuestas publicadas";"Nº";"Pregunta";"Media";"Ns/Nc";"0";"1";');
    // Every text field is quoted (a comma-separated reading keeps each cell whole); numbers are not.
    expect(csv).toContain(`;"0065";"${MUESTREO}";"Ana López Gracia";"ana.lopez@cpifp-huesca.test";10;10;1;`);

    await page.getByLabel("Curso", { exact: true }).selectOption("2");
    await page.getByLabel("Ciclo", { exact: true }).selectOption("IFC201");
    await page.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page.getByRole("heading", { name: "Resultados (2.º IFC201)" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Servicios en red (2.º IFC201)" })).toBeVisible();

    // A new campaign: refused with messages by the fields, then created; it cannot open while another is open.
    const campanas = page.getByRole("region", { name: "Campañas" });
    await campanas.getByText("Nueva campaña").click();
    await campanas.getByLabel("Nombre").fill("Ev");
    await campanas.getByLabel("Curso académico").fill("2026/2028");
    await campanas.getByLabel("Apertura prevista").fill("2027-05-10");
    await campanas.getByLabel("Cierre previsto").fill("2027-05-01");
    await campanas.getByRole("button", { name: "Crear campaña" }).click();
    await expect(campanas.getByLabel("Nombre")).toHaveAccessibleDescription("Escribe el nombre de la campaña (al menos 3 caracteres)");
    await expect(campanas.getByLabel("Cierre previsto")).toHaveAccessibleDescription("La fecha de cierre no puede ser anterior a la de apertura");
    await expect(campanas.getByLabel("Apertura prevista")).toHaveValue("2027-05-10");

    const nombre = "Evaluación docente · prueba de extremo a extremo";
    await campanas.getByLabel("Nombre").fill(nombre);
    await campanas.getByLabel("Curso académico").fill("2026/2027");
    await campanas.getByLabel("Cierre previsto").fill("2027-05-21");
    await campanas.getByRole("button", { name: "Crear campaña" }).click();
    await expect(campanas.getByRole("status").filter({ hasText: "creada" })).toBeVisible();
    const lista = campanas.getByRole("list", { name: "Campañas de encuestas" });
    const fila = lista.getByRole("listitem").filter({ hasText: nombre });
    await expect(fila).toContainText("Sin abrir");
    await expect(fila).toContainText("del 10/05/2027 al 21/05/2027");
    await expect(fila.getByRole("button", { name: `Abrir ${nombre}` })).toBeDisabled();

    await fila.getByRole("button", { name: `Borrar ${nombre}` }).click();
    const dialogo = page.getByRole("dialog", { name: "Borrar campaña" });
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(fila).toBeVisible();
    await fila.getByRole("button", { name: `Borrar ${nombre}` }).click();
    await dialogo.getByRole("button", { name: "Borrar" }).click();
    await expect(campanas.getByRole("status").filter({ hasText: "Campaña borrada." })).toBeVisible();
    await expect(lista.getByText(nombre)).toHaveCount(0);
    expect(await sinInfraccionesGraves(page)).toEqual([]);
  });
});
