import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ACCOUNTS, ROLE_HOME, ROLES, expect, test } from "./support/auth";

/** axe on the login page and on every role's home: no serious or critical violations (WCAG 2.1 AA). */

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

test("accesibilidad: página de inicio de sesión (con un error a la vista)", async ({ page }) => {
  // With ?error= the page also shows its alert, so one scan covers both states.
  await page.goto("/?error=NoRegistrado");
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const role of ROLES) {
  test.describe(`accesibilidad: ${role}`, () => {
    test.use({ signedInAs: ACCOUNTS[role].email });
    test(`inicio ${ROLE_HOME[role]}`, async ({ page }) => {
      await page.goto(ROLE_HOME[role]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
