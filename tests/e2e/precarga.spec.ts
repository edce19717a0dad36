import type { Request } from "@playwright/test";
import { ACCOUNTS, expect, test } from "./support/auth";
import { paginaComo } from "./support/paginas";

/**
 * Links prefetch their page only when someone shows intent (decision 077): Next, left alone,
 * prefetched every link on screen, and a department's list of modules cost the server 36 requests
 * as it loaded.
 */
const esPrecarga = (r: Request) => r.headers()["next-router-prefetch"] === "1";

test("a long list and the menu ask for nothing on screen; pointing at a link prefetches its page, and it opens", async ({ browser }) => {
  const page = await paginaComo(browser, ACCOUNTS.jefatura.email);
  const precargas: string[] = [];
  page.on("request", (r) => {
    if (esPrecarga(r)) precargas.push(new URL(r.url()).pathname);
  });
  await page.goto("/jefatura/seguimientos");
  const modulos = page.getByRole("list", { name: "Módulos del departamento" });
  const primero = modulos.getByRole("link").first();
  await expect(primero).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Scrolled to the end, as someone reading the list would.
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState("networkidle");
  expect(precargas).toEqual([]);

  const destino = (await primero.getAttribute("href"))!;
  const pedida = page.waitForRequest((r) => esPrecarga(r) && new URL(r.url()).pathname === destino);
  await primero.hover();
  await pedida;
  await primero.click();
  await expect(page).toHaveURL(destino);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.context().close();
});

test("on a phone, the home's links ask for nothing until touched", async ({ browser }) => {
  const page = await paginaComo(browser, ACCOUNTS.estudiante.email);
  await page.setViewportSize({ width: 390, height: 844 });
  const precargas: string[] = [];
  page.on("request", (r) => {
    if (esPrecarga(r)) precargas.push(new URL(r.url()).pathname);
  });
  await page.goto("/estudiantes");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState("networkidle");
  expect(precargas).toEqual([]);
  await page.context().close();
});
