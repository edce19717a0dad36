import { ACCOUNTS, expect, test } from "./support/auth";

test.use({ signedInAs: ACCOUNTS.docente.email });
// The first test enrols and removes Héctor (2QUI301) in the same module whose suggestions the third one reads:
// in parallel workers the third could look while Héctor is enrolled and not offered.
test.describe.configure({ mode: "default" });

// 0066/QUI301 is one of Ana's modules; the API specs use 0065, so the two never race.
const PAGINA = "/docentes/docencia/0066/QUI301";

test("a teacher finds a student by name, enrols them, and removes them after confirming", async ({ page }) => {
  // From the teacher home, as a teacher would get there.
  await page.goto("/docentes");
  await page.locator(`a[href="${PAGINA}"]`).click();
  await expect(page).toHaveURL(PAGINA);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Matriculados en .+ \(1\.º QUI301\)$/);
  const lista = page.getByRole("list", { name: "Estudiantes matriculados" });
  await expect(lista.getByText("Héctor", { exact: true })).toHaveCount(0);

  const campo = page.getByPlaceholder("Código");
  await campo.fill("hector cam");
  await page.getByRole("option", { name: /Héctor Campo Salamero/ }).click();
  await expect(campo).toHaveValue("23Q0003");
  await page.getByRole("button", { name: "Matricular" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Se ha matriculado a Héctor Campo Salamero en .+\.$/);
  await expect(lista.getByText("Campo Salamero")).toBeVisible();
  await expect(lista.getByText(`hector.campo@`)).toBeVisible();

  // Enrolling the same student again is refused with a message, and the list does not change.
  await campo.fill("23Q0003");
  await page.getByRole("button", { name: "Matricular" }).click();
  // Next adds its own hidden route announcer with role alert: pick ours by its text.
  await expect(page.getByRole("alert").filter({ hasText: "Héctor Campo Salamero ya tiene matrícula en" })).toBeVisible();
  await expect(page.getByText(/matriculado o matriculada/)).toHaveCount(0);
  await expect(lista.getByText("Campo Salamero")).toHaveCount(1);

  await page.getByRole("button", { name: "Quitar a Héctor Campo Salamero" }).click();
  const dialogo = page.getByRole("dialog", { name: "Quitar del módulo" });
  await expect(dialogo).toContainText("¿Quitar a Héctor Campo Salamero de este módulo?");
  // Cancelling keeps the student.
  await dialogo.getByRole("button", { name: "Cancelar" }).click();
  await expect(lista.getByText("Campo Salamero")).toBeVisible();
  await page.getByRole("button", { name: "Quitar a Héctor Campo Salamero" }).click();
  await dialogo.getByRole("button", { name: "Quitar" }).click();
  await expect(lista.getByText("Campo Salamero")).toHaveCount(0);

  // A student of another cycle is neither offered nor enrolled (issue 48).
  await campo.fill("diego mar");
  await expect(page.getByRole("listbox", { name: "Estudiantes encontrados" })).toHaveCount(0);
  await campo.fill("24I0001");
  await page.getByRole("button", { name: "Matricular" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Diego Martín Lanau no es del ciclo QUI301" })).toBeVisible();
  await expect(lista.getByText("Martín Lanau")).toHaveCount(0);
});

test("an unknown code gets a clear message and changes nothing", async ({ page }) => {
  await page.goto(PAGINA);
  const antes = await page.getByRole("list", { name: "Estudiantes matriculados" }).getByRole("listitem").count();
  await page.getByPlaceholder("Código").fill("NOEXISTE");
  await page.getByRole("button", { name: "Matricular" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "NOEXISTE" })).toHaveText("No existe ningún estudiante con el código NOEXISTE.");
  await expect(page.getByRole("list", { name: "Estudiantes matriculados" }).getByRole("listitem")).toHaveCount(antes);
});

test("the name suggestions never cover the message of the last attempt", async ({ page }) => {
  await page.goto(PAGINA);
  const campo = page.getByPlaceholder("Código");
  await campo.fill("NOEXISTE");
  await page.getByRole("button", { name: "Matricular" }).click();
  const aviso = page.getByRole("alert").filter({ hasText: "NOEXISTE" });
  await expect(aviso).toBeVisible();
  await campo.fill("hector cam");
  const sugerencias = page.getByRole("listbox", { name: "Estudiantes encontrados" });
  await expect(sugerencias.getByRole("option", { name: /Héctor Campo Salamero/ })).toBeVisible();
  const a = (await aviso.boundingBox())!;
  const l = (await sugerencias.boundingBox())!;
  const solapan = a.x < l.x + l.width && l.x < a.x + a.width && a.y < l.y + l.height && l.y < a.y + a.height;
  expect(solapan, "la lista de sugerencias tapa el aviso").toBe(false);
  await expect(aviso).toBeInViewport();
});

test("a teacher cannot open a module they do not teach, and sees their data as read-only", async ({ page }) => {
  const r = await page.goto("/docentes/docencia/0221/IFC201");
  expect(r?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();

  await page.goto("/docentes/docencia/editar/0066/QUI301");
  await expect(page.getByRole("heading", { name: "Mis datos como docente" })).toBeVisible();
  const nombre = page.getByRole("textbox", { name: "Nombre" });
  await expect(nombre).toHaveValue("Ana");
  await expect(nombre).toHaveAttribute("readonly", "");
  // No button that changes nothing (issue 48): the note says where the name is changed.
  await expect(page.getByRole("button", { name: "Actualizar" })).toHaveCount(0);
  await expect(nombre).toHaveAccessibleDescription(/cámbialos en tu cuenta de Google/);
});
