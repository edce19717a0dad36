import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, DOMAIN } from "./support/auth";
import { textoPdf } from "./support/pdf";

/**
 * REST routes of spec §7 "Convalidaciones": the public catalogue, tokens on every write, the spec's
 * create payload (plus `aporta`), clear 4xx answers to bad payloads, resolving once, the letter PDF.
 */

const DIEGO = `diego.martin@${DOMAIN}`;

// One student's requests are counted and created here: the tests must not interleave.
test.describe.configure({ mode: "serial" });

function solicitud(extra: Record<string, unknown> = {}, estudiante: Record<string, unknown> = {}) {
  return {
    estudiante: {
      nif: "X1234567L",
      nombre: "Diego",
      apellidos: "Martín Lanau",
      domicilio: "Calle del Parque, 12",
      codigoPostal: "22003",
      localidad: "Huesca",
      provincia: "Huesca",
      tlfFijo: "974220011",
      tlfMovil: "612340011",
      email: "otra.direccion@example.com",
      ...estudiante,
    },
    ciclo: { codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" },
    solicitud: [{ codigo: "0222", nombre: "Sistemas operativos monopuesto", curso: 1 }, "0224"],
    aporta: "Título de Técnico en Instalaciones de Telecomunicaciones",
    ...extra,
  };
}

type Modulo = { codigo: string; nombre: string; curso: number };

/**
 * A first-year and a second-year IFC201 module that Diego has never asked for, so that a retried
 * run (same database) does not trip over the request the first attempt left pending.
 */
async function modulosNuevos(request: APIRequestContext, token: string): Promise<[Modulo, Modulo]> {
  const usados = new Set((await propias(request, token)).flatMap((s) => s.convalidacionModulos.map((m) => m.codigo)));
  const catalogo = (await (await request.get("/api/ciclos/IFC201/modulos")).json()) as Modulo[];
  const libre = (curso: number) => catalogo.find((m) => m.curso === curso && !usados.has(m.codigo))!;
  return [libre(1), libre(2)];
}

async function propias(request: APIRequestContext, token: string) {
  const r = await request.get("/api/convalidaciones", { headers: bearer(token) });
  expect(r.status()).toBe(200);
  return (await r.json()) as { id: number; convalidacionModulos: { codigo: string }[] }[];
}

test("the cycle catalogue is public; every other route needs a token", async ({ request }) => {
  const ciclos = await request.get("/api/ciclos");
  expect(ciclos.status()).toBe(200);
  expect(await ciclos.json()).toContainEqual({ codigo: "QUI301", nombre: "Laboratorio de Análisis y de Control de Calidad" });
  const modulos = await request.get("/api/ciclos/qui301/modulos");
  expect(modulos.status()).toBe(200);
  expect(await modulos.json()).toContainEqual({ codigo: "0065", nombre: "Muestreo y preparación de la muestra", curso: 1 });
  expect((await request.get("/api/ciclos/NOEXISTE/modulos")).status()).toBe(404);

  for (const [metodo, ruta] of [
    ["GET", "/api/convalidaciones"],
    ["POST", "/api/convalidaciones"],
    ["GET", "/api/convalidaciones/all"],
    ["GET", "/api/convalidaciones/1"],
    ["POST", "/api/convalidaciones/1/resolucion"],
    ["POST", "/api/convalidaciones/1/reapertura"],
    ["GET", "/api/convalidaciones/1/respuesta.pdf"],
  ] as const) {
    const r = await request.fetch(ruta, { method: metodo, data: metodo === "POST" ? solicitud() : undefined });
    expect(r.status(), `${metodo} ${ruta}`).toBe(401);
    expect(await r.json()).toMatchObject({ error: "unauthorized", text: expect.any(String) });
  }
});

test("bad create payloads get a 4xx naming the field, and nothing is stored", async ({ request }) => {
  const token = await tokenApi(request, DIEGO);
  const antes = (await propias(request, token)).length;
  const casos: [string, unknown, number, string][] = [
    ["wrong NIF letter", solicitud({}, { nif: "12345678A" }), 422, "estudiante.nif"],
    ["postal code of 4 digits", solicitud({}, { codigoPostal: "2200" }), 422, "estudiante.codigoPostal"],
    ["mobile in the landline", solicitud({}, { tlfFijo: "612345678" }), 422, "estudiante.tlfFijo"],
    ["no modules", solicitud({ solicitud: [] }), 422, "solicitud"],
    ["no cycle", { ...solicitud(), ciclo: undefined }, 422, "ciclo"],
    ["a module of another cycle", solicitud({ solicitud: [{ codigo: "0065" }] }), 422, "modulos"],
    ["an unknown cycle", solicitud({ ciclo: { codigo: "XYZ999" } }), 422, "ciclo"],
  ];
  for (const [caso, cuerpo, estado, campo] of casos) {
    const r = await request.post("/api/convalidaciones", { headers: bearer(token), data: cuerpo });
    expect(r.status(), caso).toBe(estado);
    const json = await r.json();
    expect(json, caso).toMatchObject({ error: "unprocessable", message: expect.any(String) });
    expect(Object.keys(json.fieldErrors ?? {}), caso).toContain(campo);
  }
  const roto = await request.post("/api/convalidaciones", { headers: { ...bearer(token), "content-type": "application/json" }, data: Buffer.from("{no es json") });
  expect(roto.status()).toBe(400);
  expect(await roto.json()).toMatchObject({ error: "bad_request" });
  expect((await propias(request, token)).length).toBe(antes);

  const docente = await tokenApi(request, ACCOUNTS.docente.email);
  expect((await request.post("/api/convalidaciones", { headers: bearer(docente), data: solicitud() })).status()).toBe(403);
  expect((await request.get("/api/convalidaciones/all", { headers: bearer(docente) })).status()).toBe(403);
});

test("a request is created from the spec's payload, resolved once, and its letter downloads as a PDF", async ({ request }) => {
  const diego = await tokenApi(request, DIEGO);
  const admin = await tokenApi(request, ACCOUNTS.admin.email);
  const lucia = await tokenApi(request, ACCOUNTS.estudiante.email);

  const [m1, m2] = await modulosNuevos(request, diego);
  const cuerpo = solicitud({ solicitud: [{ codigo: m1.codigo, nombre: m1.nombre, curso: m1.curso }, m2.codigo] });
  const creada = await request.post("/api/convalidaciones", { headers: bearer(diego), data: cuerpo });
  expect(creada.status()).toBe(201);
  const s = await creada.json();
  expect(s).toMatchObject({
    resuelta: null,
    email: DIEGO,
    nif: "X1234567L",
    aporta: "Título de Técnico en Instalaciones de Telecomunicaciones",
    ciclo: { codigo: "IFC201" },
    convalidacionModulos: [
      { codigo: m1.codigo, nombre: m1.nombre, curso: 1, estado: "pendiente", calificacion: null },
      { codigo: m2.codigo, nombre: m2.nombre, curso: 2, estado: "pendiente", calificacion: null },
    ],
  });
  expect((await propias(request, diego)).map((x) => x.id)).toContain(s.id);

  // The same modules again while pending: refused.
  expect((await request.post("/api/convalidaciones", { headers: bearer(diego), data: cuerpo })).status()).toBe(409);
  // Another student cannot read it; the admin can, and finds it in the list.
  expect((await request.get(`/api/convalidaciones/${s.id}`, { headers: bearer(lucia) })).status()).toBe(404);
  expect((await request.get(`/api/convalidaciones/${s.id}`, { headers: bearer(diego) })).status()).toBe(200);
  const todas = await request.get("/api/convalidaciones/all?estado=sin_resolver&q=X1234567L", { headers: bearer(admin) });
  expect(todas.status()).toBe(200);
  expect(Number(todas.headers()["x-total-count"])).toBeGreaterThanOrEqual(1);
  expect(((await todas.json()) as { id: number }[]).map((x) => x.id)).toContain(s.id);
  expect((await request.get("/api/convalidaciones/all?estado=cualquiera", { headers: bearer(admin) })).status()).toBe(400);

  // No letter before the resolution.
  expect((await request.get(`/api/convalidaciones/${s.id}/respuesta.pdf`, { headers: bearer(admin) })).status()).toBe(409);

  const ruta = `/api/convalidaciones/${s.id}/resolucion`;
  const resolucion = { modulos: [{ codigo: m1.codigo, estado: "concedida", calificacion: 7 }, { codigo: m2.codigo, estado: "denegada" }], documentosRevisados: "Título cotejado" };
  expect((await request.post(ruta, { headers: bearer(diego), data: resolucion })).status()).toBe(403);
  const malos: [unknown, string][] = [
    [{ modulos: [{ codigo: m1.codigo, estado: "concedida", calificacion: 11 }, { codigo: m2.codigo, estado: "denegada" }] }, "modulos.0.calificacion"],
    [{ modulos: [{ codigo: m1.codigo, estado: "quizá" }, { codigo: m2.codigo, estado: "denegada" }] }, "modulos.0.estado"],
    [{ modulos: [{ codigo: m1.codigo, estado: "denegada", calificacion: 5 }, { codigo: m2.codigo, estado: "denegada" }] }, "modulos.0.calificacion"],
    [{ modulos: [{ codigo: m1.codigo, estado: "concedida" }] }, `${m2.codigo}.estado`],
  ];
  for (const [cuerpo, campo] of malos) {
    const r = await request.post(ruta, { headers: bearer(admin), data: cuerpo });
    expect(r.status(), campo).toBe(422);
    expect(Object.keys((await r.json()).fieldErrors ?? {}), campo).toContain(campo);
  }

  const resuelta = await request.post(ruta, { headers: bearer(admin), data: resolucion });
  expect(resuelta.status()).toBe(200);
  const r1 = await resuelta.json();
  expect(r1.resuelta).toEqual(expect.any(String));
  expect(r1.convalidacionModulos).toEqual([
    expect.objectContaining({ codigo: m1.codigo, estado: "concedida", calificacion: 7 }),
    expect.objectContaining({ codigo: m2.codigo, estado: "denegada", calificacion: null }),
  ]);
  const otraVez = await request.post(ruta, { headers: bearer(admin), data: { modulos: [{ codigo: m1.codigo, estado: "denegada" }, { codigo: m2.codigo, estado: "denegada" }] } });
  expect(otraVez.status()).toBe(409);
  expect(await (await request.get(`/api/convalidaciones/${s.id}`, { headers: bearer(diego) })).json()).toMatchObject({ resuelta: r1.resuelta });

  const pdf = await request.get(`/api/convalidaciones/${s.id}/respuesta.pdf`, { headers: bearer(admin) });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`respuesta-convalidacion-${s.id}.pdf`);
  const { paginas, texto } = await textoPdf(await pdf.body());
  expect(paginas).toBe(1);
  expect(texto).toContain("RESPUESTA A SOLICITUD DE CONVALIDACIÓN");
  expect(texto).toContain(DIEGO);
  expect(texto).toContain("Título de Técnico en Instalaciones de Telecomunicaciones");
  const concedidos = texto.slice(texto.indexOf("Módulos convalidados y calificación"), texto.indexOf("Todo ello de acuerdo"));
  expect(concedidos).toContain(`${m1.codigo} ${m1.nombre} 7`);
  expect(concedidos).not.toContain(m2.codigo);
  // The student who asked downloads his letter too; another student does not even learn it exists.
  const suya = await request.get(`/api/convalidaciones/${s.id}/respuesta.pdf`, { headers: bearer(diego) });
  expect(suya.status()).toBe(200);
  expect((await textoPdf(await suya.body())).texto).toContain("RESPUESTA A SOLICITUD DE CONVALIDACIÓN");
  expect((await request.get(`/api/convalidaciones/${s.id}/respuesta.pdf`, { headers: bearer(lucia) })).status()).toBe(404);

  // Reopening needs a reason, is recorded, and can happen only once per resolution.
  const reabrir = `/api/convalidaciones/${s.id}/reapertura`;
  expect((await request.post(reabrir, { headers: bearer(admin), data: { motivo: "" } })).status()).toBe(422);
  const reabierta = await request.post(reabrir, { headers: bearer(admin), data: { motivo: "Falta cotejar el segundo certificado" } });
  expect(reabierta.status()).toBe(200);
  expect(await reabierta.json()).toMatchObject({ resuelta: null });
  expect((await request.post(reabrir, { headers: bearer(admin), data: { motivo: "Otra vez" } })).status()).toBe(409);
});
