import type { Locator } from "@playwright/test";
import { ACCOUNTS, expect, test } from "./support/auth";
import { concederTodo, enviarSolicitud, paginaComo, rellenarDatosSolicitud, violacionesGraves } from "./support/paginas";
import { textoMasBajoPorPagina, textoPdf } from "./support/pdf";

/**
 * Convalidaciones as people use them: a student files a request, an admin resolves it module by
 * module, the student sees the resolution date, and the printed reply letter (Chromium's own PDF
 * of the page) lists only the module that was granted with a grade.
 */

const hoy = new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
// The seed resolves its first request on 6 October of the current school year (lib/convalidaciones/seed.ts).
const [mesHoy, anoHoy] = hoy.split("/").slice(1).map(Number);
const RESUELTA = `06/10/${mesHoy >= 7 ? anoHoy : anoHoy - 1}`;

/** The first module of the list that can still be asked for, with its name and code. */
async function primerModuloLibre(lista: Locator) {
  const casilla = lista.getByRole("checkbox", { disabled: false }).first();
  const etiqueta = (await casilla.evaluate((el) => el.closest("label")?.textContent ?? "")).trim();
  const m = /^(.*?) \((\d{4})\)/.exec(etiqueta);
  if (!m) throw new Error(`etiqueta inesperada: ${etiqueta}`);
  return { casilla, nombre: m[1], codigo: m[2] };
}

test("a student files a request, an admin resolves it and the printed letter lists only the graded module", async ({ browser }) => {
  test.setTimeout(90_000);
  const estudiante = await paginaComo(browser, ACCOUNTS.estudiante.email);

  // --- The student's request form ---
  await estudiante.goto("/estudiantes/convalidaciones");
  await estudiante.getByRole("link", { name: "Nueva solicitud" }).click();
  await expect(estudiante.getByRole("heading", { name: "Nueva solicitud de convalidación" })).toBeVisible();
  await expect(estudiante.getByText("Todos los campos son obligatorios.")).toBeVisible();
  const email = estudiante.getByLabel("Correo electrónico");
  await expect(email).toHaveValue(ACCOUNTS.estudiante.email);
  await expect(email).toHaveAttribute("readonly", "");

  const nif = estudiante.getByLabel("NIF/NIE");
  await nif.fill("12345678A");
  await estudiante.getByLabel("Domicilio").fill("Calle del Coso Alto, 3, 2.º");
  await expect(estudiante.getByText("La letra del NIF/NIE no corresponde al número")).toBeVisible();
  await expect(nif).toHaveAttribute("aria-invalid", "true");
  expect(await violacionesGraves(estudiante)).toEqual([]);
  await nif.fill("12345678Z");
  await estudiante.getByLabel("Código postal").fill("2200");
  await estudiante.getByLabel("Código postal").press("Tab");
  await expect(estudiante.getByText("El código postal debe tener 5 cifras")).toBeVisible();
  await estudiante.getByLabel("Provincia").selectOption({ label: "Huesca" });
  await estudiante.getByLabel("Localidad").selectOption({ label: "Huesca" });
  await estudiante.getByLabel("Código postal").fill("22002");
  await estudiante.getByLabel("Teléfono fijo").fill("974 11 12 22");
  await estudiante.getByLabel("Teléfono móvil").fill("611 22 23 33");
  // Only her own cycle's modules came with the page; another cycle's are asked for when chosen.
  await expect(estudiante.getByLabel("Ciclo formativo")).toHaveValue("QUI301");
  const html = await (await estudiante.request.get("/estudiantes/convalidaciones/nueva")).text();
  expect(html).toContain("Muestreo y preparación de la muestra");
  expect(html).not.toContain("Montaje y mantenimiento de equipos");
  const modulosIfc = estudiante.waitForResponse((r) => r.url().endsWith("/api/ciclos/IFC201/modulos") && r.ok());
  await estudiante.getByLabel("Ciclo formativo").selectOption("IFC201");
  await modulosIfc;
  await expect(estudiante.getByRole("checkbox", { name: /Montaje y mantenimiento de equipos \(0221\)/ })).toBeEnabled();
  await estudiante.getByLabel("Ciclo formativo").selectOption("QUI301");
  const primero = await primerModuloLibre(estudiante.getByRole("list", { name: "Módulos de primer curso" }));
  const segundo = await primerModuloLibre(estudiante.getByRole("list", { name: "Módulos de segundo curso" }));
  await primero.casilla.check();
  await segundo.casilla.check();
  await estudiante.getByLabel("Estudios que aportas").fill("Título de Técnico en Operaciones de Laboratorio, con certificación académica oficial");
  await estudiante.getByRole("button", { name: "Enviar solicitud" }).click();

  // --- The official request: a first-year module marks LFP ---
  await expect(estudiante).toHaveURL(/\/estudiantes\/convalidaciones\/\d+/);
  const id = /convalidaciones\/(\d+)/.exec(estudiante.url())![1];
  await expect(estudiante.getByRole("status").filter({ hasText: "Solicitud presentada" })).toBeVisible();
  await expect(estudiante.getByText("Sin resolver")).toBeVisible();
  await expect(estudiante.getByRole("heading", { name: "SOLICITUD DE CONVALIDACIÓN DE MÓDULOS PROFESIONALES" })).toBeVisible();
  await expect(estudiante.getByRole("checkbox", { name: /\(LFP\)/ })).toBeChecked();
  await expect(estudiante.getByRole("checkbox", { name: /\(LOE\)/ })).not.toBeChecked();
  await expect(estudiante.getByRole("cell", { name: primero.nombre })).toBeVisible();
  // On paper: one A4 sheet with the form only (no navigation, no status panel).
  await estudiante.emulateMedia({ media: "print" });
  const impresa = await textoPdf(await estudiante.pdf({ format: "A4" }));
  await estudiante.emulateMedia({ media: "screen" });
  expect(impresa.paginas).toBe(1);
  expect(impresa.texto).toContain("SOLICITUD DE CONVALIDACIÓN DE MÓDULOS PROFESIONALES");
  expect(impresa.texto).toContain("12345678Z");
  expect(impresa.texto).toContain("22004 Huesca");
  expect(impresa.texto).not.toContain("Mis convalidaciones");

  // Another id, or no id at all, is a real 404 (no loading.tsx streams a 200 first).
  expect((await estudiante.goto("/estudiantes/convalidaciones/999999"))?.status()).toBe(404);
  expect((await estudiante.goto("/estudiantes/convalidaciones/abc"))?.status()).toBe(404);

  // --- The admin finds it and resolves two modules: one granted with a grade, one denied ---
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  await admin.goto("/admin/convalidaciones");
  await admin.getByLabel("Estado").selectOption("sin_resolver");
  await admin.getByLabel("Ciclo").selectOption("QUI301");
  await admin.getByLabel("Buscar por nombre o NIF").fill("perez barrio");
  await admin.getByRole("button", { name: "Filtrar" }).click();
  await expect(admin).toHaveURL(/estado=sin_resolver/);
  const filas = admin.getByRole("row").filter({ hasText: "Pérez Barrio, Lucía" });
  await expect(filas.first()).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: "Resuelta el" })).toHaveCount(0);
  await admin.goto(`/admin/convalidaciones/${id}`);

  const concedido = admin.getByRole("group", { name: new RegExp(primero.codigo) });
  const denegado = admin.getByRole("group", { name: new RegExp(segundo.codigo) });
  await admin.getByRole("button", { name: "Resolver" }).click();
  await expect(concedido.getByText("Elige concedida o denegada")).toBeVisible();
  expect(await violacionesGraves(admin)).toEqual([]);
  await concedido.getByLabel("Concedida").check();
  await concedido.getByLabel("Calificación (opcional)").fill("8");
  await denegado.getByLabel("Denegada").check();
  await expect(denegado.getByLabel("Calificación (opcional)")).toBeDisabled();
  await denegado.getByLabel("Motivo de la denegación").fill("Los estudios aportados no incluyen los contenidos del módulo.");
  await admin.getByLabel("Documentación revisada").fill("Certificación académica cotejada en secretaría");
  await admin.getByRole("button", { name: "Resolver" }).click();
  const dialogo = admin.getByRole("dialog", { name: "Resolver la solicitud" });
  await expect(dialogo).toContainText("1 módulo concedido y 1 denegado");
  await dialogo.getByRole("button", { name: "Resolver" }).click();

  await expect(admin.getByText(`Resuelta el ${hoy}`).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Resolver" })).toHaveCount(0);
  await expect(admin.getByRole("list", { name: "Resolución por módulo" })).toContainText("Concedida · calificación 8");
  await expect(admin.getByRole("list", { name: "Historial de la solicitud" })).toContainText(`Resuelta el ${hoy} por ${ACCOUNTS.admin.fullName}`);

  // --- The student sees the resolution date ---
  await estudiante.goto("/estudiantes/convalidaciones");
  await expect(estudiante.getByRole("link", { name: new RegExp(`Solicitud del ${hoy}.*Resuelta el ${hoy}`) }).first()).toBeVisible();

  // --- The printed letter (Chromium's PDF of the page) ---
  await admin.getByRole("link", { name: "Carta de respuesta" }).click();
  await expect(admin.getByRole("heading", { name: "RESPUESTA A SOLICITUD DE CONVALIDACIÓN" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Descargar PDF" })).toHaveAttribute("href", `/api/convalidaciones/${id}/respuesta.pdf`);
  expect(await violacionesGraves(admin)).toEqual([]);
  await admin.emulateMedia({ media: "print" });
  const { paginas, texto } = await textoPdf(await admin.pdf({ format: "A4" }));
  expect(paginas).toBe(1);
  expect(texto).toContain("RESPUESTA A SOLICITUD DE CONVALIDACIÓN");
  for (const dato of [ACCOUNTS.estudiante.nombre!, ACCOUNTS.estudiante.apellidos!, ACCOUNTS.estudiante.email, "Laboratorio de Análisis y de Control de Calidad", "22004 Huesca"]) expect(texto).toContain(dato);
  expect(texto).toContain("Título de Técnico en Operaciones de Laboratorio");
  expect(texto).toMatch(/Real Decreto 1085\/2020[\s\S]*2021\/2022[\s\S]*Decreto 91\/2024/);
  expect(texto).toContain("en la fecha de la firma electrónica");
  const concedidos = texto.slice(texto.indexOf("Módulos convalidados y calificación"), texto.indexOf("Todo ello de acuerdo"));
  expect(concedidos).toMatch(new RegExp(`${primero.codigo}\\s+${primero.nombre}\\s+8`));
  expect(concedidos).not.toContain(segundo.codigo);
  expect(concedidos).not.toContain(segundo.nombre);

  // --- A second request starts from the first one's data; the granted module is no longer offered ---
  await estudiante.goto("/estudiantes/convalidaciones/nueva");
  await expect(estudiante.getByLabel("NIF/NIE")).toHaveValue("12345678Z");
  await expect(estudiante.getByLabel("Domicilio")).toHaveValue("Calle del Coso Alto, 3, 2.º");
  await estudiante.getByLabel("Ciclo formativo").selectOption("QUI301");
  await expect(estudiante.getByRole("checkbox", { name: new RegExp(`\\(${primero.codigo}\\)`) })).toBeDisabled();
  await expect(estudiante.getByRole("checkbox", { name: new RegExp(`\\(${segundo.codigo}\\)`) })).toBeEnabled();

  await estudiante.context().close();
  await admin.context().close();
});

test.describe("as a student with a resolved request", () => {
  test.use({ signedInAs: "diego.martin@cpifp-huesca.test" });

  test("reads the reply letter from his request and downloads its PDF", async ({ page }) => {
    await page.goto("/estudiantes/convalidaciones");
    await page.getByRole("link", { name: new RegExp(`Resuelta el ${RESUELTA}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Solicitud de convalidación n\.º \d+/ })).toBeVisible();
    await page.getByRole("link", { name: "Carta de respuesta" }).click();
    await expect(page.getByRole("heading", { name: "RESPUESTA A SOLICITUD DE CONVALIDACIÓN" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Aplicaciones ofimáticas" })).toBeVisible();
    expect(await violacionesGraves(page)).toEqual([]);

    const enlace = page.getByRole("link", { name: "Descargar PDF" });
    await expect(enlace).toHaveAttribute("href", /^\/api\/convalidaciones\/\d+\/respuesta\.pdf$/);
    const pdf = await page.request.get((await enlace.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { texto } = await textoPdf(await pdf.body());
    expect(texto).toContain("RESPUESTA A SOLICITUD DE CONVALIDACIÓN");
    expect(texto).toContain("Diego");
  });
});

test("before the page's scripts run, the request can be neither typed in nor sent", async ({ browser }) => {
  const estudiante = await paginaComo(browser, ACCOUNTS.estudiante.email);
  // Without the framework's scripts the page stays as the server sent it, as on a slow phone:
  // sent then, it would be a plain GET with the NIF and the address in the URL (decision 054).
  await estudiante.route("**/_next/static/chunks/**", (r) => r.abort());
  await estudiante.goto("/estudiantes/convalidaciones/nueva");
  await expect(estudiante.getByLabel("NIF/NIE")).toBeVisible();
  await expect(estudiante.getByLabel("NIF/NIE")).toBeDisabled();
  await expect(estudiante.getByRole("button", { name: "Enviar solicitud" })).toBeDisabled();

  await estudiante.unroute("**/_next/static/chunks/**");
  await estudiante.reload();
  await expect(estudiante.getByLabel("NIF/NIE")).toBeEnabled();
  await expect(estudiante.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled();
});

test("a request and a reply letter that run onto a second sheet keep every page's text clear of the printed footer", async ({ browser }) => {
  test.setTimeout(60_000);
  // A student no other spec uses: this request takes every module of her cycle.
  const estudiante = await paginaComo(browser, "teresa.fumanal@cpifp-huesca.test");
  await estudiante.goto("/estudiantes/convalidaciones/nueva");
  await rellenarDatosSolicitud(estudiante);
  for (const casilla of await estudiante.getByRole("checkbox", { disabled: false }).all()) await casilla.check();
  const estudios = "Título de Técnico en Operaciones de Laboratorio (LOE), con certificación académica oficial de las calificaciones obtenidas en cada módulo profesional cursado en el IES Sierra de Guara entre 2019 y 2021. ";
  await estudiante.getByLabel("Estudios que aportas").fill(estudios.repeat(8).trim());
  const id = await enviarSolicitud(estudiante);

  // Every module granted with a grade: the letter's table of grades is as long as it gets.
  const admin = await concederTodo(browser, ACCOUNTS.admin.email, id, "7");
  await expect(admin.getByRole("button", { name: "Resolver" })).toHaveCount(0);

  for (const [pagina, ruta] of [
    [estudiante, `/estudiantes/convalidaciones/${id}`],
    [admin, `/admin/convalidaciones/${id}/respuesta`],
  ] as const) {
    await pagina.goto(ruta);
    await pagina.emulateMedia({ media: "print" });
    const pdf = await pagina.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
    expect((await textoPdf(pdf)).paginas, ruta).toBeGreaterThan(1);
    // The footer image is fixed to the foot of every page: 15 mm of margin and 9 mm of artwork.
    for (const altura of await textoMasBajoPorPagina(pdf)) expect(altura, ruta).toBeGreaterThan(15 + 9);
  }
});

test.describe("on a phone", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email, viewport: { width: 360, height: 740 } });

  test("the admin's list shows each request's state, NIF and modules without scrolling sideways", async ({ page }) => {
    // A request of the seed, which dates its requests in the current school year (issue 46).
    await page.goto("/admin/convalidaciones?q=18034567Z");
    const solicitud = page.getByRole("row").filter({ hasText: "Martín Lanau, Diego" });
    for (const texto of ["Martín Lanau, Diego", "18034567Z", `Resuelta el ${RESUELTA}`, "0223", "0229", "0221", "IFC201"]) {
      const dato = solicitud.getByText(texto, { exact: false }).filter({ visible: true }).first();
      await dato.scrollIntoViewIfNeeded();
      await expect(dato, texto).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The row is drawn as a card (decision 038): the name first, then the state (beside it when
    // both fit; this name and state do not at 360 px), then each value after its label, all the
    // values in one column.
    const caja = async (l: ReturnType<typeof page.locator>) => (await l.boundingBox())!;
    const nombre = await caja(solicitud.getByRole("link", { name: "Martín Lanau, Diego" }));
    const estado = await caja(solicitud.getByText(`Resuelta el ${RESUELTA}`));
    const fecha = await caja(solicitud.getByRole("cell").first().locator("span"));
    const nif = await caja(solicitud.getByText("18034567Z"));
    const ciclo = await caja(solicitud.getByText(/^IFC201 · /));
    expect(estado.y).toBeGreaterThanOrEqual(nombre.y + nombre.height - 1);
    expect(fecha.y).toBeGreaterThanOrEqual(estado.y + estado.height - 1);
    expect(nif.y).toBeGreaterThan(fecha.y);
    expect(new Set([fecha.x, nif.x, ciclo.x].map(Math.round)).size).toBe(1);
    expect(nif.x).toBeGreaterThan(nombre.x + 40);
    const etiqueta = await solicitud.getByRole("cell", { name: "18034567Z" }).evaluate((td) => getComputedStyle(td, "::before").content);
    expect(etiqueta).toContain("NIF/NIE");
    // The state is a badge (the .insignia rules of app/globals.css): rounded, tinted, ringed.
    const insignia = await solicitud.getByText(`Resuelta el ${RESUELTA}`).evaluate((e) => {
      const c = getComputedStyle(e);
      return { radio: parseFloat(c.borderTopLeftRadius), fondo: c.backgroundColor, anillo: c.boxShadow };
    });
    expect(insignia.radio).toBeGreaterThan(8);
    expect(insignia.fondo).not.toBe("rgba(0, 0, 0, 0)");
    expect(insignia.anillo).not.toBe("none");
  });
});

test.describe("as an admin", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("edits the centre's letterhead and citations, with a message per wrong field", async ({ page }) => {
    await page.goto("/admin/convalidaciones");
    await page.getByRole("link", { name: "Datos del centro y normativa" }).click();
    const decreto = page.getByLabel("Decreto de Formación Profesional de Aragón");
    const original = await decreto.inputValue();
    expect(original).toContain("Decreto 91/2024");
    await expect(page.getByLabel("Código postal")).toHaveValue("22004");

    await page.getByLabel("Código postal").fill("220");
    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("El código postal debe tener 5 cifras")).toBeVisible();
    await expect(page.getByText("El correo no es válido")).toBeVisible();
    await expect(page.getByLabel("Código postal")).toHaveValue("220");

    await page.getByLabel("Código postal").fill("22004");
    await page.getByLabel("Correo electrónico").fill("secretaria@cpifp-huesca.test");
    await decreto.fill(`${original} Texto consolidado.`);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Datos del centro guardados." })).toBeVisible();
    await page.reload();
    await expect(decreto).toHaveValue(`${original} Texto consolidado.`);
    await expect(page.getByText(`por ${ACCOUNTS.admin.fullName}`)).toBeVisible();

    await decreto.fill(original);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Datos del centro guardados." })).toBeVisible();
  });
});
