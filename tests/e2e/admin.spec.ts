import AxeBuilder from "@axe-core/playwright";
import { ACCOUNTS, expect, test } from "./support/auth";

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
