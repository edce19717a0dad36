import { readFile } from "node:fs/promises";
import { ACCOUNTS, DOMAIN, expect, test } from "./support/auth";
import { paginaComo, violacionesGraves } from "./support/paginas";
import { textoPdf } from "./support/pdf";

/**
 * The matrícula as people use it: a 1.º IFC201 student (transport offered) fills the form with the
 * Provincial route, prints it, sends it and sees the spec's message; the secretary finds it and
 * marks an incidencia; the student reads the note, fixes and resends; the secretary marks it
 * reviewed and exports the CSV. A QUI301 student never sees the transport section.
 */

const DIEGO = `diego.martin@${DOMAIN}`;
const ENVIADA = "Matrícula enviada correctamente. Lleva una copia impresa al centro educativo";
const TRANSPORTE = "4. Solicitud de ruta de transporte";

test("a 1.º IFC201 student sends the matrícula with the Provincial route; the secretary reviews it through an incidencia", async ({ browser }) => {
  test.setTimeout(150_000);
  const estudiante = await paginaComo(browser, DIEGO);

  // --- The form starts from the account and the group ---
  await estudiante.goto("/estudiantes/matricula");
  await expect(estudiante.getByRole("heading", { level: 1, name: "Matrícula" })).toBeVisible();
  const datos = estudiante.getByRole("group", { name: "1. Datos del alumno/a" });
  await expect(datos.getByText("Revisa los datos que se muestran y cambia lo que falte o esté mal.")).toBeVisible();
  await expect(datos.getByLabel("Nombre", { exact: true })).toHaveValue("Diego");
  await expect(datos.getByLabel("Apellidos")).toHaveValue("Martín Lanau");
  const email = datos.getByLabel("Correo electrónico");
  await expect(email).toHaveValue(DIEGO);
  await expect(email).toHaveAttribute("readonly", "");
  await expect(estudiante.getByLabel("Ciclo formativo")).toHaveValue("IFC201");
  await expect(estudiante.getByRole("checkbox", { name: "1.º · Montaje y mantenimiento de equipos" })).toBeChecked();
  await expect(estudiante.getByRole("checkbox", { name: "2.º · Sistemas operativos en red" })).not.toBeChecked();

  // --- Section 1, with a DNI whose letter is wrong first ---
  await datos.getByLabel("Número de documento").fill("18034567A");
  await datos.getByLabel("Teléfono").fill("612 34 00 11");
  await expect(datos.getByText("La letra del NIF/NIE no corresponde al número")).toBeVisible();
  await expect(datos.getByLabel("Número de documento")).toHaveAttribute("aria-invalid", "true");
  // A reserved number passes the letter check but is no one's; a passport has its own rule.
  await datos.getByLabel("Número de documento").fill("00000000T");
  await expect(datos.getByText("Ese número no es de ninguna persona: escribe el de tu documento")).toBeVisible();
  await datos.getByLabel("Tipo de documento").selectOption({ label: "Pasaporte" });
  await datos.getByLabel("Número de documento").fill("PAB");
  await expect(datos.getByText(/El pasaporte son de 5 a 20 letras y números/)).toBeVisible();
  await datos.getByLabel("Número de documento").fill("PAB123456");
  await expect(datos.getByLabel("Número de documento")).not.toHaveAttribute("aria-invalid", "true");
  await datos.getByLabel("Tipo de documento").selectOption({ label: "DNI / NIF" });
  await datos.getByLabel("Número de documento").fill("18034567z");
  await datos.getByLabel("Fecha de nacimiento").fill("2007-03-14");
  await datos.getByLabel("País de nacimiento").selectOption({ label: "España" });
  await datos.getByLabel("País de nacionalidad").selectOption({ label: "España" });
  await datos.getByLabel("Provincia de nacimiento").selectOption({ label: "Huesca" });
  await datos.getByLabel("Localidad de nacimiento").selectOption({ label: "Jaca" });

  // --- Section 2: the postal code proposes its municipality (INE table); the course domicile comes and goes ---
  const domicilio = estudiante.getByRole("group", { name: "2. Domicilio donde vivo habitualmente" });
  await domicilio.getByLabel("Dirección").fill("Calle del Parque, 12, 3.º B");
  await domicilio.getByLabel("Provincia").selectOption({ label: "Huesca" });
  await domicilio.getByLabel("Localidad").selectOption({ label: "Huesca" });
  await domicilio.getByLabel("Código postal").fill("22000");
  await expect(domicilio.getByText("No hay ninguna localidad con el código postal 22000.")).toBeVisible();
  await domicilio.getByLabel("Código postal").fill("22 300");
  await expect(domicilio.getByText("El código postal 22300 es de:")).toBeVisible();
  await domicilio.getByRole("button", { name: "Barbastro (Huesca)" }).click();
  await expect(domicilio.getByLabel("Localidad")).toHaveValue("22048");
  await expect(domicilio.getByLabel("Código postal")).toHaveValue("22300");
  await domicilio.getByLabel("Localidad").selectOption({ label: "Huesca" });
  await expect(domicilio.getByRole("button", { name: "Barbastro (Huesca)" })).toBeVisible();
  await domicilio.getByLabel("Código postal").fill("22003");
  await expect(domicilio.getByText(/es de:/)).toHaveCount(0);
  const diferente = domicilio.getByRole("checkbox", { name: "Viviré en un domicilio diferente este curso" });
  await diferente.check();
  await expect(estudiante.getByRole("group", { name: "Domicilio durante el curso" })).toBeVisible();
  await diferente.uncheck();
  await expect(estudiante.getByRole("group", { name: "Domicilio durante el curso" })).toHaveCount(0);

  // --- Section 4: Provincial asks for the departure point, which a route change resets ---
  const transporte = estudiante.getByRole("group", { name: TRANSPORTE });
  const ruta = transporte.getByLabel("Ruta de transporte");
  await expect(ruta.getByRole("option").first()).toHaveText("No necesitaré transporte");
  await ruta.selectOption("Provincial");
  const salida = transporte.getByLabel("Punto de salida de la ruta provincial");
  await salida.fill("Biescas");
  await ruta.selectOption("Huesca - Jaca");
  await expect(salida).toHaveCount(0);
  await ruta.selectOption("Provincial");
  await expect(salida).toHaveValue("");
  await salida.fill("Sabiñánigo, estación de autobuses");

  // --- Section 5 ---
  const proteccion = estudiante.getByRole("group", { name: "5. Protección de datos" });
  // The parents' consent is only asked of adults (issue 48).
  await datos.getByLabel("Fecha de nacimiento").fill("2010-05-20");
  await expect(proteccion.getByText("No se aplica: eres menor de edad")).toBeVisible();
  await expect(proteccion.getByRole("group", { name: /informados de mis calificaciones/ })).toHaveCount(0);
  await datos.getByLabel("Fecha de nacimiento").fill("2007-03-14");
  await proteccion.getByRole("group", { name: /informados de mis calificaciones/ }).getByLabel("Sí, autorizo").check();
  await proteccion.getByRole("group", { name: /grabar o fotografiar/ }).getByLabel("No autorizo").check();
  expect(await violacionesGraves(estudiante)).toEqual([]);

  // --- The draft is kept: leaving and coming back finds everything ---
  await expect(estudiante.getByText(/^Borrador guardado a las \d\d:\d\d$/)).toBeVisible();
  await expect(async () => {
    await estudiante.reload();
    await expect(estudiante.getByLabel("Punto de salida de la ruta provincial")).toHaveValue("Sabiñánigo, estación de autobuses", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(datos.getByLabel("Número de documento")).toHaveValue("18034567z");
  await expect(datos.getByLabel("Localidad de nacimiento")).toHaveValue("22130");

  // --- Printed before sending: the A4 copy of what the form holds, not the form ---
  await estudiante.emulateMedia({ media: "print" });
  const copia = await textoPdf(await estudiante.pdf({ format: "A4" }));
  await estudiante.emulateMedia({ media: "screen" });
  expect(copia.texto).toContain("MATRÍCULA · CURSO");
  expect(copia.texto).toContain("Copia sin enviar");
  for (const t of ["18034567Z", "Jaca", "Calle del Parque, 12, 3.º B", "Montaje y mantenimiento de equipos", "Ruta: Provincial", "Punto de salida: Sabiñánigo, estación de autobuses", "Firma del alumno/a"]) expect(copia.texto).toContain(t);
  expect(copia.texto).not.toContain("Finalizar");
  expect(copia.texto).not.toContain("Sistemas operativos en red");

  // --- The server checks the pair against the INE table: Barbastro's code with Huesca is refused ---
  const codigo = domicilio.getByLabel("Código postal");
  await codigo.fill("22300");
  await estudiante.getByRole("button", { name: "Finalizar" }).click();
  await expect(domicilio.getByText("El código postal 22300 no es de la localidad elegida: es de Barbastro")).toBeVisible();
  await expect(codigo).toHaveAttribute("aria-invalid", "true");
  await codigo.fill("22003");

  // --- Sent: the spec's message, then the copy and its PDF ---
  await estudiante.getByRole("button", { name: "Finalizar" }).click();
  await expect(estudiante.getByRole("status").filter({ hasText: ENVIADA })).toBeVisible();
  await estudiante.reload();
  await expect(estudiante.getByRole("heading", { name: /Tu matrícula/ })).toContainText("Enviada");
  const pdf = await estudiante.request.get("/api/estudiantes/matricula/pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { texto: textoPdfMatricula } = await textoPdf(await pdf.body());
  for (const t of ["Matrícula n.º", "18034567Z", "Diego", "Martín Lanau", "Punto de salida: Sabiñánigo, estación de autobuses", "Sí", "Firma del alumno/a"]) expect(textoPdfMatricula).toContain(t);
  await estudiante.getByRole("link", { name: "Ver la copia para imprimir" }).click();
  await expect(estudiante.getByRole("heading", { level: 1, name: /MATRÍCULA · CURSO/ })).toBeVisible();
  await expect(estudiante.getByRole("link", { name: "Descargar PDF" })).toHaveAttribute("href", "/api/estudiantes/matricula/pdf");
  expect(await violacionesGraves(estudiante)).toEqual([]);

  // --- The secretary finds it and marks an incidencia ---
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Matrículas" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Matrículas" })).toBeVisible();
  await admin.getByLabel("Ciclo").selectOption("IFC201");
  await admin.getByLabel("Transporte").selectOption({ label: "Provincial" });
  await admin.getByLabel("Buscar por nombre, DNI o correo").fill("martin lanau");
  await admin.getByRole("button", { name: "Filtrar" }).click();
  await expect(admin).toHaveURL(/ciclo=IFC201/);
  await expect(admin.getByRole("status")).toHaveText("1 matrícula");
  expect(await violacionesGraves(admin)).toEqual([]);
  await admin.getByRole("link", { name: "Martín Lanau, Diego" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Matrícula de Diego Martín Lanau" })).toBeVisible();
  await expect(admin.getByText("Punto de salida: Sabiñánigo, estación de autobuses")).toBeVisible();
  await admin.getByRole("button", { name: "Marcar incidencia" }).click();
  await expect(admin.getByText("Explica al estudiante qué debe corregir (al menos 5 caracteres)")).toBeVisible();
  expect(await violacionesGraves(admin)).toEqual([]);
  await admin.getByLabel("Nota para el estudiante").fill("El teléfono no contesta: revisa el número.");
  await admin.getByRole("button", { name: "Marcar incidencia" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Incidencia anotada" })).toBeVisible();
  // Not reviewed until the student has corrected it (issue 48).
  await expect(admin.getByText("Podrás marcarla como revisada cuando el estudiante la corrija y la vuelva a enviar.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Marcar como revisada" })).toHaveCount(0);
  const detalle = admin.url();

  // --- The student reads the note, fixes and resends ---
  await estudiante.goto("/estudiantes/matricula");
  const incidencia = estudiante.getByRole("region", { name: /Secretaría ha encontrado una incidencia/ });
  await expect(incidencia).toContainText("El teléfono no contesta: revisa el número.");
  await estudiante.getByRole("group", { name: "1. Datos del alumno/a" }).getByLabel("Teléfono").fill("699 00 00 11");
  await estudiante.getByRole("button", { name: "Enviar matrícula" }).click();
  await expect(estudiante.getByRole("status").filter({ hasText: ENVIADA })).toBeVisible();

  // --- The secretary reviews the new version and exports the CSV ---
  await admin.goto(detalle);
  await expect(admin.getByRole("definition").filter({ hasText: "699000011" })).toBeVisible();
  // What the resend changed, field by field, next to the record (issue 48).
  const cambios = admin.getByRole("region", { name: "Cambios entre envíos" });
  await expect(cambios.getByRole("rowheader", { name: "Teléfono" })).toBeVisible();
  await expect(cambios.getByRole("cell", { name: "699000011" })).toBeVisible();
  await expect(admin.getByRole("list", { name: "Historial de la matrícula" })).toContainText("Reenviada");
  await admin.getByRole("button", { name: "Marcar como revisada" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Matrícula marcada como revisada." })).toBeVisible();
  await admin.getByRole("link", { name: "← Matrículas" }).click();
  await admin.getByRole("link", { name: /^Revisada: \d+$/ }).click();
  await expect(admin.getByRole("link", { name: "Martín Lanau, Diego" })).toBeVisible();
  const descarga = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Exportar CSV (una fila por estudiante)" }).click();
  const csv = await readFile((await (await descarga).path())!, "utf8");
  const fila = csv.split("\r\n").find((l) => l.includes(`"${DIEGO}"`));
  expect(fila).toBeDefined();
  for (const t of ['"Revisada"', '"699000011"', '"0221 0222 0223 0225 0229"', '"Provincial"', '"Sabiñánigo, estación de autobuses"', '"22130"']) expect(fila).toContain(t);

  // --- Reviewed: the student's page shows the copy, no form ---
  await estudiante.reload();
  await expect(estudiante.getByRole("heading", { name: /Tu matrícula/ })).toContainText("Revisada");
  await expect(estudiante.getByRole("button", { name: "Finalizar" })).toHaveCount(0);

  // Ids that are not a matrícula are a real 404.
  expect((await admin.goto("/admin/matriculas/999999"))?.status()).toBe(404);
  expect((await admin.goto("/admin/matriculas/abc"))?.status()).toBe(404);
});

test("a QUI301 student never sees the transport section", async ({ browser }) => {
  const lucia = await paginaComo(browser, ACCOUNTS.estudiante.email);
  await lucia.goto("/estudiantes/matricula");
  await expect(lucia.getByLabel("Ciclo formativo")).toHaveValue("QUI301");
  await expect(lucia.getByRole("checkbox", { name: "1.º · Análisis químicos" })).toBeChecked();
  await expect(lucia.getByRole("group", { name: "4. Protección de datos" })).toBeVisible();
  await expect(lucia.getByRole("group", { name: TRANSPORTE })).toHaveCount(0);
  await expect(lucia.getByLabel("Ruta de transporte")).toHaveCount(0);
  // Choosing a cycle with transport shows it, and back again hides it; the modules start empty.
  // The other cycle's modules did not come with the page: the form asks the API for them.
  const modulosQui201 = lucia.waitForResponse((r) => r.url().endsWith("/api/ciclos/QUI201/modulos") && r.ok());
  await lucia.getByLabel("Ciclo formativo").selectOption("QUI201");
  await modulosQui201;
  await expect(lucia.getByRole("checkbox", { name: "1.º · Química aplicada" })).not.toBeChecked();
  await expect(lucia.getByRole("group", { name: TRANSPORTE })).toBeVisible();
  await lucia.getByLabel("Ciclo formativo").selectOption("QUI301");
  await expect(lucia.getByRole("group", { name: TRANSPORTE })).toHaveCount(0);
  await expect(lucia.getByRole("checkbox", { name: "1.º · Análisis químicos" })).not.toBeChecked();
  // Born abroad: free text instead of dropdowns.
  const datos = lucia.getByRole("group", { name: "1. Datos del alumno/a" });
  await datos.getByLabel("País de nacimiento").selectOption({ label: "Marruecos" });
  await expect(datos.getByRole("textbox", { name: "Localidad de nacimiento" })).toBeVisible();
  await datos.getByLabel("País de nacimiento").selectOption({ label: "España" });
  await expect(datos.getByRole("combobox", { name: "Localidad de nacimiento" })).toBeDisabled();
  // Nothing sent: there is no copy to print.
  expect((await lucia.goto("/estudiantes/matricula/copia"))?.status()).toBe(404);
});

test("before the page's scripts run, the form can be neither typed in nor sent", async ({ browser }) => {
  const lucia = await paginaComo(browser, ACCOUNTS.estudiante.email);
  // Without the framework's scripts the page stays as the server sent it, as on a slow phone.
  await lucia.route("**/_next/static/chunks/**", (r) => r.abort());
  await lucia.goto("/estudiantes/matricula");
  const datos = lucia.getByRole("group", { name: "1. Datos del alumno/a" });
  await expect(datos.getByLabel("Teléfono")).toBeVisible();
  // Typed now, react-hook-form would overwrite it; sent now, it would be a GET with the data in the address.
  await expect(datos.getByLabel("Teléfono")).toBeDisabled();
  await expect(lucia.getByRole("button", { name: "Enviar matrícula" })).toBeDisabled();
  await expect(lucia.getByRole("button", { name: "Finalizar" })).toBeDisabled();

  await lucia.unroute("**/_next/static/chunks/**");
  await lucia.reload();
  await expect(datos.getByLabel("Teléfono")).toBeEnabled();
  await expect(lucia.getByRole("button", { name: "Finalizar" })).toBeEnabled();
});

test("the secretary manages the transport routes", async ({ browser }) => {
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  await admin.goto("/admin/transporte");
  await expect(admin.getByRole("heading", { level: 1, name: "Rutas de transporte" })).toBeVisible();
  const rutas = admin.getByRole("list", { name: "Rutas de transporte" });
  await expect(rutas).toContainText("Provincial");
  expect(await violacionesGraves(admin)).toEqual([]);
  const nombre = `Huesca - Graus ${Date.now().toString(36)}`;
  await admin.getByLabel("Nombre de la nueva ruta").fill("huesca - jaca");
  await admin.getByRole("button", { name: "Añadir ruta" }).click();
  await expect(admin.getByText("Ya hay una ruta con ese nombre")).toBeVisible();
  await admin.getByLabel("Nombre de la nueva ruta").fill(nombre);
  await admin.getByRole("button", { name: "Añadir ruta" }).click();
  await expect(rutas.getByRole("listitem").filter({ hasText: nombre })).toContainText("Se ofrece");
  await admin.getByRole("button", { name: `Borrar ${nombre}` }).click();
  const dialogo = admin.getByRole("dialog", { name: "Borrar la ruta" });
  await dialogo.getByRole("button", { name: "Borrar" }).click();
  await expect(rutas.getByRole("listitem").filter({ hasText: nombre })).toHaveCount(0);
  // A route some matrícula asked for can only stop being offered.
  await expect(admin.getByRole("button", { name: "Borrar Huesca - Barbastro" })).toBeDisabled();
});
