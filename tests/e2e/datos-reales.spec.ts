import { MATRICULA_EJEMPLO } from "../support/matricula";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, DOMAIN, expect, test } from "./support/auth";
import { enfocar, paginaComo } from "./support/paginas";

/**
 * Issue 48, data rules against real reference data: a student's convalidación request starts from
 * her matrícula with the INE lists, a typed postal code proposes its municipality, a name with a
 * digit is refused; the secretary sees who has not sent the matrícula, per group, and what each
 * send was; «Nueva persona» flags a name with a digit and a student without surnames, and a long
 * name is counted, not cut.
 */

const DIEGO = `diego.martin@${DOMAIN}`;
type SinEnviar = { curso: string; grupos: { grupo: string; estudiantes: number; sinEnviar: { email: string; nombre: string; apellidos: string }[] }[] };

test("the convalidación request starts from the matrícula with the INE lists; the secretary sees who has not sent one", async ({ browser, request }) => {
  test.setTimeout(120_000);
  // --- A 1IFC201 student no other spec uses sends her matrícula (the secretary's API names her) ---
  const admin = await tokenApi(request, ACCOUNTS.admin.email);
  const r = await request.get("/api/admin/matriculas/sin-enviar", { headers: bearer(admin) });
  expect(r.status()).toBe(200);
  const antes = (await r.json()) as SinEnviar;
  const grupo = antes.grupos.find((g) => g.grupo === "1IFC201")!;
  const alumno = grupo.sinEnviar.filter((e) => e.email !== DIEGO).sort((a, b) => a.email.localeCompare(b.email)).at(-1)!;
  expect((await request.get("/api/admin/matriculas/sin-enviar", { headers: bearer(await tokenApi(request, ACCOUNTS.docente.email)) })).status()).toBe(403);

  const token = await tokenApi(request, alumno.email);
  const enviada = await request.post("/api/estudiantes/matricula", {
    headers: bearer(token),
    data: {
      ...MATRICULA_EJEMPLO,
      nombre: alumno.nombre,
      apellidos: alumno.apellidos,
      domicilio: { direccion: "Calle Mayor, 7", codigoPostal: "22700", provincia: { id: "22" }, localidad: { id: "22130" } },
    },
  });
  expect(enviada.status()).toBe(200);
  const matricula = (await enviada.json()) as { id: number };

  // --- Her request form: her matrícula's data, province and locality from the lists ---
  const estudiante = await paginaComo(browser, alumno.email);
  await estudiante.goto("/estudiantes/convalidaciones/nueva");
  await expect(estudiante.getByText("Hemos rellenado tus datos con los de tu matrícula: revísalos.")).toBeVisible();
  await expect(estudiante.getByLabel("NIF/NIE")).toHaveValue("18034567Z");
  await expect(estudiante.getByLabel("Domicilio")).toHaveValue("Calle Mayor, 7");
  await expect(estudiante.getByLabel("Teléfono móvil")).toHaveValue("612340011");
  const provincia = estudiante.getByRole("combobox", { name: "Provincia" });
  const localidad = estudiante.getByRole("combobox", { name: "Localidad" });
  await expect(provincia).toHaveValue("Huesca");
  await expect(localidad).toHaveValue("Jaca");
  await expect(estudiante.getByLabel("Código postal")).toHaveValue("22700");
  // Another province lists its own localities, none chosen.
  await provincia.selectOption({ label: "Zaragoza" });
  await expect(localidad.getByRole("option", { name: "Calatayud" })).toHaveCount(1);
  await expect(localidad).toHaveValue("");
  // A typed postal code proposes its municipality, which fills province and locality.
  await estudiante.getByLabel("Código postal").fill("22 300");
  await estudiante.getByRole("button", { name: "Barbastro (Huesca)" }).click();
  await expect(provincia).toHaveValue("Huesca");
  await expect(localidad).toHaveValue("Barbastro");
  await expect(estudiante.getByLabel("Código postal")).toHaveValue("22300");
  await expect(estudiante.getByText(/es de:/)).toHaveCount(0);
  // A name with a digit is refused next to the field.
  await estudiante.getByLabel("Nombre", { exact: true }).fill("Ana3");
  await enfocar(estudiante.getByLabel("Apellidos"));
  await expect(estudiante.getByText("El nombre solo puede tener letras, espacios, apóstrofos, guiones y puntos")).toBeVisible();
  await estudiante.context().close();

  // --- The secretary: who has not sent it, per group, and the send kept as a version ---
  const secretaria = await paginaComo(browser, ACCOUNTS.admin.email);
  await secretaria.goto("/admin/matriculas");
  await secretaria.getByRole("link", { name: /^Sin enviar \(\d+\) en \d{4}\/\d{4}$/ }).click();
  await expect(secretaria.getByRole("heading", { level: 1, name: "Matrículas sin enviar" })).toBeVisible();
  await expect(secretaria.getByRole("navigation", { name: "Sin enviar por grupo" }).getByRole("link", { name: /^1IFC201: \d+ de \d+$/ })).toBeVisible();
  const ifc = secretaria.getByRole("list", { name: "Sin enviar en 1IFC201" });
  await expect(ifc).toBeVisible();
  await expect(ifc.getByText(alumno.email, { exact: true })).toHaveCount(0);
  // lucia.perez never sends one in the other specs.
  await expect(secretaria.getByText(ACCOUNTS.estudiante.email, { exact: true })).toBeVisible();

  await secretaria.goto(`/admin/matriculas/${matricula.id}`);
  const versiones = secretaria.getByRole("region", { name: "Cambios entre envíos" });
  await expect(versiones.getByText(/^Versión 1 · /)).toBeVisible();
  await expect(versiones.getByText("Primera versión guardada.")).toBeVisible();
  const api = await request.get(`/api/admin/matriculas/${matricula.id}/versiones`, { headers: bearer(admin) });
  expect(await api.json()).toEqual([{ version: 1, enviada: expect.any(String), cambios: null }]);
});

test("«Nueva persona» flags a name with a digit and a student without surnames, and counts a long name instead of cutting it", async ({ browser }) => {
  const admin = await paginaComo(browser, ACCOUNTS.admin.email);
  await admin.goto("/admin/usuarios/nuevo");
  const nombre = admin.getByLabel("Nombre", { exact: true });
  await nombre.fill("x".repeat(90));
  await expect(nombre).toHaveValue("x".repeat(90));
  await expect(admin.getByText("90 caracteres: como máximo 80")).toBeVisible();
  await nombre.fill("Ana3");
  await admin.getByLabel("Correo del centro").fill(`ana.prueba48@${DOMAIN}`);
  await admin.getByRole("button", { name: "Dar de alta" }).click();
  await expect(admin.getByText("El nombre solo puede tener letras, espacios, apóstrofos, guiones y puntos")).toBeVisible();
  await expect(admin.getByText("Faltan los apellidos: el alumnado los necesita en la matrícula, las listas y los certificados")).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/usuarios\/nuevo$/);
});
