import { ACCOUNTS, expect, test } from "./support/auth";
import { enfocar, paginaComo, violacionesGraves } from "./support/paginas";

/**
 * The digests a person receives (decision 066), chosen at /perfil: a teacher turns her weekly
 * digest off and finds it off after reloading; a student is told her notices cannot be turned off
 * and has nothing to choose.
 */

// A teacher no other spec signs in as, so turning her digest off changes nobody else's test.
const JORGE = "jorge.ballarin@cpifp-huesca.test";

test("a teacher turns her weekly digest off at /perfil and it stays off after reloading", async ({ browser }) => {
  const page = await paginaComo(browser, JORGE);
  await page.goto("/perfil");
  const tarjeta = page.getByRole("region", { name: "Avisos y correo" });
  await expect(tarjeta.getByText("no se pueden desactivar")).toBeVisible();
  const resumen = tarjeta.getByRole("checkbox", { name: "Resumen semanal de mis acciones retrasadas" });
  await expect(resumen).toBeChecked();
  // A teacher without the jefatura cargo is not offered the department's digests.
  await expect(tarjeta.getByRole("checkbox")).toHaveCount(1);
  expect(await violacionesGraves(page)).toEqual([]);

  await resumen.uncheck();
  await tarjeta.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(tarjeta.getByRole("status").filter({ hasText: "Preferencias guardadas: no recibirás ningún resumen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Avisos y correo" }).getByRole("checkbox", { name: "Resumen semanal de mis acciones retrasadas" })).not.toBeChecked();

  // And back on, by keyboard.
  const otraVez = page.getByRole("region", { name: "Avisos y correo" }).getByRole("checkbox", { name: "Resumen semanal de mis acciones retrasadas" });
  await enfocar(otraVez);
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Preferencias guardadas\.$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Resumen semanal de mis acciones retrasadas" })).toBeChecked();
});

test("a student reads that her notices cannot be turned off, with nothing to choose", async ({ browser }) => {
  const page = await paginaComo(browser, ACCOUNTS.estudiante.email);
  await page.goto("/perfil");
  const tarjeta = page.getByRole("region", { name: "Avisos y correo" });
  await expect(tarjeta.getByText("no se pueden desactivar")).toBeVisible();
  await expect(tarjeta.getByRole("checkbox")).toHaveCount(0);
});
