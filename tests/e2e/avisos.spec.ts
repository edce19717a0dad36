import { ACCOUNTS, BASE_URL, expect, test } from "./support/auth";
import { SMTP_MENSAJES_URL } from "./support/config";
import { concederTodo, enfocar, enviarSolicitud, paginaComo, rellenarDatosSolicitud, violacionesGraves } from "./support/paginas";
import { cabeceraDe, parteDe } from "../support/smtp";

/**
 * Notices as people meet them: an admin resolves a convalidación in the browser; the student finds
 * it under the bell of the header (by keyboard, on a phone) and in her mailbox — the portal's
 * sender delivered it to the test mail server (tests/e2e/support/smtp-server.mjs) — with the link
 * to her letter and nothing about anyone else. The admin's outbox shows it sent and sends a test mail.
 */

// A student no other spec uses, so her bell and her mailbox hold only what this spec causes.
const LORENA = "lorena.zamora@cpifp-huesca.test";

type Mensaje = { de: string; para: string[]; crudo: string };

async function mensajes(): Promise<Mensaje[]> {
  const r = await fetch(SMTP_MENSAJES_URL);
  return (await r.json()) as Mensaje[];
}

test("a resolved convalidación reaches its student under the bell and by mail, with the letter's link and nobody else's data", async ({ browser }) => {
  test.setTimeout(90_000);
  const estudiante = await paginaComo(browser, LORENA);
  await estudiante.goto("/estudiantes/convalidaciones/nueva");
  await rellenarDatosSolicitud(estudiante);
  await estudiante.getByRole("list", { name: "Módulos de primer curso" }).getByRole("checkbox", { disabled: false }).first().check();
  await estudiante.getByLabel("Estudios que aportas").fill("Título de Técnico en Operaciones de Laboratorio");
  const id = await enviarSolicitud(estudiante);

  // --- The admin resolves it in the browser ---
  const admin = await concederTodo(browser, ACCOUNTS.admin.email, id);
  await expect(admin.getByRole("button", { name: "Resolver" })).toHaveCount(0);

  // --- The student, on a phone, reaches the bell by keyboard ---
  await estudiante.setViewportSize({ width: 390, height: 844 });
  await estudiante.goto("/estudiantes");
  const campana = estudiante.getByRole("link", { name: /^Avisos: \d+ sin leer$/ });
  await expect(campana).toBeVisible();
  const antes = Number(/(\d+)/.exec((await campana.getAttribute("aria-label"))!)![1]);
  await enfocar(campana);
  await estudiante.keyboard.press("Enter");
  await expect(estudiante).toHaveURL(/\/avisos$/);
  await expect(estudiante.getByRole("heading", { level: 1, name: "Avisos" })).toBeVisible();
  const asunto = "Tu solicitud de convalidación de QUI301 está resuelta";
  const aviso = estudiante.getByRole("listitem").filter({ has: estudiante.getByRole("link", { name: asunto }) });
  await expect(aviso.getByRole("link", { name: asunto })).toHaveAttribute("href", `/estudiantes/convalidaciones/${id}`);
  expect(await violacionesGraves(estudiante)).toEqual([]);
  await aviso.getByRole("button", { name: `Marcar como leído: ${asunto}` }).click();
  await expect(estudiante.getByRole("status").filter({ hasText: "Aviso marcado como leído." })).toBeVisible();
  await expect(aviso.getByRole("button")).toHaveCount(0);
  await expect(estudiante.getByRole("link", { name: antes === 1 ? "Avisos: ninguno sin leer" : `Avisos: ${antes - 1} sin leer` })).toBeVisible();
  await aviso.getByRole("link", { name: asunto }).click();
  await expect(estudiante.getByRole("heading", { level: 1, name: new RegExp(`Solicitud de convalidación n\\.º ${id}`) })).toBeVisible();

  // --- Her mailbox: the sender delivered it, once, to her alone ---
  const deLaSolicitud = (m: Mensaje) => cabeceraDe(m.crudo, "Subject") === asunto && parteDe(m.crudo, "text/plain").includes(`/estudiantes/convalidaciones/${id}/respuesta`);
  await expect.poll(async () => (await mensajes()).filter(deLaSolicitud).length, { message: "el correo de la resolución llega al servidor de pruebas" }).toBe(1);
  const [correo] = (await mensajes()).filter(deLaSolicitud);
  expect(correo.para).toEqual([LORENA]);
  expect(correo.de).toBe("portal@cpifp-huesca.test");
  const texto = parteDe(correo.crudo, "text/plain");
  expect(texto).toContain(`Carta de respuesta: ${BASE_URL}/estudiantes/convalidaciones/${id}/respuesta`);
  expect(parteDe(correo.crudo, "text/html")).toContain(`<a href="${BASE_URL}/estudiantes/convalidaciones/${id}/respuesta">Carta de respuesta</a>`);
  // Nothing of another person: no address at all, no other demo student's name.
  expect(texto).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  for (const ajeno of ["Lucía", "Pérez", "Diego", "Martín", "Zamora"]) expect(texto).not.toContain(ajeno);

  // --- The admins' outbox shows it sent, and sends a test mail ---
  await admin.goto("/admin/correo?estado=enviado");
  await expect(admin.getByRole("link", { name: /^Enviados \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const fila = admin.getByRole("listitem").filter({ hasText: asunto }).filter({ hasText: `Para ${LORENA}` });
  await expect(fila.getByText("Enviado", { exact: true })).toBeVisible();
  expect(await violacionesGraves(admin)).toEqual([]);
  await admin.getByLabel("Enviar un correo de prueba a").fill("no es una dirección");
  await admin.getByRole("button", { name: "Enviar prueba" }).click();
  await expect(admin.getByText("La dirección de prueba no es válida")).toBeVisible();
  const destino = `prueba.${Date.now()}@otro-centro.test`;
  await admin.getByLabel("Enviar un correo de prueba a").fill(destino);
  await admin.getByRole("button", { name: "Enviar prueba" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Correo de prueba a ${destino} en la cola` })).toBeVisible();
  await expect.poll(async () => (await mensajes()).filter((m) => m.para.includes(destino)).map((m) => cabeceraDe(m.crudo, "Subject"))).toEqual(["Correo de prueba del portal"]);
});
