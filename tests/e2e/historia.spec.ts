import { ACCOUNTS, expect, test } from "./support/auth";
import { enfocar } from "./support/paginas";

/**
 * History (issue 46): the course selector shows a past school year's data read-only. The seed keeps
 * matrículas of the year before the current one; the test only reads them and never changes the
 * current year (the database is shared by the specs running in parallel).
 */

const anteriorA = (codigo: string) => `${Number(codigo.slice(0, 4)) - 1}/${codigo.slice(0, 4)}`;

test.describe("the history selector", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("picking last year on the matrículas list shows that year's matrículas, labelled read-only, with no review buttons", async ({ page }) => {
    const { actual } = (await (await page.request.get("/api/cursos")).json()) as { actual: { codigo: string } };
    const pasado = anteriorA(actual.codigo);

    await page.goto("/admin/matriculas");
    const selector = page.getByRole("combobox", { name: "Curso académico" });
    await expect(selector.locator("option:checked")).toHaveText(`${actual.codigo} (actual)`);
    await expect(page.getByRole("note")).toHaveCount(0);

    await selector.selectOption({ label: `${pasado} · historial` });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(new RegExp(`curso=${encodeURIComponent(pasado)}`));
    await expect(page.getByRole("note")).toContainText(`Curso ${pasado} · solo lectura.`);
    await expect(page.getByRole("heading", { name: "Matrículas" })).toBeVisible();
    await expect(page.getByText(`Matrículas enviadas por los estudiantes en el curso ${pasado}`)).toBeVisible();

    // One of last year's matrículas: its page says so and offers no review.
    const filas = page.getByRole("table", { name: "Matrículas" }).getByRole("link");
    await expect(filas.first()).toBeVisible();
    await filas.first().click();
    await expect(page.getByText(`Curso ${pasado} ·`, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("note")).toContainText(`Curso ${pasado} · solo lectura.`);
    await expect(page.getByRole("button", { name: "Marcar como revisada" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /incidencia/ })).toHaveCount(0);
  });

  test("the API reads a year with ?curso=: a malformed one is 400, an unknown one 404", async ({ page }) => {
    const mal = await page.request.get("/api/horarios/grupos/1QUI301?curso=2025-2026");
    expect(mal.status()).toBe(400);
    expect(await mal.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await page.request.get(`/api/horarios/grupos/1QUI301?curso=${encodeURIComponent("1990/1991")}`)).status()).toBe(404);
    const { actual } = (await (await page.request.get("/api/cursos")).json()) as { actual: { codigo: string } };
    const semana = await page.request.get(`/api/horarios/grupos/1QUI301?curso=${encodeURIComponent(actual.codigo)}`);
    expect(semana.status()).toBe(200);
  });
});

test.describe("on a phone, with the keyboard", () => {
  test.use({ signedInAs: ACCOUNTS.docente.email, viewport: { width: 360, height: 740 } });

  test("the teacher's follow-up list takes a year from the selector and its button, without scrolling sideways", async ({ page }) => {
    await page.goto("/docentes/seguimientos");
    const selector = page.getByRole("combobox", { name: "Curso académico" });
    await expect(selector).toBeInViewport();
    const actual = (await selector.locator("option:checked").textContent())!.replace(" (actual)", "");
    await expect(selector.locator("option")).not.toHaveCount(0);

    // The selector and its button are reached and used with the keyboard alone.
    await enfocar(selector);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Ver curso" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`curso=${encodeURIComponent(actual)}`));
    await expect(page.getByText(`Curso ${actual}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
