import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, OTHER_ACTIVE, expect, signInAsDemo, test } from "./support/auth";
import { textoPdf } from "./support/pdf";
import { enfocar } from "./support/paginas";

/**
 * Teaching follow-up (issue 11). The demo seed gives every demo module a plan and its sessions up
 * to today. Modules used here so that the specs never race: 0069/QUI301 (Ana, the calendar test),
 * 0065/QUI301 (Ana, the API tests; api-permisos only reads it), 0068/QUI301 (jefatura's report).
 */

const MODULO = "/docentes/seguimientos/0069/QUI301";
const PABLO = OTHER_ACTIVE.find((a) => a.email.startsWith("pablo.ruiz"))!.email;
const ELENA = OTHER_ACTIVE.find((a) => a.email.startsWith("elena.sanz"))!.email;

const hoyIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const sumarDias = (iso: string, n: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const diaSemana = (iso: string) => ((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const aIso = (ddmmyyyy: string) => `${ddmmyyyy.slice(6, 10)}-${ddmmyyyy.slice(3, 5)}-${ddmmyyyy.slice(0, 2)}`;

/** A session button's accessible name: 'Lunes 23/11/2026, 08:30–09:25: <acción or sin asignar>'. */
const SESION = /^\S+ (\d{2}\/\d{2}\/\d{4}), \d{2}:\d{2}–\d{2}:\d{2}: (.+)$/;

async function botonesSesion(page: Page): Promise<{ boton: Locator; fecha: string; accion: string }[]> {
  const calendario = page.getByRole("region", { name: "Calendario de sesiones" });
  const botones = await calendario.getByRole("button").all();
  const out: { boton: Locator; fecha: string; accion: string }[] = [];
  for (const b of botones) {
    const m = SESION.exec((await b.getAttribute("aria-label")) ?? "");
    if (m) out.push({ boton: b, fecha: aIso(m[1]), accion: m[2] });
  }
  return out;
}

/** axe (WCAG 2.1 AA) finds nothing serious or critical on the page as it is. */
async function sinFallosGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

async function valorIndicador(page: Page, cual: "sesiones-impartidas" | "acciones-impartidas"): Promise<number> {
  return Number(await page.locator(`[data-indicador="${cual}"]`).textContent());
}

test.describe("docente", () => {
  test.use({ signedInAs: ACCOUNTS.docente.email });

  test("a teacher sets up sessions, plans an action and assigns, reassigns and deselects sessions in the calendar", async ({ page }) => {
    test.slow();
    const hoy = hoyIso();
    const nombre = `Prácticas de refuerzo ${Date.now()}`;

    // From the picker, as a teacher gets there.
    await page.goto("/docentes/seguimientos");
    await expect(page.getByRole("heading", { level: 1, name: "Mis Seguimientos" })).toBeVisible();
    await page.getByRole("list", { name: "Mis módulos" }).getByRole("link", { name: "Ensayos fisicoquímicos" }).click();
    await expect(page).toHaveURL(MODULO);
    await expect(page.getByRole("heading", { level: 1, name: "Ensayos fisicoquímicos" })).toBeVisible();
    await expect(page.getByText(/^1\.º QUI301 Laboratorio/)).toBeVisible();

    // Configuration: the add-session form refuses what it must, then adds one.
    const paginas = page.getByRole("navigation", { name: "Páginas del módulo" });
    await paginas.getByRole("link", { name: "Configuración" }).click();
    await expect(page).toHaveURL(`${MODULO}/configuracion`);
    const anadir = page.getByRole("form", { name: "Añadir sesión" });
    await anadir.getByRole("button", { name: "Añadir sesión" }).click();
    await expect(anadir.getByText("Falta la fecha", { exact: true })).toBeVisible();
    await expect(anadir.getByText("Elige una franja horaria", { exact: true })).toBeVisible();

    let sabado = sumarDias(hoy, 7);
    while (diaSemana(sabado) !== 6) sabado = sumarDias(sabado, 1);
    await anadir.getByLabel("Fecha").fill(sabado);
    await anadir.getByLabel("Franja horaria").selectOption({ label: "13:35–14:30" });
    await anadir.getByRole("button", { name: "Añadir sesión" }).click();
    await expect(anadir.getByText("Las sesiones son de lunes a viernes", { exact: true })).toBeVisible();

    // A future weekday has no session yet (the seed stops at today); skip any día no lectivo.
    const anadida = anadir.getByRole("status").filter({ hasText: "Sesión añadida correctamente" });
    let dia = sumarDias(hoy, 21);
    for (let intento = 0; ; intento++) {
      while (diaSemana(dia) > 5) dia = sumarDias(dia, 1);
      await anadir.getByLabel("Fecha").fill(dia);
      await anadir.getByRole("button", { name: "Añadir sesión" }).click();
      const festivo = anadir.getByRole("alert").filter({ hasText: `El ${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)} es día no lectivo` });
      await expect(anadida.or(festivo)).toBeVisible();
      if (await anadida.isVisible()) break;
      expect(intento).toBeLessThan(10);
      dia = sumarDias(dia, 1);
    }
    // The same session again is refused.
    await anadir.getByLabel("Fecha").fill(dia);
    await anadir.getByLabel("Franja horaria").selectOption({ label: "13:35–14:30" });
    await anadir.getByRole("button", { name: "Añadir sesión" }).click();
    await expect(anadir.getByRole("alert")).toHaveText(/^Ya hay una sesión el \d{2}\/\d{2}\/\d{4} de 13:35 a 14:30\.$/);

    // Generating the year's sessions from the timetable, twice: the second run adds nothing.
    const generar = page.getByRole("form", { name: "Generar sesiones del curso" });
    await generar.getByRole("button", { name: "Generar sesiones del curso" }).click();
    await expect(generar.getByRole("status")).toHaveText(/^Se han añadido \d+ sesiones entre el/);
    await generar.getByRole("button", { name: "Generar sesiones del curso" }).click();
    await expect(generar.getByRole("status")).toHaveText(/^Se han añadido 0 sesiones .*; \d+ ya estaban y no se han repetido/);

    // Actions: the create form's checks, then a new action; the total of scheduled hours grows.
    await paginas.getByRole("link", { name: "Acciones formativas" }).click();
    await expect(page).toHaveURL(`${MODULO}/acciones`);
    const totalAntes = await page.locator('[data-total="programadas"]').textContent();
    const accionesAntes = await valorIndicador(page, "acciones-impartidas");
    const totalAccionesAntes = await page.getByRole("list", { name: "Acciones formativas" }).getByRole("article").count();
    const nueva = page.getByRole("form", { name: "Nueva acción formativa" });
    await nueva.getByRole("button", { name: "Crear acción" }).click();
    await expect(nueva.getByText("Falta el nombre", { exact: true })).toBeVisible();
    await expect(nueva.getByText("Faltan las horas estimadas")).toBeVisible();
    await nueva.getByLabel("Nombre").fill(nombre);
    await nueva.getByLabel("Horas estimadas").fill("-2");
    await nueva.getByLabel("Fecha de inicio").fill(sumarDias(hoy, 10));
    await nueva.getByLabel("Fecha de fin").fill(sumarDias(hoy, 3));
    await nueva.getByRole("button", { name: "Crear acción" }).click();
    await expect(nueva.getByText("Las horas estimadas deben ser más de 0 y como mucho 500")).toBeVisible();
    await expect(nueva.getByText("La fecha de fin no puede ser anterior a la de inicio")).toBeVisible();
    await nueva.getByLabel("Horas estimadas").fill("1,5");
    await nueva.getByLabel("Fecha de fin").fill(sumarDias(hoy, 20));
    await nueva.getByRole("button", { name: "Crear acción" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Acción formativa «${nombre}» creada.` })).toBeVisible();
    const tarjeta = page.getByRole("article", { name: nombre });
    await expect(tarjeta).toContainText("0 h de 1,5 h");
    await expect(page.getByRole("list", { name: "Acciones formativas" }).getByRole("article")).toHaveCount(totalAccionesAntes + 1);
    await expect(page.locator('[data-total="programadas"]')).not.toHaveText(totalAntes ?? "");
    await expect(page.locator("dd").filter({ has: page.locator('[data-indicador="acciones-impartidas"]') })).toContainText(`${accionesAntes} de ${totalAccionesAntes + 1}`);

    // The calendar: select the new action and press an unassigned session of the past.
    await paginas.getByRole("link", { name: "Seguimiento" }).click();
    await expect(page).toHaveURL(MODULO);
    const impartidas = await valorIndicador(page, "sesiones-impartidas");
    let sesiones = await botonesSesion(page);
    let libre = sesiones.find((s) => s.fecha <= hoy && s.accion === "sin asignar");
    if (!libre) {
      await page.getByRole("button", { name: /^Mes anterior/ }).click();
      sesiones = await botonesSesion(page);
      libre = sesiones.find((s) => s.fecha <= hoy && s.accion === "sin asignar");
    }
    expect(libre, "hay una sesión pasada sin asignar").toBeDefined();
    const primera = libre!.boton;
    const nombrePrimera = (await primera.getAttribute("aria-label"))!.replace(/sin asignar$/, "");

    // Without an action chosen, pressing a session only explains what to do.
    await primera.click();
    await expect(page.getByRole("alert").filter({ hasText: "Elige primero una acción formativa" })).toBeVisible();

    const eleccion = page.getByRole("button", { name: new RegExp(`^${nombre}`) });
    await eleccion.click();
    await expect(eleccion).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: `${nombrePrimera}sin asignar` }).click();
    await expect(page.getByRole("button", { name: `${nombrePrimera}${nombre}` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `asignada a «${nombre}»` })).toBeVisible();
    await expect(page.locator('[data-indicador="sesiones-impartidas"]')).toHaveText(String(impartidas + 1));

    // Reassign: a session of another action becomes this one's; the number of sessions given stays.
    const otra = (await botonesSesion(page)).find((s) => s.accion !== "sin asignar" && s.accion !== nombre);
    expect(otra, "hay una sesión de otra acción").toBeDefined();
    const nombreOtra = (await otra!.boton.getAttribute("aria-label"))!;
    const prefijoOtra = nombreOtra.slice(0, nombreOtra.lastIndexOf(": ") + 2);
    await otra!.boton.click();
    await expect(page.getByRole("button", { name: `${prefijoOtra}${nombre}` })).toBeVisible();
    await expect(page.locator('[data-indicador="sesiones-impartidas"]')).toHaveText(String(impartidas + 1));

    // Deselect: pressing a session of the selected action again takes it off.
    await page.getByRole("button", { name: `${nombrePrimera}${nombre}` }).click();
    await expect(page.getByRole("button", { name: `${nombrePrimera}sin asignar` })).toBeVisible();
    await expect(page.locator('[data-indicador="sesiones-impartidas"]')).toHaveText(String(impartidas));
    // Pressing the selected action again deselects it.
    await eleccion.click();
    await expect(eleccion).toHaveAttribute("aria-pressed", "false");

    // The action now has the reassigned session's hours; lower its estimate: the server flags the excess.
    await paginas.getByRole("link", { name: "Acciones formativas" }).click();
    await expect(tarjeta).not.toContainText("0 h de 1,5 h");
    await expect(tarjeta).not.toContainText("Desfase");
    await tarjeta.getByRole("button", { name: `Editar ${nombre}` }).click();
    const edicion = page.getByRole("form", { name: `Editar ${nombre}` });
    await edicion.getByLabel("Horas estimadas").fill("0,5");
    await edicion.getByLabel("Desviaciones").fill("El grupo necesitó repasar.");
    await edicion.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Cambios de «${nombre}» guardados.` })).toBeVisible();
    await expect(tarjeta.getByText(/^⚠ Desfase: \+0,\d+ h$/)).toBeVisible();
    await expect(tarjeta).toContainText("Desviaciones: El grupo necesitó repasar.");

    // Completed and back.
    await tarjeta.getByRole("button", { name: "Marcar como completada" }).click();
    await expect(tarjeta.getByText("Completada", { exact: true })).toBeVisible();
    await expect(page.locator('[data-indicador="acciones-impartidas"]')).toHaveText(String(accionesAntes + 1));

    // Delete after confirming; cancelling keeps it.
    await tarjeta.getByRole("button", { name: `Eliminar ${nombre}` }).click();
    const dialogo = page.getByRole("dialog", { name: "Eliminar acción formativa" });
    await expect(dialogo).toContainText(`¿Eliminar «${nombre}»?`);
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(tarjeta).toBeVisible();
    await tarjeta.getByRole("button", { name: `Eliminar ${nombre}` }).click();
    await dialogo.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Acción formativa «${nombre}» eliminada. 1 sesión ha quedado sin asignar.` })).toBeVisible();
    await expect(tarjeta).toHaveCount(0);
  });

  test("two tabs editing the same action: the later save is refused with a message and the first one's change stays", async ({ page }) => {
    const ruta = `${MODULO}/acciones`;
    await page.goto(ruta);
    const otra = await page.context().newPage();
    await otra.goto(ruta);
    const nombre = (await page.getByRole("button", { name: /^Editar / }).first().getAttribute("aria-label"))!.slice("Editar ".length);
    const comentario = `Revisado en la pestaña A ${Date.now()}`;

    // Both tabs open the same action's form; the first one saves.
    await otra.getByRole("button", { name: `Editar ${nombre}` }).click();
    await page.getByRole("button", { name: `Editar ${nombre}` }).click();
    const enA = page.getByRole("form", { name: `Editar ${nombre}` });
    await enA.getByLabel("Comentarios").fill(comentario);
    await enA.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Cambios de «${nombre}» guardados.` })).toBeVisible();

    // The second, with the form it opened before, is told instead of wiping the comment.
    const enB = otra.getByRole("form", { name: `Editar ${nombre}` });
    await enB.getByLabel("Horas estimadas").fill("14");
    await enB.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(enB.getByText(/ha cambiado desde que la abriste/)).toBeVisible();
    await otra.reload();
    await expect(otra.getByRole("listitem").filter({ hasText: nombre }).first()).toContainText(comentario);
    await otra.close();
  });

  test("the calendar works with the keyboard and on a phone, Monday to Friday with Spanish months", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(MODULO);
    const calendario = page.getByRole("region", { name: "Calendario de sesiones" });
    await expect(calendario.getByRole("heading", { level: 2 })).toHaveText(/^(Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre) \d{4}$/);
    // No weekend day is ever listed.
    const dias = await calendario.getByRole("listitem").filter({ has: page.locator("p") }).evaluateAll((li) => li.map((x) => x.getAttribute("aria-label") ?? ""));
    expect(dias.length).toBeGreaterThan(0);
    expect(dias.filter((d) => /^(Sábado|Domingo)/.test(d))).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Keyboard: move to the previous month with Enter, choose an action with Space.
    const mes = await calendario.getByRole("heading", { level: 2 }).textContent();
    await enfocar(calendario.getByRole("button", { name: /^Mes anterior/ }));
    await page.keyboard.press("Enter");
    await expect(calendario.getByRole("heading", { level: 2 })).not.toHaveText(mes ?? "");
    const primeraAccion = page.getByRole("group", { name: "Acción formativa que asignas" }).getByRole("button").first();
    await enfocar(primeraAccion);
    await page.keyboard.press("Space");
    await expect(primeraAccion).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Space");
    await expect(primeraAccion).toHaveAttribute("aria-pressed", "false");
  });

  test("the teacher's follow-up pages have no serious accessibility faults", async ({ page }) => {
    test.slow();
    for (const ruta of ["/docentes/seguimientos", MODULO, `${MODULO}/acciones`, `${MODULO}/configuracion`]) {
      await page.goto(ruta);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await sinFallosGraves(page);
    }
  });

  test("'Buscando módulo' shows while the module loads, and a module the teacher does not teach is not found", async ({ page }) => {
    const r = await page.request.get(MODULO);
    expect(r.status()).toBe(200);
    expect(await r.text()).toContain("Buscando módulo");
    for (const ruta of ["/docentes/seguimientos/0221/IFC201", "/docentes/seguimientos/0221/IFC201/acciones", "/docentes/seguimientos/0221/IFC201/configuracion", "/docentes/seguimientos/9999/QUI301"]) {
      const respuesta = await page.goto(ruta);
      expect(respuesta?.status(), ruta).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    }
  });
});

test("a teacher of another module and a head of another department get not found", async ({ browser }) => {
  test.slow();
  for (const email of [PABLO, ELENA]) {
    const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const page = await ctx.newPage();
      await signInAsDemo(page, email);
      const rutas = email === PABLO ? [MODULO, `${MODULO}/acciones`, `${MODULO}/configuracion`] : ["/jefatura/seguimientos/0069/QUI301", "/jefatura/seguimientos/informe?modulo=0069/QUI301"];
      for (const ruta of rutas) {
        const r = await page.goto(ruta);
        expect(r?.status(), `${email} ${ruta}`).toBe(404);
        await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      }
    } finally {
      await ctx.close();
    }
  }
});

test.describe("jefatura", () => {
  test.use({ signedInAs: ACCOUNTS.jefatura.email });

  test("the head of department reviews the modules, the overview by deviation and a module, and prints the monthly report", async ({ page }) => {
    test.slow();
    await page.goto("/jefatura/seguimientos");
    await expect(page.getByRole("heading", { level: 1, name: "Mis Seguimientos" })).toBeVisible();
    const lista = page.getByRole("list", { name: "Módulos del departamento" });
    await expect(lista.getByRole("link", { name: "Ensayos físicos", exact: true })).toBeVisible();
    await expect(lista.getByRole("link", { name: "Montaje y mantenimiento de equipos" })).toHaveCount(0);

    await sinFallosGraves(page);
    await page.getByRole("link", { name: "Resumen del departamento" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Resumen del departamento" })).toBeVisible();
    await sinFallosGraves(page);
    const resumen = page.getByRole("list", { name: "Módulos por desviación" });
    const filas = resumen.getByRole("listitem");
    const n = await filas.count();
    expect(n).toBeGreaterThan(10);
    // Most deviated first: no module without deviation comes before one with it.
    const desviadas = await filas.evaluateAll((li) => li.map((x) => /(^|\D)[1-9]\d* acci(ón|ones) retrasadas?|Desfase: \+/.test(x.textContent ?? "")));
    expect(desviadas.indexOf(false) === -1 || desviadas.slice(desviadas.indexOf(false)).every((d) => !d)).toBe(true);

    // A module, read-only: no assigning, no configuration, no editing.
    await resumen.getByRole("link", { name: "Ensayos físicos", exact: true }).click();
    await expect(page).toHaveURL("/jefatura/seguimientos/0068/QUI301");
    await expect(page.getByRole("heading", { level: 1, name: "Ensayos físicos" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Calendario de sesiones" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Acción formativa que asignas" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Páginas del módulo" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Editar / })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Acciones formativas" }).getByRole("article").first()).toBeVisible();

    // The module's monthly report: one A4 page.
    await page.getByRole("link", { name: "Informe mensual del módulo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Informe mensual de seguimiento: [a-z]+ de \d{4}$/ })).toBeVisible();
    await expect(page.getByRole("article", { name: "Informe de Ensayos físicos" })).toContainText("Firma del docente");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
    const uno = await textoPdf(await page.pdf({ format: "A4", preferCSSPageSize: true }));
    expect(uno.paginas).toBe(1);
    expect(uno.texto).toContain("Ensayos físicos");
    expect(uno.texto).toContain("Desviaciones y medidas correctoras");

    await page.emulateMedia({ media: "screen" });
    await sinFallosGraves(page);

    // The whole department: one page per module.
    await page.emulateMedia({ media: "screen" });
    await page.goto("/jefatura/seguimientos/informe");
    const hojas = page.getByRole("article", { name: /^Informe de / });
    await expect(hojas).toHaveCount(n);
    await page.emulateMedia({ media: "print" });
    const todo = await textoPdf(await page.pdf({ format: "A4", preferCSSPageSize: true }));
    expect(todo.paginas).toBe(n);
    expect(todo.porPagina.every((p) => p.includes("Seguimiento de la programación"))).toBe(true);
  });
});

test.describe("administración", () => {
  test.use({ signedInAs: ACCOUNTS.admin.email });

  test("the administration keeps school years and días no lectivos", async ({ page }) => {
    test.slow();
    await page.goto("/admin");
    await page.getByRole("link", { name: "Curso académico y calendario" }).click();
    await expect(page).toHaveURL("/admin/calendario");
    await expect(page.getByRole("heading", { level: 1, name: "Calendario del centro" })).toBeVisible();
    await sinFallosGraves(page);

    // A new school year; the same one again is refused; dates in the wrong years too.
    const y = 2090 + Math.floor(Math.random() * 8);
    const codigo = `${y}/${y + 1}`;
    const nuevo = page.getByRole("form", { name: "Nuevo curso académico" });
    await nuevo.getByLabel("Curso", { exact: true }).fill(codigo);
    await nuevo.getByLabel("Primer día de clase").fill(`${y + 1}-09-15`);
    await nuevo.getByLabel("Último día de clase").fill(`${y + 1}-06-22`);
    await nuevo.getByRole("button", { name: "Crear curso" }).click();
    await expect(nuevo.getByText(`El curso ${codigo} empieza en ${y}`)).toBeVisible();
    await nuevo.getByLabel("Primer día de clase").fill(`${y}-09-15`);
    await nuevo.getByRole("button", { name: "Crear curso" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Curso ${codigo} creado.` })).toBeVisible();
    const cursos = page.getByRole("list", { name: "Cursos académicos" });
    await expect(cursos.getByRole("listitem").filter({ hasText: codigo })).toContainText(`del 15/09/${y} al 22/06/${y + 1}`);
    await nuevo.getByLabel("Curso", { exact: true }).fill(codigo);
    await nuevo.getByRole("button", { name: "Crear curso" }).click();
    await expect(nuevo.getByText(`El curso ${codigo} ya existe: cambia sus fechas en la lista.`).first()).toBeVisible();

    // Making it current asks first; cancelling leaves the current year alone.
    await page.getByRole("button", { name: `Marcar ${codigo} como curso actual` }).click();
    const dialogo = page.getByRole("dialog", { name: "Cambiar el curso actual" });
    await expect(dialogo).toContainText(`pasarán a usar el curso ${codigo}`);
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("button", { name: `Marcar ${codigo} como curso actual` })).toBeVisible();

    // Its dates change in place.
    await page.getByRole("button", { name: `Cambiar las fechas de ${codigo}` }).click();
    const fechas = page.getByRole("form", { name: `Fechas del curso ${codigo}` });
    await fechas.getByLabel("Primer día de clase").fill(`${y}-09-10`);
    await fechas.getByRole("button", { name: "Guardar fechas" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Curso ${codigo}: del 10/09/${y} al 22/06/${y + 1}.` })).toBeVisible();

    // Days off of that year: a week as a range (five weekdays), then one taken off after confirming.
    await page.getByRole("link", { name: codigo, exact: true }).click();
    await expect(page.getByRole("heading", { name: `Días no lectivos del curso ${codigo}` })).toBeVisible();
    const dias = page.getByRole("form", { name: "Añadir días no lectivos" });
    let lunes = `${y + 1}-03-01`;
    while (diaSemana(lunes) !== 1) lunes = sumarDias(lunes, 1);
    await dias.getByLabel("Fecha", { exact: true }).fill(sumarDias(lunes, 6));
    await dias.getByLabel("Hasta (para un periodo)").fill(lunes);
    await dias.getByRole("button", { name: "Añadir" }).click();
    await expect(dias.getByText("La fecha final no puede ser anterior a la inicial")).toBeVisible();
    await dias.getByLabel("Fecha", { exact: true }).fill(lunes);
    await dias.getByLabel("Hasta (para un periodo)").fill(sumarDias(lunes, 6));
    await dias.getByLabel("Descripción").fill("Semana cultural");
    await dias.getByRole("button", { name: "Añadir" }).click();
    await expect(page.getByRole("status").filter({ hasText: "5 días añadidos como no lectivos" })).toBeVisible();
    const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    await expect(page.getByText("Semana cultural")).toHaveCount(5);
    await page.getByRole("button", { name: `Quitar ${fecha(lunes)}` }).click();
    await page.getByRole("dialog", { name: "Quitar día no lectivo" }).getByRole("button", { name: "Quitar" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${fecha(lunes)} vuelve a ser lectivo.` })).toBeVisible();
    await expect(page.getByText("Semana cultural")).toHaveCount(4);
  });
});

// --- REST API -------------------------------------------------------------------------------------

test.describe("API", () => {
  // One after another: the bad-input test compares the module before and after.
  test.describe.configure({ mode: "serial" });
  const tokens: Record<string, string> = {};
  const hdr = (quien: string) => bearer(tokens[quien]);

  test.beforeAll(async ({ request }) => {
    for (const [k, email] of Object.entries({ ana: ACCOUNTS.docente.email, javier: ACCOUNTS.jefatura.email, pablo: PABLO, elena: ELENA, lucia: ACCOUNTS.estudiante.email })) tokens[k] = await tokenApi(request, email);
  });

  async function estado(request: APIRequestContext) {
    const sesiones = await (await request.get("/api/seguimientos/0065/QUI301", { headers: hdr("ana") })).json();
    const acciones = await (await request.get("/api/acciones/0065/QUI301", { headers: hdr("ana") })).json();
    return { sesiones, acciones };
  }

  test("reads the follow-up by role, with the shapes of spec §3", async ({ request }) => {
    const s = await request.get("/api/seguimientos/0065/QUI301", { headers: hdr("ana") });
    expect(s.status()).toBe(200);
    const sesiones = await s.json();
    expect(sesiones.length).toBeGreaterThan(0);
    expect(sesiones[0]).toEqual({ id: expect.any(Number), fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), franja: expect.any(Number), inicio: expect.stringMatching(/^\d{2}:\d{2}$/), fin: expect.any(String), accion: { id: expect.anything(), nombre: expect.any(String) } });
    const mes = sesiones[0].fecha.slice(0, 7);
    const delMes = await (await request.get(`/api/seguimientos/0065/QUI301?mes=${mes}`, { headers: hdr("ana") })).json();
    expect(delMes.every((x: { fecha: string }) => x.fecha.startsWith(mes))).toBe(true);
    expect((await request.get("/api/seguimientos/0065/QUI301?mes=2026-13", { headers: hdr("ana") })).status()).toBe(400);

    const acciones = await (await request.get("/api/acciones/0065/QUI301", { headers: hdr("javier") })).json();
    expect(acciones[0]).toMatchObject({ horasEstimadas: expect.any(Number), horasDedicadas: expect.any(Number), defase: expect.any(Number), completado: expect.any(Boolean), modulo: { codigo: "0065", ciclo: "QUI301" } });
    const ind = await (await request.get("/api/modulos/0065/QUI301/indicadores", { headers: hdr("javier") })).json();
    expect(ind).toEqual({ sesiones: { impartidas: expect.any(Number), actuales: expect.any(Number), totales: expect.any(Number), indicador: expect.any(Number) }, acciones: { impartida: expect.any(Number), noImpartida: expect.any(Number), totales: acciones.length, indicador: expect.any(Number) } });
    // The school years, and the time slots of one of them (each year has its own).
    const cursos = await (await request.get("/api/cursos", { headers: hdr("ana") })).json();
    expect(cursos.actual).toEqual({ codigo: expect.stringMatching(/^\d{4}\/\d{4}$/), inicio: expect.any(String), fin: expect.any(String), actual: true });
    expect(cursos.cursos).toContainEqual(cursos.actual);
    const franjas = await (await request.get("/api/sesiones", { headers: hdr("ana") })).json();
    expect(await (await request.get(`/api/sesiones?curso=${encodeURIComponent(cursos.actual.codigo)}`, { headers: hdr("ana") })).json()).toEqual(franjas);
    expect(await (await request.get("/api/sesiones?curso=1990%2F1991", { headers: hdr("ana") })).json()).toEqual([]);
    expect((await request.get("/api/sesiones?curso=2026-2027", { headers: hdr("ana") })).status()).toBe(400);
    const periodos = await (await request.get("/api/sesiones/0065/QUI301", { headers: hdr("ana") })).json();
    expect(periodos[0]).toEqual({ dia: expect.any(Number), franja: expect.any(Number), inicio: expect.any(String), fin: expect.any(String) });

    for (const quien of ["pablo", "elena"]) {
      for (const ruta of ["/api/seguimientos/0065/QUI301", "/api/acciones/0065/QUI301", "/api/sesiones/0065/QUI301", "/api/modulos/0065/QUI301/indicadores"]) {
        expect((await request.get(ruta, { headers: hdr(quien) })).status(), `${quien} ${ruta}`).toBe(404);
      }
    }
    expect((await request.get("/api/seguimientos/0065/QUI301", { headers: hdr("lucia") })).status()).toBe(403);
  });

  test("creates an action, assigns a session to it, gets defase from the server, and deletes it", async ({ request }) => {
    const { sesiones } = await estado(request);
    const curso = { inicio: sesiones[0].fecha, fin: sesiones.at(-1).fecha };
    const crear = await request.post("/api/acciones", {
      headers: hdr("ana"),
      data: { modulo: { codigo: "0065", ciclo: "QUI301" }, nombre: "Acción de la API", horasEstimadas: 2, fechaInicio: curso.inicio, fechaFin: curso.fin, defase: 99, horasDedicadas: 40 },
    });
    expect(crear.status()).toBe(201);
    const accion = await crear.json();
    expect(accion).toMatchObject({ nombre: "Acción de la API", horasEstimadas: 2, horasDedicadas: 0, defase: 0, completado: false });

    const sesion = sesiones[0];
    const asignar = await request.put("/api/seguimientos", { headers: hdr("ana"), data: { id: sesion.id, accion: { id: accion.id, nombre: "" } } });
    expect(asignar.status()).toBe(200);
    expect((await asignar.json()).accion).toEqual({ id: accion.id, nombre: "Acción de la API" });

    const editar = await request.put("/api/acciones", { headers: hdr("ana"), data: { id: accion.id, horasEstimadas: 0.25, fechaInicio: curso.inicio, fechaFin: curso.fin, completado: true } });
    expect(editar.status()).toBe(200);
    const editada = await editar.json();
    expect(editada.nombre).toBe("Acción de la API");
    expect(editada.defase).toBeGreaterThan(0);
    expect(editada.fechaFinReal).toBe(sesion.fecha);

    expect((await request.delete(`/api/acciones/${accion.id}`, { headers: hdr("ana") })).status()).toBe(204);
    const despues = await estado(request);
    expect(despues.acciones.find((a: { id: number }) => a.id === accion.id)).toBeUndefined();
    expect(despues.sesiones.find((s: { id: number }) => s.id === sesion.id).accion).toEqual({ id: null, nombre: "" });
    // Put the session back as it was.
    await request.put("/api/seguimientos", { headers: hdr("ana"), data: { id: sesion.id, accion: sesion.accion.id } });
  });

  test("bad input gets a clear 4xx and changes nothing", async ({ request }) => {
    const antes = await estado(request);
    const curso = { inicio: antes.sesiones[0].fecha, fin: antes.sesiones.at(-1).fecha };
    const [sesion] = antes.sesiones;
    let sabado = curso.inicio;
    while (diaSemana(sabado) !== 6) sabado = sumarDias(sabado, 1);
    const ajena = (await (await request.get("/api/acciones/0221/IFC201", { headers: hdr("pablo") })).json())[0];
    const sesionAjena = (await (await request.get("/api/seguimientos/0221/IFC201", { headers: hdr("pablo") })).json())[0];
    const accionBase = { modulo: { codigo: "0065", ciclo: "QUI301" }, nombre: "Mala", horasEstimadas: 2, fechaInicio: curso.inicio, fechaFin: curso.inicio };

    const casos: [string, () => Promise<{ status: () => number; json: () => Promise<{ error: string; message: string }> }>, number][] = [
      ["fin de semana", () => request.post("/api/seguimientos", { headers: hdr("ana"), data: { modulo: "0065", ciclo: "QUI301", fecha: sabado, franja: sesion.franja } }), 422],
      ["fuera del curso", () => request.post("/api/seguimientos", { headers: hdr("ana"), data: { modulo: "0065", ciclo: "QUI301", fecha: sumarDias(curso.inicio, -120), franja: sesion.franja } }), 422],
      ["sesión repetida", () => request.post("/api/seguimientos", { headers: hdr("ana"), data: { modulo: "0065", ciclo: "QUI301", fecha: sesion.fecha, franja: sesion.franja } }), 409],
      ["fecha imposible", () => request.post("/api/seguimientos", { headers: hdr("ana"), data: { modulo: "0065", ciclo: "QUI301", fecha: "2026-02-30", franja: sesion.franja } }), 422],
      ["fin antes del inicio", () => request.post("/api/acciones", { headers: hdr("ana"), data: { ...accionBase, fechaInicio: sumarDias(curso.inicio, 5) } }), 422],
      ["horas negativas", () => request.post("/api/acciones", { headers: hdr("ana"), data: { ...accionBase, horasEstimadas: -1 } }), 422],
      ["horas absurdas", () => request.post("/api/acciones", { headers: hdr("ana"), data: { ...accionBase, horasEstimadas: 100000 } }), 422],
      ["acción de otro módulo", () => request.put("/api/seguimientos", { headers: hdr("ana"), data: { id: sesion.id, accion: ajena.id } }), 422],
      ["sesión de otro docente", () => request.put("/api/seguimientos", { headers: hdr("ana"), data: { id: sesionAjena.id, accion: null } }), 404],
      ["borrar sesión de otro docente", () => request.delete(`/api/seguimientos/${sesionAjena.id}`, { headers: hdr("ana") }), 404],
      ["borrar acción de otro docente", () => request.delete(`/api/acciones/${ajena.id}`, { headers: hdr("ana") }), 404],
      // The head of Química teaches too, but not this module: as a teacher it is not his (404);
      // as jefatura he reviews it, read-only.
      ["jefatura no escribe", () => request.post("/api/acciones", { headers: hdr("javier"), data: accionBase }), 404],
      ["id no numérico", () => request.delete("/api/seguimientos/0x10", { headers: hdr("ana") }), 400],
    ];
    for (const [caso, llamar, esperado] of casos) {
      const r = await llamar();
      expect(r.status(), caso).toBe(esperado);
      const cuerpo = await r.json();
      expect(cuerpo, caso).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    }
    expect(await estado(request)).toEqual(antes);
    // Pablo's module is untouched too.
    expect((await (await request.get("/api/seguimientos/0221/IFC201", { headers: hdr("pablo") })).json())[0]).toEqual(sesionAjena);
  });
});
