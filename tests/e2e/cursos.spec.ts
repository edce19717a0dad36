import { ACCOUNTS, expect, test } from "./support/auth";

/**
 * The «Nuevo curso» wizard in the browser (issue 46). The E2E database is shared by specs running
 * in parallel: applying for real would make next year current or deactivate 2.º students under
 * other specs' feet. So this spec goes as far as it can without changing anything — the preview,
 * a field error, and an apply the server refuses (a repeaters' CSV naming nobody) — and the apply
 * itself is covered on both engines by lib/curso-academico/nuevo-curso.db.test.ts.
 */

test.use({ signedInAs: ACCOUNTS.admin.email });

test("an admin previews next year: counts, lists and the 2.º students to tick; a bad list of repeaters stops the apply", async ({ page }) => {
  test.slow();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Nuevo curso: preparar el curso siguiente" }).click();
  await expect(page).toHaveURL("/admin/cursos");
  await expect(page.getByRole("heading", { level: 1, name: "Cursos académicos" })).toBeVisible();

  const form = page.getByRole("form", { name: "Nuevo curso" });
  const inicio = await form.getByLabel("Primer día de clase").inputValue();
  // A cierre after the new year starts: a field error, nothing sent.
  const y = Number(inicio.slice(0, 4));
  await form.getByLabel("Cierre del curso actual").fill(`${y}-12-01`);
  await form.getByRole("button", { name: "Vista previa" }).click();
  await expect(form.getByText(/Como tarde el/)).toBeVisible();
  await form.getByLabel("Cierre del curso actual").fill(inicio);

  // Preview, with a CSV of repeaters that names someone who is not a 2.º student.
  await form.getByLabel(/Repetidores desde un CSV/).setInputFiles({ name: "repetidores.csv", mimeType: "text/csv", buffer: Buffer.from("Estudiante\nnadie@ejemplo.test\n") });
  await form.getByRole("button", { name: "Vista previa" }).click();
  const vista = form.getByRole("region", { name: "Vista previa" });
  await expect(vista).toBeVisible();
  await expect(vista).toContainText(/estudiantes de 1\.º pasan al grupo de 2\.º de su ciclo/);
  await expect(vista).toContainText(/asignaciones de docencia copiadas como borrador/);
  await expect(vista.getByRole("alert")).toContainText("nadie@ejemplo.test no es estudiante de 2.º");
  await expect(vista.getByRole("group", { name: "Estudiantes de 2.º: marca quién repite" }).getByRole("checkbox").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Vista previa: / })).toBeVisible();

  // Apply is refused by the server: nothing is written.
  await form.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "La lista de repetidores tiene errores" })).toBeVisible();
});
