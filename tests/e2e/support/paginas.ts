import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { BASE_URL, signInAsDemo } from "./auth";

/** A fresh browser context signed in as `email`, for specs where two people take turns. */
export async function paginaComo(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAsDemo(page, email);
  return page;
}

/**
 * Focuses a control for the keyboard once React has hydrated it and it is enabled. Unlike a click,
 * focus and key presses do not wait: before hydration a key reaches a button with no handler yet,
 * or a field still disabled by its form (Formulario), and a CI run pressed Space on one.
 */
export async function enfocar(control: Locator): Promise<void> {
  await expect(control).toBeEnabled();
  await expect.poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$")))).toBe(true);
  await control.focus();
}

/** axe's serious and critical findings (WCAG 2.1 AA) on the page as it is now. */
export async function violacionesGraves(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodos: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}

/** The personal fields of the convalidación form, filled as a student would (valid values). */
export async function rellenarDatosSolicitud(page: Page) {
  await page.getByLabel("NIF/NIE").fill("12345678Z");
  await page.getByLabel("Domicilio").fill("Calle del Coso Alto, 3, 2.º");
  await page.getByLabel("Provincia").selectOption({ label: "Huesca" });
  await page.getByLabel("Localidad").selectOption({ label: "Huesca" });
  await page.getByLabel("Código postal").fill("22002");
  await page.getByLabel("Teléfono fijo").fill("974 11 12 22");
  await page.getByLabel("Teléfono móvil").fill("611 22 23 33");
}

/** Sends the filled-in request and returns its id, from the page it lands on. */
export async function enviarSolicitud(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await page.waitForURL(/\/estudiantes\/convalidaciones\/\d+/);
  return /convalidaciones\/(\d+)/.exec(page.url())![1];
}

/** Signs in as `admin` and grants every module of request `id` (with `nota` as grade, if given). */
export async function concederTodo(browser: Browser, admin: string, id: string, nota?: string): Promise<Page> {
  const page = await paginaComo(browser, admin);
  await page.goto(`/admin/convalidaciones/${id}`);
  for (const opcion of await page.getByLabel("Concedida").all()) await opcion.check();
  if (nota) for (const campo of await page.getByLabel("Calificación (opcional)").all()) await campo.fill(nota);
  await page.getByLabel("Documentación revisada").fill("Certificación académica cotejada en secretaría");
  await page.getByRole("button", { name: "Resolver" }).click();
  await page.getByRole("dialog", { name: "Resolver la solicitud" }).getByRole("button", { name: "Resolver" }).click();
  await page.getByRole("list", { name: "Resolución por módulo" }).waitFor();
  return page;
}
