import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, DOMAIN } from "./support/auth";

/**
 * The surveys' REST API (spec §7, decision 004). The student is Diego (1IFC201), who has answered
 * nothing in the demo data; the end-to-end spec uses Lucía and Ana's modules, so the two never race.
 */
test.describe.configure({ mode: "serial" });

const DIEGO = `diego.martin@${DOMAIN}`;
const PABLO = `pablo.ruiz@${DOMAIN}`;
const NURIA = `nuria.campo@${DOMAIN}`;
const tokens: Record<"estudiante" | "docente" | "admin" | "jefatura", string> = { estudiante: "", docente: "", admin: "", jefatura: "" };
let preguntas: { id: number; texto: string }[] = [];

type Pendiente = { codigo: string; ciclo: string; nombre: string; docente: { email: string; nombre: string; apellidos: string } };

test.beforeAll(async ({ request }) => {
  tokens.estudiante = await tokenApi(request, DIEGO);
  tokens.docente = await tokenApi(request, ACCOUNTS.docente.email);
  tokens.admin = await tokenApi(request, ACCOUNTS.admin.email);
  tokens.jefatura = await tokenApi(request, ACCOUNTS.jefatura.email);
  preguntas = await (await request.get("/api/encuestas/cuestiones")).json();
});

async function pendientes(request: APIRequestContext): Promise<Pendiente[]> {
  const r = await request.get("/api/encuestas/modulos", { headers: bearer(tokens.estudiante) });
  expect(r.status()).toBe(200);
  return r.json();
}

const esDe = (codigo: string, email: string) => (p: Pendiente) => p.codigo === codigo && p.ciclo === "IFC201" && p.docente.email === email;

/** A valid body for `codigo` taught by `email`: every question scored `valor`; the first one Ns/Nc (no `resultado`). */
function cuerpo(codigo: string, email: string, valor = 8, comentario = "") {
  return {
    modulo: { codigo, ciclo: "IFC201", nombre: "lo ignora el servidor", docente: { email } },
    respuestas: preguntas.map((p, i) => (i === 0 ? { id: p.id } : { id: p.id, resultado: valor })),
    comentario,
  };
}

test("the questions need no token; the pending list needs a student's", async ({ request }) => {
  expect(preguntas.length).toBeGreaterThanOrEqual(8);
  expect(preguntas.every((p) => Number.isInteger(p.id) && p.texto.length > 0)).toBe(true);

  const anonimo = await request.get("/api/encuestas/modulos");
  expect(anonimo.status()).toBe(401);
  expect(await anonimo.json()).toMatchObject({ error: "unauthorized", text: expect.any(String) });
  expect((await request.get("/api/encuestas/modulos", { headers: bearer(tokens.docente) })).status()).toBe(403);

  const lista = await pendientes(request);
  expect(lista.find(esDe("0221", PABLO))).toMatchObject({ nombre: "Montaje y mantenimiento de equipos", curso: 1, docente: { nombre: "Pablo", apellidos: "Ruiz Escartín" } });
  expect(lista.every((p) => p.ciclo === "IFC201" || p.codigo === "0065" || p.codigo === "0066")).toBe(true);
});

test("every validation rule refuses with a clear message and stores nothing", async ({ request }) => {
  const valido = cuerpo("0221", PABLO);
  const [primera, segunda] = preguntas;
  const casos: { caso: string; data?: unknown; raw?: string; status: number; mensaje: string | RegExp }[] = [
    { caso: "not JSON", raw: "{", status: 400, mensaje: "El cuerpo de la petición no es JSON válido." },
    { caso: "no body", raw: "", status: 400, mensaje: "Falta el cuerpo JSON de la petición." },
    { caso: "no module", data: { ...valido, modulo: undefined }, status: 422, mensaje: /Falta el módulo de la encuesta/ },
    { caso: "no teacher", data: { ...valido, modulo: { codigo: "0221" } }, status: 422, mensaje: /Falta el docente del módulo/ },
    { caso: "a bad teacher email", data: { ...valido, modulo: { codigo: "0221", docente: { email: "pablo" } } }, status: 422, mensaje: /El correo del docente no es válido/ },
    { caso: "no answers", data: { ...valido, respuestas: [] }, status: 422, mensaje: /Faltan las respuestas/ },
    { caso: "a score above 10", data: { ...valido, respuestas: [{ id: primera.id, resultado: 11 }] }, status: 422, mensaje: /entre 0 y 10/ },
    { caso: "a negative score", data: { ...valido, respuestas: [{ id: primera.id, resultado: -1 }] }, status: 422, mensaje: /entre 0 y 10/ },
    { caso: "a decimal score", data: { ...valido, respuestas: [{ id: primera.id, resultado: 7.5 }] }, status: 422, mensaje: /entero/ },
    { caso: "a score as text", data: { ...valido, respuestas: [{ id: primera.id, resultado: "7" }] }, status: 422, mensaje: /número del 0 al 10/ },
    { caso: "a comment over 200 characters", data: { ...valido, comentario: "x".repeat(201) }, status: 422, mensaje: /200 caracteres/ },
    { caso: "a comment that is not text", data: { ...valido, comentario: 5 }, status: 422, mensaje: /El comentario debe ser texto/ },
    { caso: "a missing question", data: { ...valido, respuestas: valido.respuestas.slice(0, -1) }, status: 422, mensaje: `Falta la respuesta a la pregunta ${preguntas.length}.` },
    { caso: "a question twice", data: { ...valido, respuestas: [...valido.respuestas, { id: segunda.id, resultado: 1 }] }, status: 422, mensaje: "La pregunta 2 tiene más de una respuesta." },
    { caso: "a question not in the survey", data: { ...valido, respuestas: [...valido.respuestas, { id: 9999, resultado: 1 }] }, status: 422, mensaje: /9999/ },
    { caso: "a module the student does not take", data: cuerpo("0065", ACCOUNTS.docente.email), status: 404, mensaje: "Ese módulo no está entre tus encuestas pendientes." },
    { caso: "a teacher who does not teach the module", data: cuerpo("0221", NURIA), status: 404, mensaje: "Ese módulo no está entre tus encuestas pendientes." },
  ];
  for (const c of casos) {
    const headers = { ...bearer(tokens.estudiante), "content-type": "application/json" };
    // Raw bytes: Playwright would JSON-encode a string.
    const r = await request.post("/api/encuestas", { headers, data: c.raw !== undefined ? Buffer.from(c.raw) : c.data });
    expect({ caso: c.caso, status: r.status() }).toEqual({ caso: c.caso, status: c.status });
    const body = await r.json();
    expect(body.error, c.caso).toEqual(expect.any(String));
    if (typeof c.mensaje === "string") expect(body.message, c.caso).toBe(c.mensaje);
    else expect(body.message, c.caso).toMatch(c.mensaje);
  }
  // Nobody but students may submit, whatever the body.
  expect((await request.post("/api/encuestas", { headers: bearer(tokens.docente), data: valido })).status()).toBe(403);
  expect((await request.post("/api/encuestas", { data: valido })).status()).toBe(401);
  expect((await pendientes(request)).some(esDe("0221", PABLO))).toBe(true);
});

test("a valid submission is stored once and leaves the pending list; a second one gets 409", async ({ request }) => {
  const r = await request.post("/api/encuestas", { headers: bearer(tokens.estudiante), data: cuerpo("0221", PABLO, 9, "Montar equipos es lo que más me ha gustado") });
  expect(r.status()).toBe(201);
  expect((await r.json()).message).toContain("Montaje y mantenimiento de equipos");
  expect((await pendientes(request)).some(esDe("0221", PABLO))).toBe(false);

  const otra = await request.post("/api/encuestas", { headers: bearer(tokens.estudiante), data: cuerpo("0221", PABLO, 1) });
  expect(otra.status()).toBe(409);
  expect((await otra.json()).message).toContain("Ya has contestado");
});

test("twenty simultaneous submissions of the same survey store exactly one", async ({ request }) => {
  expect((await pendientes(request)).some(esDe("0222", NURIA))).toBe(true);
  const respuestas = await Promise.all(Array.from({ length: 20 }, () => request.post("/api/encuestas", { headers: bearer(tokens.estudiante), data: cuerpo("0222", NURIA, 7) })));
  const estados = respuestas.map((r) => r.status()).sort();
  expect(estados.filter((s) => s === 201)).toHaveLength(1);
  expect(estados.filter((s) => s === 409)).toHaveLength(19);
  expect((await pendientes(request)).some(esDe("0222", NURIA))).toBe(false);
});

type Resultado = {
  campana: { id: number; estado: string };
  modulo: { codigo: string; ciclo: string; curso: number };
  docente: { email: string };
  respuestas: number;
  publicadas: number;
  visible: boolean;
  faltan: number;
  cuestiones: { media: number | null; resultados: { resultado: number | null; veces: number }[] }[];
  comentarios?: string[];
};

test("results: teachers get their own, admins any course of a cycle, always as published totals", async ({ request }) => {
  // Pablo's module Diego just answered: one answer, so nothing is shown yet.
  const pablo = await tokenApi(request, PABLO);
  const suyos: Resultado[] = await (await request.get("/api/encuestas/respuestas", { headers: bearer(pablo) })).json();
  expect(suyos.length).toBeGreaterThan(0);
  expect(suyos.every((r) => r.docente.email === PABLO && r.campana.estado === "abierta")).toBe(true);
  const montaje = suyos.find((r) => r.modulo.codigo === "0221")!;
  expect(montaje.respuestas).toBeGreaterThanOrEqual(1);
  for (const r of suyos) {
    if (r.visible) expect(r.publicadas).toBeGreaterThanOrEqual(5);
    else expect(r).toMatchObject({ cuestiones: [], faltan: expect.any(Number) });
  }
  const comentarios: Resultado[] = await (await request.get("/api/encuestas/comentarios", { headers: bearer(pablo) })).json();
  expect(comentarios.map((r) => r.modulo.codigo).sort()).toEqual(suyos.map((r) => r.modulo.codigo).sort());
  expect(comentarios.find((r) => r.modulo.codigo === "0221")).not.toHaveProperty("cuestiones");

  // Last year's campaign (the seed's first, closed): every visible module's counts add up to its answers.
  const grupo = await request.get("/api/encuestas/grupo/1/QUI301?campana=1", { headers: bearer(tokens.admin) });
  expect(grupo.status()).toBe(200);
  const filas: Resultado[] = await grupo.json();
  expect(filas.length).toBeGreaterThanOrEqual(6);
  expect(filas.every((r) => r.modulo.ciclo === "QUI301" && r.modulo.curso === 1 && r.campana.estado === "cerrada")).toBe(true);
  const visibles = filas.filter((r) => r.visible);
  expect(visibles.length).toBeGreaterThan(0);
  for (const r of visibles) {
    for (const c of r.cuestiones) {
      expect(c.resultados.map((x) => x.resultado)).toEqual([null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(c.resultados.reduce((s, x) => s + x.veces, 0)).toBe(r.respuestas);
    }
  }
  // The teacher's view of a course is only their own modules in it.
  const deAna: Resultado[] = await (await request.get("/api/encuestas/grupo/1/QUI301?campana=1", { headers: bearer(tokens.docente) })).json();
  expect(deAna.length).toBeGreaterThan(0);
  expect(deAna.every((r) => r.docente.email === ACCOUNTS.docente.email)).toBe(true);

  // The admin's export of that course: per visible module, one line per question with the same counts.
  const csv = await request.get("/api/encuestas/grupo/1/QUI301/csv?campana=1", { headers: bearer(tokens.admin) });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="resultados-.+-1QUI301\.csv"$/);
  const lineas = (await csv.text()).trim().split("\r\n");
  expect(lineas[0]).toContain('"Campaña";"Curso académico";"Ciclo";"Curso";"Código";"Módulo"');
  for (const r of visibles) {
    const suyas = lineas.filter((l) => l.includes(`;"${r.modulo.codigo}";`) && l.includes(`;"${r.docente.email}";`));
    expect(suyas.map((l) => l.split(";").slice(-12).map(Number))).toEqual(r.cuestiones.map((c) => c.resultados.map((x) => x.veces)));
  }

  const errores: [string, number][] = [
    ["/api/encuestas/grupo/1/QUI301/csv?campana=999999", 404],
    ["/api/encuestas/grupo/3/QUI301/csv", 400],
    ["/api/encuestas/grupo/3/QUI301", 400],
    ["/api/encuestas/grupo/1/QUI 301", 400],
    ["/api/encuestas/respuestas?campana=abc", 400],
    ["/api/encuestas/respuestas?campana=999999", 404],
  ];
  for (const [ruta, status] of errores) {
    const r = await request.get(ruta, { headers: bearer(tokens.admin) });
    expect({ ruta, status: r.status() }).toEqual({ ruta, status });
    expect(await r.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
  expect((await request.get("/api/encuestas/respuestas", { headers: bearer(tokens.estudiante) })).status()).toBe(403);
  // The head of Química teaches: his own results as a teacher, nobody else's.
  const deJavier: Resultado[] = await (await request.get("/api/encuestas/respuestas?campana=1", { headers: bearer(tokens.jefatura) })).json();
  expect(deJavier.length).toBeGreaterThan(0);
  expect(deJavier.every((r) => r.docente.email === ACCOUNTS.jefatura.email)).toBe(true);
});
