import type { Browser, Page } from "@playwright/test";
import { ACCOUNTS, DOMAIN, expect, OIDC_PORTAL_URL, pathOf, signInWithOidc, test } from "./support/auth";

/**
 * Centre administration (issue 13) as an admin does it: load teachers from a spreadsheet (fixing
 * the rows the preview refuses), create a cycle, its modules and a group with a tutor, assign the
 * modules; the new teacher signs in through the OpenID provider, as a real account would, and finds
 * their modules and tutoría; every change is in the audit log.
 *
 * It runs on the portal that signs in through the local OpenID provider (project "oidc" in
 * playwright.config.ts): demo sign-in only admits the demo's own accounts, and a new teacher is
 * not one. The admin signs in through the same provider.
 *
 * The run's suffix keeps codes and emails unique, so a retry on the same database starts clean.
 */

test.beforeEach(async ({ page }) => {
  await signInWithOidc(page, ACCOUNTS.admin.email);
});

const sufijo = Date.now().toString(36).slice(-4).toUpperCase();
const ciclo = `ADG${sufijo}`;
const grupo = `1${ciclo}`;
const correo = (local: string) => `${local}.${sufijo.toLowerCase()}@${DOMAIN}`;
const sonia = correo("sonia.garces");
const marcos = correo("marcos.ferrer");
const raul = correo("raul.ena");

const csv = (...filas: string[]) => Buffer.from(`\uFEFF${filas.join("\r\n")}\r\n`, "utf8");

async function subir(page: Page, contenido: Buffer) {
  await page.getByLabel("Archivo CSV").setInputFiles({ name: "docentes.csv", mimeType: "text/csv", buffer: contenido });
  await page.getByRole("button", { name: "Comprobar el archivo" }).click();
}

async function nuevaSesion(browser: Browser) {
  const context = await browser.newContext({ baseURL: OIDC_PORTAL_URL, storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test("an admin imports teachers, builds a group with its teaching, the new teacher signs in and the log shows it all", async ({ page, browser }) => {
  test.setTimeout(180_000);

  await test.step("the admin menu reaches people, the centre and inventory", async () => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const nombre of ["Inventario", "Usuarios", "Centro"]) await expect(nav.getByRole("link", { name: nombre })).toBeVisible();
  });

  await test.step("a teachers CSV with two bad rows is refused row by row, and nothing is imported", async () => {
    await page.goto("/admin/importar");
    await page.getByRole("link", { name: "Importar docentes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Importar docentes" })).toBeVisible();
    await subir(
      page,
      csv(
        "Correo;Nombre;Apellidos;Departamento",
        `${sonia};Sonia;Garcés Puértolas;Química`,
        `marcos.ferrer.${sufijo.toLowerCase()}@gmail.com;Marcos;Ferrer Lanau;Informática y Comunicaciones`,
        `${raul};Raúl;Ena Sarasa;Administración`,
      ),
    );
    await expect(page.getByRole("alert").filter({ hasText: "Hay 2 filas con errores. No se ha importado nada" })).toBeVisible();
    const errores = page.getByRole("table", { name: "Filas con errores" });
    await expect(errores.getByRole("row")).toHaveCount(3);
    await expect(errores.getByRole("row", { name: /gmail\.com/ })).toContainText(`El correo debe ser de la cuenta del centro (@${DOMAIN})`);
    await expect(errores.getByRole("row", { name: new RegExp(raul.replace(/\./g, "\\.")) })).toContainText("No existe el departamento «Administración»");
    await expect(page.getByRole("button", { name: "Aplicar la importación" })).toBeDisabled();
  });

  await test.step("the fixed file previews three new teachers and applies in one go", async () => {
    await subir(
      page,
      csv("Correo;Nombre;Apellidos;Departamento", `${sonia};Sonia;Garcés Puértolas;Química`, `${marcos};Marcos;Ferrer Lanau;Informática y Comunicaciones`, `${raul};Raúl;Ena Sarasa;quimica`),
    );
    await expect(page.getByRole("status").filter({ hasText: "Comprobación correcta: 3 altas" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Altas y cambios" }).getByRole("row")).toHaveCount(4);
    // Teachers missing from the file are listed, unticked: nobody is deactivated silently.
    await expect(page.getByRole("checkbox", { name: new RegExp(`Desactivar a Ana López Gracia`) })).not.toBeChecked();
    await page.getByRole("button", { name: "Aplicar la importación" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Importación aplicada: 3 altas" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Aplicar la importación" })).toHaveCount(0);
  });

  await test.step("a cycle with two first-year modules", async () => {
    await page.goto("/admin/centro/ciclos");
    const nuevo = page.getByRole("region", { name: "Nuevo ciclo" });
    await nuevo.getByLabel("Código").fill(ciclo.toLowerCase());
    await nuevo.getByLabel("Nombre").fill("Administración y Finanzas");
    await nuevo.getByLabel("Familia profesional").fill("Administración y Gestión");
    await nuevo.getByRole("button", { name: "Crear ciclo" }).click();
    await expect(nuevo.getByRole("status")).toHaveText(`Ciclo ${ciclo} creado.`);

    await page.goto("/admin/centro/modulos");
    const modulo = page.getByRole("region", { name: "Nuevo módulo" });
    for (const [codigo, nombre] of [
      ["0647", "Gestión de la documentación jurídica y empresarial"],
      ["0648", "Recursos humanos y responsabilidad social corporativa"],
    ]) {
      await modulo.getByLabel("Código").fill(codigo);
      await modulo.getByLabel("Ciclo").selectOption(ciclo);
      await modulo.getByLabel("Curso").selectOption("1");
      await modulo.getByLabel("Nombre").fill(nombre);
      await modulo.getByLabel("Horas").fill("96");
      await modulo.getByRole("button", { name: "Crear módulo" }).click();
      await expect(modulo.getByRole("status")).toHaveText(`Módulo ${codigo} (${nombre}) creado en ${ciclo}.`);
    }
  });

  await test.step("a group with the new teacher as tutor, and its modules assigned", async () => {
    await page.goto("/admin/centro/grupos");
    const nuevo = page.getByRole("region", { name: "Nuevo grupo" });
    await nuevo.getByLabel("Código del grupo").fill(grupo);
    await nuevo.getByLabel("Ciclo").selectOption(ciclo);
    await nuevo.getByLabel("Curso").selectOption("1");
    await nuevo.getByLabel("Tutor o tutora").selectOption({ label: `Garcés Puértolas, Sonia (${sonia})` });
    await nuevo.getByRole("button", { name: "Crear grupo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Grupo ${grupo}` })).toBeVisible();
    await expect(page.getByText("tutoría de Sonia Garcés Puértolas")).toBeVisible();

    const docencia = page.getByRole("region", { name: "Docencia" });
    for (const codigo of ["0647", "0648"]) {
      await docencia.getByLabel("Módulo", { exact: true }).selectOption(codigo);
      await docencia.getByLabel("Docente").selectOption({ label: `Garcés Puértolas, Sonia (${sonia})` });
      await docencia.getByRole("button", { name: "Asignar módulo" }).click();
      await expect(docencia.getByRole("status")).toHaveText(`Módulo ${codigo} asignado en ${grupo}.`);
    }
    await expect(docencia.getByRole("list", { name: "Módulos asignados" }).getByRole("listitem")).toHaveCount(2);
    // The same teacher, module and group twice is refused next to the field.
    await docencia.getByLabel("Módulo", { exact: true }).selectOption("0647");
    await docencia.getByLabel("Docente").selectOption({ label: `Garcés Puértolas, Sonia (${sonia})` });
    await docencia.getByRole("button", { name: "Asignar módulo" }).click();
    await expect(docencia.getByRole("alert")).toHaveText(`${sonia} ya imparte el módulo 0647 al grupo ${grupo}.`);
    // A group that has teaching cannot go: the refusal says why.
    await page.getByRole("button", { name: `Eliminar el grupo ${grupo}` }).click();
    await page.getByRole("dialog", { name: "Eliminar grupo" }).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("region", { name: "Eliminar el grupo" }).getByRole("alert")).toContainText("tiene 2 asignaciones de docencia");
  });

  await test.step("the new teacher signs in through the OpenID provider and sees their modules and tutoría", async () => {
    const { context, page: docente } = await nuevaSesion(browser);
    try {
      await signInWithOidc(docente, sonia);
      expect(pathOf(docente)).toBe("/docentes");
      const tutoria = docente.getByRole("region", { name: "Mi tutoría" });
      await expect(tutoria.getByText(grupo, { exact: true })).toBeVisible();
      const modulos = docente.getByRole("region", { name: "Mis módulos" });
      await expect(modulos.getByText("Gestión de la documentación jurídica y empresarial")).toBeVisible();
      await expect(modulos.getByText("Recursos humanos y responsabilidad social corporativa")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  await test.step("a refused sign-in is logged with its reason", async () => {
    const { context, page: intruso } = await nuevaSesion(browser);
    try {
      await signInWithOidc(intruso, correo("nadie"));
      await expect(intruso.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  await test.step("the audit log shows each change, with who made it", async () => {
    await page.goto(`/admin/registro?q=${sufijo.toLowerCase()}`);
    const lista = page.getByRole("list", { name: "Cambios registrados" });
    for (const texto of [
      `Alta de Sonia Garcés Puértolas (${sonia}) como docente, por importación.`,
      `Alta del ciclo ${ciclo} (Administración y Finanzas).`,
      `Alta del módulo 0647 (Gestión de la documentación jurídica y empresarial) en 1.º de ${ciclo}.`,
      `Alta del grupo ${grupo} (1.º de ${ciclo}) con tutoría de ${sonia}.`,
      `${sonia} imparte 0647 (Gestión de la documentación jurídica y empresarial) al grupo ${grupo}.`,
      `${sonia} imparte 0648 (Recursos humanos y responsabilidad social corporativa) al grupo ${grupo}.`,
      `Acceso rechazado a ${correo("nadie")}: la cuenta no está dada de alta en el portal.`,
    ]) {
      await expect(lista.getByText(texto, { exact: true })).toBeVisible();
    }
    await expect(lista.getByRole("listitem").filter({ hasText: `Alta del grupo ${grupo}` })).toContainText(`${ACCOUNTS.admin.fullName} <${ACCOUNTS.admin.email}>`);
    // Only refused sign-ins, by the action filter.
    await page.getByLabel("Acción").selectOption("acceso_rechazado");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(lista.getByRole("listitem")).toHaveCount(1);
    // The import itself, as one line with its counts.
    await page.goto("/admin/registro?accion=importar&entidad=importacion");
    await expect(lista.getByRole("listitem").first()).toContainText("Importación de docentes: 3 altas, 0 cambios, 0 sin cambios y 0 desactivaciones.");
  });
});

test("new cargos apply on the teacher's next request and end her session; the last admin cannot deactivate herself", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = correo("pilar.sanz");
  await page.goto("/admin/usuarios/nuevo");
  await page.getByLabel("Nombre", { exact: true }).fill("Pilar");
  await page.getByLabel("Apellidos").fill("Sanz Oliva");
  await page.getByLabel("Correo del centro").fill(email);
  // A new account starts as a student; ticking a staff cargo unticks it.
  const cargos = page.getByRole("group", { name: "Cargos" });
  await expect(cargos.getByRole("checkbox", { name: "Estudiante" })).toBeChecked();
  await cargos.getByRole("checkbox", { name: "Docente" }).check();
  await expect(cargos.getByRole("checkbox", { name: "Estudiante" })).not.toBeChecked();
  await page.getByLabel("Departamento", { exact: true }).selectOption({ label: "Química" });
  await page.getByRole("button", { name: "Dar de alta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pilar Sanz Oliva" })).toBeVisible();

  const { context, page: docente } = await nuevaSesion(browser);
  try {
    await signInWithOidc(docente, email);
    expect(pathOf(docente)).toBe("/docentes");

    // She also becomes a head of department: she keeps teaching.
    await page.getByRole("group", { name: "Cargos" }).getByRole("checkbox", { name: "Jefatura de departamento" }).check();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cambios guardados" })).toBeVisible();

    // Her next request: the session she had ends, and she is told why.
    await docente.goto("/docentes");
    expect(pathOf(docente)).toBe("/");
    await expect(docente.getByRole("alert").filter({ hasText: "Tus cargos en el portal han cambiado; ahora son: jefatura de departamento y docente" })).toBeVisible();
    // Signing in again gives her both: the highest cargo's home, and the teacher's pages one click away.
    await docente.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(docente.getByRole("button", { name: /^Iniciar sesión con/ })).toBeVisible();
    await signInWithOidc(docente, email);

    expect(pathOf(docente)).toBe("/jefatura");
    await docente.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Docencia: inicio" }).click();
    await expect(docente).toHaveURL((url) => url.pathname === "/docentes");
  } finally {
    await context.close();
  }

  await page.goto("/admin/registro?accion=cambiar_cargos");
  await expect(page.getByRole("list", { name: "Cambios registrados" }).getByText(`Pilar Sanz Oliva (${email}) pasa de «Docente» a «Jefatura de departamento y docente».`)).toBeVisible();

  // The secretary's office is the other admin: without her, Marta is the only active one and
  // cannot deactivate her own account, nor take the admin cargo from herself.
  await page.goto("/admin/usuarios?cargo=admin");
  await page.getByRole("link", { name: "Abadías Sopena, Teresa" }).click();
  await page.getByRole("button", { name: "Desactivar la cuenta de Teresa Abadías Sopena" }).click();
  await page.getByRole("dialog", { name: "Desactivar cuenta" }).getByRole("button", { name: "Desactivar" }).click();
  // Inside the try: once she is deactivated, whatever fails, the finally gives her account back
  // (a retry, and every later spec signing in as her, need it).
  try {
    // The state in the subtitle, exactly: the form's help («Una cuenta desactivada no puede
    // entrar…») matches a loose text once the form has rendered, which on a slow machine is first.
    await expect(page.getByText("cuenta desactivada", { exact: true })).toBeVisible();
    await page.goto("/admin/usuarios?cargo=admin");
    await page.getByRole("link", { name: "Lacasa Ferrer, Marta" }).click();
    await page.getByRole("button", { name: "Desactivar la cuenta de Marta Lacasa Ferrer" }).click();
    await page.getByRole("dialog", { name: "Desactivar cuenta" }).getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByRole("region", { name: "Cuenta" }).getByRole("alert")).toContainText("es la última cuenta de administración activa");
    await page.getByRole("group", { name: "Cargos" }).getByRole("checkbox", { name: "Administración" }).uncheck();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("No puedes desactivarte ni quitarte el cargo de administración").first()).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Marta" })).toBeVisible();
  } finally {
    await page.goto("/admin/usuarios?cargo=admin&activo=todas");
    await page.getByRole("link", { name: "Abadías Sopena, Teresa" }).click();
    await page.getByRole("button", { name: "Reactivar la cuenta de Teresa Abadías Sopena" }).click();
    await page.getByRole("dialog", { name: "Reactivar cuenta" }).getByRole("button", { name: "Reactivar" }).click();
    // The state in the page's subtitle («… · cuenta activa · …»), not the form's «Cuenta activa».
    await expect(page.getByText(/· cuenta activa ·/)).toBeVisible();
  }

});
