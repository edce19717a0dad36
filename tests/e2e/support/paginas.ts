import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { BASE_URL, signInAsDemo } from "./auth";

/** A fresh browser context signed in as `email`, for specs where two people take turns. */
export async function paginaComo(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAsDemo(page, email);
  return page;
}

/** axe's serious and critical findings (WCAG 2.1 AA) on the page as it is now. */
export async function violacionesGraves(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodos: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}
