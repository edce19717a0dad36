import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, OTHER_ACTIVE, ROLES, type Role } from "./support/auth";

/**
 * The inventory REST routes (spec §7): who may call each one, department scoping, decommission and
 * restore, and bad input on every write route. Each test works on articles it creates itself.
 */

type Quien = Role | "anonimo" | "otraJefatura";
const tokens = new Map<Quien, string>();
const ELENA = OTHER_ACTIVE[0].email;

test.beforeAll(async ({ request }) => {
  for (const role of ROLES) tokens.set(role, await tokenApi(request, ACCOUNTS[role].email));
  tokens.set("otraJefatura", await tokenApi(request, ELENA));
});

const h = (quien: Quien) => (quien === "anonimo" ? {} : bearer(tokens.get(quien)!));

const articulo = (extra: Record<string, unknown> = {}) => ({
  nombre: `Bureta digital ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
  descripcion: "Titulador de 50 ml",
  aula: "Laboratorio de Química",
  categoria: "Laboratorio",
  subcategoria: null,
  ...extra,
});

async function crear(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const r = await request.post("/api/inventario", { headers: h("jefatura"), data: articulo(extra) });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as { codigo: number; nombre: string } & Record<string, unknown>;
}

/**
 * Articles the bad inputs below could have created (their names). Other specs create articles in
 * the same department at the same time, so a plain total would not say who wrote what.
 */
async function contar(request: APIRequestContext) {
  const r = await request.get("/api/inventario", { headers: h("jefatura") });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { nombre: string }[]).filter((a) => /^(Bureta digital|Mesa|Silla)\b/.test(a.nombre)).length;
}

// The tests of this file create articles with those names: one at a time.
test.describe.configure({ mode: "serial" });

test("each route answers only the roles it is for", async ({ request }) => {
  const solo = (permitidos: Partial<Record<Quien, number>>): Record<Quien, number> => ({ anonimo: 401, estudiante: 403, docente: 403, jefatura: 403, admin: 403, otraJefatura: 403, ...permitidos });
  const inventario = (s: number) => solo({ jefatura: s, admin: s, otraJefatura: s });
  const tabla: { method: string; path: string; data?: unknown; esperado: Record<Quien, number> }[] = [
    { method: "GET", path: "/api/inventario", esperado: inventario(200) },
    { method: "GET", path: "/api/inventario/categorias", esperado: inventario(200) },
    { method: "GET", path: "/api/inventario/categorias/Mobiliario", esperado: inventario(200) },
    { method: "GET", path: "/api/inventario/search/balanza", esperado: inventario(200) },
    { method: "GET", path: "/api/inventario/csv", esperado: inventario(200) },
    // Article 1 is the chemistry department's: another department gets not found.
    { method: "GET", path: "/api/inventario/1", esperado: solo({ jefatura: 200, admin: 200, otraJefatura: 404 }) },
    // Bodies that every allowed role gets refused for a domain reason, so nothing changes.
    { method: "POST", path: "/api/inventario", data: { nombre: "x", aula: "No existe", categoria: "Otros" }, esperado: solo({ jefatura: 422, otraJefatura: 422 }) },
    { method: "PUT", path: "/api/inventario", data: { codigo: 999999, nombre: "x", aula: "Aula 1", categoria: "Otros" }, esperado: inventario(404) },
    { method: "DELETE", path: "/api/inventario/999999", esperado: inventario(404) },
    { method: "POST", path: "/api/inventario/importar", data: { csv: "Nombre;Aula\nx;Aula 1", simular: true }, esperado: solo({ jefatura: 422, otraJefatura: 422 }) },
    { method: "GET", path: "/api/aulas", esperado: solo({ docente: 200, jefatura: 200, admin: 200, otraJefatura: 200 }) },
  ];
  for (const fila of tabla) {
    const obtenido: Record<string, number> = {};
    for (const quien of ["anonimo", ...ROLES, "otraJefatura"] as Quien[]) {
      const r = await request.fetch(fila.path, { method: fila.method, headers: h(quien), data: fila.data });
      obtenido[quien] = r.status();
      if (r.status() >= 400) expect(await r.json(), `${fila.method} ${fila.path} ${quien}`).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    }
    expect(obtenido, `${fila.method} ${fila.path}`).toEqual(fila.esperado);
  }
});

test("create with a blank code, read, update, refuse the duplicate, keep other departments out, decommission, restore, delete", async ({ request }) => {
  const a = await crear(request, { subcategoria: "Balanza" });
  expect(a).toMatchObject({ aula: "Laboratorio de Química", categoria: "Laboratorio", subcategoria: "Balanza", fechabaja: null, departamento: "Química" });
  expect(a.codigo).toBeGreaterThan(0);

  const leido = await request.get(`/api/inventario/${a.codigo}`, { headers: h("jefatura") });
  expect((await leido.json()).historial).toEqual([expect.objectContaining({ accion: "alta", usuario: ACCOUNTS.jefatura.fullName })]);

  const movido = await request.put("/api/inventario", { headers: h("jefatura"), data: { ...a, aula: "Aula 2" } });
  expect(movido.status()).toBe(200);
  expect(await movido.json()).toMatchObject({ codigo: a.codigo, aula: "Aula 2" });

  // The same code again, from this or any department: 409; only its own department reads the name.
  for (const [quien, mensaje] of [
    ["jefatura", `El código ${a.codigo} ya existe para el artículo ${a.nombre}`],
    ["otraJefatura", `El código ${a.codigo} ya lo usa un artículo de otro departamento: deja el código en blanco para que se asigne uno libre`],
  ] as const) {
    const dup = await request.post("/api/inventario", { headers: h(quien), data: articulo({ codigo: a.codigo, aula: "Aula 5" }) });
    expect(dup.status()).toBe(409);
    expect((await dup.json()).message).toBe(mensaje);
  }

  // Another department: not found to read, change, delete or search.
  expect((await request.get(`/api/inventario/${a.codigo}`, { headers: h("otraJefatura") })).status()).toBe(404);
  expect((await request.put("/api/inventario", { headers: h("otraJefatura"), data: { ...a, nombre: "Mío" } })).status()).toBe(404);
  expect((await request.delete(`/api/inventario/${a.codigo}`, { headers: h("otraJefatura") })).status()).toBe(404);
  expect(await (await request.get(`/api/inventario/search/${encodeURIComponent(a.nombre)}`, { headers: h("otraJefatura") })).json()).toEqual([]);
  expect(await (await request.get(`/api/inventario/search/${encodeURIComponent(a.nombre)}`, { headers: h("jefatura") })).json()).toEqual([expect.objectContaining({ codigo: a.codigo })]);

  // Decommission through PUT needs a reason; restoring is for the administration only.
  const sinMotivo = await request.put("/api/inventario", { headers: h("jefatura"), data: { ...a, aula: "Aula 2", fechabaja: "2026-01-15" } });
  expect(sinMotivo.status()).toBe(422);
  const baja = await request.put("/api/inventario", { headers: h("jefatura"), data: { ...a, aula: "Aula 2", fechabaja: "15/01/2026", motivoBaja: "Célula de carga rota" } });
  expect(await baja.json()).toMatchObject({ fechabaja: "2026-01-15", motivoBaja: "Célula de carga rota", bajaPor: ACCOUNTS.jefatura.fullName });
  const recuperarJefatura = await request.put("/api/inventario", { headers: h("jefatura"), data: { ...a, aula: "Aula 2", fechabaja: null } });
  expect(recuperarJefatura.status()).toBe(403);
  expect((await recuperarJefatura.json()).message).toContain("Solo un administrador puede recuperarlo");
  const recuperado = await request.put("/api/inventario", { headers: h("admin"), data: { ...a, aula: "Aula 2", fechabaja: null } });
  expect(await recuperado.json()).toMatchObject({ fechabaja: null, bajaPor: null });
  const historial = (await (await request.get(`/api/inventario/${a.codigo}`, { headers: h("admin") })).json()).historial as { accion: string }[];
  expect(historial.map((x) => x.accion)).toEqual(["recuperacion", "baja", "modificacion", "alta"]);

  expect((await request.delete(`/api/inventario/${a.codigo}`, { headers: h("jefatura") })).status()).toBe(204);
  expect((await request.get(`/api/inventario/${a.codigo}`, { headers: h("jefatura") })).status()).toBe(404);
  // A deleted article's code is not handed out again.
  expect((await crear(request)).codigo).toBeGreaterThan(a.codigo);
});

test("bad input on every write route gets a 4xx with a Spanish message and writes nothing", async ({ request }) => {
  const a = await crear(request);
  const antes = await contar(request);
  const post: { data?: unknown; raw?: string; status: number; message?: RegExp }[] = [
    { data: {}, status: 422, message: /Debes rellenar todos los campos obligatorios/ },
    { data: articulo({ nombre: "   " }), status: 422, message: /Debes rellenar todos los campos obligatorios \(nombre\)/ },
    { data: articulo({ aula: "" }), status: 422, message: /\(aula\)/ },
    { data: articulo({ categoria: null }), status: 422, message: /\(categoria\)/ },
    { data: articulo({ codigo: "abc" }), status: 422, message: /código/ },
    { data: articulo({ codigo: -3 }), status: 422 },
    { data: articulo({ codigo: 1.5 }), status: 422 },
    { data: articulo({ codigo: true }), status: 422 },
    { data: articulo({ nombre: "x".repeat(300) }), status: 422, message: /demasiado largo/ },
    { data: articulo({ nombre: 42 }), status: 422 },
    { data: articulo({ aula: "Aula 99" }), status: 422, message: /Aula 99/ },
    { data: articulo({ categoria: "Mobiliario", subcategoria: "Balanza" }), status: 422, message: /subcategoría/ },
    { data: articulo({ fechabaja: "2999-01-01", motivoBaja: "x" }), status: 422, message: /posterior a hoy/ },
    { data: articulo({ fechabaja: "31/02/2025", motivoBaja: "x" }), status: 422 },
    { data: articulo({ fechabaja: "2025-01-01" }), status: 422, message: /motivo/ },
    { data: [], status: 422 },
    { raw: "{no es json", status: 400, message: /JSON/ },
    { raw: "", status: 400 },
  ];
  for (const c of post) {
    const r = await request.post("/api/inventario", { headers: { ...h("jefatura"), "content-type": "application/json" }, data: c.raw !== undefined ? Buffer.from(c.raw) : c.data });
    expect(r.status(), JSON.stringify(c.data ?? c.raw)).toBe(c.status);
    const body = await r.json();
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    if (c.message) expect(body.message).toMatch(c.message);
  }

  const put: { data: unknown; status: number }[] = [
    { data: articulo(), status: 422 },
    { data: articulo({ codigo: 0 }), status: 422 },
    { data: articulo({ codigo: "" }), status: 422 },
    { data: { ...articulo(), codigo: a.codigo, nombre: "" }, status: 422 },
    { data: { ...articulo(), codigo: a.codigo, aula: "Aula 99" }, status: 422 },
  ];
  for (const c of put) {
    const r = await request.put("/api/inventario", { headers: h("jefatura"), data: c.data });
    expect(r.status(), JSON.stringify(c.data)).toBe(c.status);
  }
  expect((await (await request.get(`/api/inventario/${a.codigo}`, { headers: h("jefatura") })).json()).nombre).toBe(a.nombre);

  for (const path of ["/api/inventario/abc", "/api/inventario/0", "/api/inventario/-1", "/api/inventario/99999999999"]) {
    expect((await request.delete(path, { headers: h("jefatura") })).status(), path).toBe(400);
  }

  const importar: { data: unknown; status: number; message?: RegExp }[] = [
    { data: {}, status: 422, message: /archivo/ },
    { data: { csv: "" }, status: 422 },
    { data: { csv: 42 }, status: 422 },
    { data: { csv: "Nombre;Aula;Categoría\nMesa;Aula 1;Mobiliario", simular: "si" }, status: 422 },
    { data: { csv: "Nombre;Aula;Categoría\nMesa;Aula 1;Mobiliario\n;Aula 1;Mobiliario\nSilla;Aula 99;Mobiliario" }, status: 422, message: /2 filas con errores/ },
  ];
  for (const c of importar) {
    const r = await request.post("/api/inventario/importar", { headers: h("jefatura"), data: c.data });
    expect(r.status(), JSON.stringify(c.data)).toBe(c.status);
    const body = await r.json();
    if (c.message) expect(body.message).toMatch(c.message);
  }
  const conErrores = await request.post("/api/inventario/importar", { headers: h("jefatura"), data: { csv: "Nombre;Aula;Categoría\nMesa;Aula 1;Mobiliario\n;Aula 1;Mobiliario" } });
  expect((await conErrores.json()).fieldErrors).toEqual({ "fila 3": ["Este campo es obligatorio."] });

  expect(await contar(request)).toBe(antes);
});

test("CSV import: a dry run reports and writes nothing, the real run adds the rows", async ({ request }) => {
  const nombre = `Matraz aforado ${Date.now()}`;
  const csv = `Código;Nombre;Descripción;Aula;Categoría;Subcategoría\n;${nombre} 1;250 ml;Laboratorio de Química;Laboratorio;\n;${nombre} 2;500 ml;Laboratorio de Química;Laboratorio;\n`;
  const simulado = await request.post("/api/inventario/importar", { headers: h("jefatura"), data: { csv, simular: true } });
  expect(simulado.status()).toBe(200);
  expect(await simulado.json()).toMatchObject({ tipo: "inventario", simulacion: true, aplicado: false, nuevos: 2, errores: 0 });
  expect(await (await request.get(`/api/inventario/search/${encodeURIComponent(nombre)}`, { headers: h("jefatura") })).json()).toEqual([]);

  const real = await request.post("/api/inventario/importar", { headers: h("jefatura"), data: { csv } });
  expect(await real.json()).toMatchObject({ aplicado: true, nuevos: 2 });
  const creados = (await (await request.get(`/api/inventario/search/${encodeURIComponent(nombre)}`, { headers: h("jefatura") })).json()) as { codigo: number }[];
  expect(creados).toHaveLength(2);

  // The export of that search reads back as CSV for a Spanish spreadsheet.
  const exportado = await request.get(`/api/inventario/csv?q=${encodeURIComponent(nombre)}`, { headers: h("jefatura") });
  expect(exportado.headers()["content-type"]).toContain("text/csv");
  expect(exportado.headers()["content-disposition"]).toMatch(/attachment; filename="inventario-\d{4}-\d{2}-\d{2}\.csv"/);
  const texto = (await exportado.body()).toString("utf8");
  // Every text field quoted (a comma-separated reading keeps each cell whole), empty ones bare.
  expect(texto.startsWith('\uFEFF"Código";"Nombre";"Descripción";"Aula";"Categoría";"Subcategoría";"Fecha de baja";"Motivo de la baja";"Dado de baja por"\r\n')).toBe(true);
  expect(texto).toContain(`${creados[0].codigo};"${nombre} 1";"250 ml";"Laboratorio de Química";"Laboratorio";;;;\r\n`);
});

test("categories, subcategories, rooms and the OpenAPI document", async ({ request }) => {
  const categorias = (await (await request.get("/api/inventario/categorias", { headers: h("jefatura") })).json()) as { nombre: string; subcategorias: { nombre: string }[] }[];
  expect(categorias.find((c) => c.nombre === "Mobiliario")?.subcategorias).toEqual(expect.arrayContaining([{ nombre: "Mesa" }, { nombre: "Silla" }, { nombre: "Armario" }]));
  expect(await (await request.get(`/api/inventario/categorias/${encodeURIComponent("Informática")}`, { headers: h("jefatura") })).json()).toEqual(expect.arrayContaining([{ nombre: "Ordenador" }, { nombre: "Monitor" }]));
  const noExiste = await request.get("/api/inventario/categorias/Juguetes", { headers: h("jefatura") });
  expect(noExiste.status()).toBe(404);
  expect((await noExiste.json()).message).toContain("Juguetes");

  const aulas = (await (await request.get("/api/aulas", { headers: h("docente") })).json()) as { id: number; nombre: string }[];
  expect(aulas.map((a) => a.nombre)).toEqual(expect.arrayContaining(["Aula 1", "Aula 12", "Laboratorio de Química"]));
  expect(aulas.findIndex((a) => a.nombre === "Aula 2")).toBeLessThan(aulas.findIndex((a) => a.nombre === "Aula 10"));
  expect(await (await request.get(`/api/aulas/${aulas[0].id}`, { headers: h("docente") })).json()).toEqual(aulas[0]);
  expect((await request.get("/api/aulas/abc", { headers: h("docente") })).status()).toBe(400);
  expect((await request.get("/api/aulas/999999", { headers: h("docente") })).status()).toBe(404);

  const openapi = await (await request.get("/api/openapi.json")).json();
  for (const p of ["/api/inventario", "/api/inventario/{codigo}", "/api/inventario/categorias/{nombre}", "/api/inventario/search/{text}", "/api/aulas/{id}"]) expect(Object.keys(openapi.paths)).toContain(p);
});
