import { expect, test, type APIRequestContext } from "@playwright/test";
import { MATRICULA_EJEMPLO } from "../support/matricula";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS } from "./support/auth";
import { textoPdf } from "./support/pdf";

/**
 * REST routes of spec §7 "Enrolment and transport", the reference data and the secretary's side:
 * the email always from the token, every bad body a 4xx naming the field with nothing saved, a
 * student reads only their own, the review names the version it read.
 */

// One student's matrícula is created and reviewed step by step: the tests must not interleave.
test.describe.configure({ mode: "serial" });

type Estudiante = { email: string; nombre: string; apellidos: string };
let alumno: Estudiante;
let token: string;

/** A 1QUI301 student other than lucia.perez (who stays without a matrícula for the other specs). */
async function alumnoDeQuimica(request: APIRequestContext): Promise<Estudiante> {
  const docente = await tokenApi(request, ACCOUNTS.docente.email);
  const r = await request.get("/api/modulos/0065/QUI301/estudiantes", { headers: bearer(docente) });
  expect(r.status()).toBe(200);
  const lista = (await r.json()) as Estudiante[];
  return lista.filter((e) => e.email !== ACCOUNTS.estudiante.email).sort((a, b) => a.email.localeCompare(b.email)).at(-1)!;
}

/** The example record for this student: QUI301 (no transport), their own name. */
function cuerpo(cambios: Record<string, unknown> = {}) {
  return { ...MATRICULA_EJEMPLO, nombre: alumno.nombre, apellidos: alumno.apellidos, ciclo: { codigo: "QUI301", nombre: "Laboratorio", modulos: [{ codigo: "0065" }, "0066"] }, ruta: null, ...cambios };
}

test.beforeAll(async ({ request }) => {
  alumno = await alumnoDeQuimica(request);
  token = await tokenApi(request, alumno.email);
});

test("reference data is public and cacheable, a province's municipalities one province at a time", async ({ request }) => {
  const provincias = await request.get("/api/provincias");
  expect(provincias.status()).toBe(200);
  expect(provincias.headers()["cache-control"]).toContain("public");
  const lista = (await provincias.json()) as { id: string; nombre: string }[];
  expect(lista).toHaveLength(52);
  expect(lista).toContainEqual({ id: "22", nombre: "Huesca" });

  const huesca = (await (await request.get("/api/provincias/22/municipios")).json()) as { id: string; nombre: string }[];
  expect(huesca).toHaveLength(202);
  expect(huesca).toContainEqual({ id: "22130", nombre: "Jaca" });
  expect(huesca.every((m) => m.id.startsWith("22"))).toBe(true);
  const no = await request.get("/api/provincias/99/municipios");
  expect(no.status()).toBe(404);
  expect(await no.json()).toMatchObject({ error: "not_found", message: expect.any(String) });

  // Postal codes: the municipalities each serves (INE street directory), none for a code that does not exist.
  const barbastro = await request.get("/api/codigos-postales/22300");
  expect(barbastro.headers()["cache-control"]).toContain("public");
  expect(await barbastro.json()).toEqual([{ municipio: { id: "22048", nombre: "Barbastro" }, provincia: { id: "22", nombre: "Huesca" } }]);
  expect(await (await request.get("/api/codigos-postales/22000")).json()).toEqual([]);
  const trevino = (await (await request.get("/api/codigos-postales/01118")).json()) as { municipio: { nombre: string }; provincia: { nombre: string } }[];
  expect(trevino).toContainEqual({ municipio: { id: "09109", nombre: "Condado de Treviño" }, provincia: { id: "09", nombre: "Burgos" } });

  const paises = (await (await request.get("/api/paises")).json()) as { codigo: string; nombre: string }[];
  expect(paises).toHaveLength(249);
  expect(paises).toContainEqual({ codigo: "ES", nombre: "España" });
});

test("GET /api/transporte lists the routes, Provincial included; without a token it answers with a message", async ({ request }) => {
  const sin = await request.get("/api/transporte");
  expect(sin.status()).toBe(401);
  expect(await sin.json()).toMatchObject({ message: expect.any(String), text: expect.any(String) });
  const r = await request.get("/api/transporte", { headers: bearer(token) });
  expect(r.status()).toBe(200);
  expect(await r.json()).toContainEqual({ id: expect.any(Number), ruta: "Provincial" });
});

test("bad bodies get 422 naming the field, and nothing is saved", async ({ request }) => {
  expect((await request.get("/api/estudiantes/matricula", { headers: bearer(token) })).status()).toBe(404);
  const casos: [Record<string, unknown>, string][] = [
    [{ dni: "18034567A" }, "dni"],
    [{ dni: "00000000T" }, "dni"],
    [{ tipoDocumento: "pasaporte", dni: "PAB" }, "dni"],
    [{ domicilio: { ...MATRICULA_EJEMPLO.domicilio, codigoPostal: "22300" } }, "domicilio.codigoPostal"],
    [{ ciclo: { codigo: "QUI301", modulos: ["0221"] } }, "ciclo.modulos"],
    [{ ciclo: { codigo: "NOEXISTE", modulos: ["0065"] } }, "ciclo.codigo"],
    [{ domicilio: { ...MATRICULA_EJEMPLO.domicilio, localidad: { id: "44216" } } }, "domicilio.localidad.id"],
    [{ ruta: { nombre: "Provincial", provincia: "Jaca" } }, "ruta.nombre"],
    [{ email: ACCOUNTS.estudiante.email }, "email"],
    [{ proteccionDatos: { padres: true } }, "proteccionDatos.grabar"],
  ];
  for (const [cambio, campo] of casos) {
    const r = await request.post("/api/estudiantes/matricula", { headers: bearer(token), data: cuerpo(cambio) });
    expect(r.status(), campo).toBe(422);
    const body = await r.json();
    expect(body, campo).toMatchObject({ error: "unprocessable", message: expect.any(String) });
    expect(Object.keys(body.fieldErrors), campo).toContain(campo);
  }
  const malo = await request.post("/api/estudiantes/matricula", { headers: { ...bearer(token), "content-type": "application/json" }, data: Buffer.from("{no es json") });
  expect(malo.status()).toBe(400);
  expect((await request.get("/api/estudiantes/matricula", { headers: bearer(token) })).status()).toBe(404);
});

test("a student sends the spec's record, reads it back, and downloads the PDF; nobody else reads it", async ({ request }) => {
  // Born in Andorra (no provinces), with a passport and a Moroccan phone (issue 48).
  const extranjera = { tipoDocumento: "pasaporte", dni: "pab 123456", telefono: "+212 612345678", nacimiento: { pais: "AD", nacionalidad: "MA", provincia: null, localidad: "Andorra la Vella" } };
  const r = await request.post("/api/estudiantes/matricula", { headers: bearer(token), data: cuerpo({ ...extranjera, email: alumno.email.toUpperCase(), proteccionDatos: { padres: false, grabar: true } }) });
  expect(r.status()).toBe(200);
  const m = await r.json();
  expect(m).toMatchObject({
    estado: "enviada",
    version: 1,
    email: alumno.email,
    tipoDocumento: "pasaporte",
    dni: "PAB123456",
    telefono: "+212612345678",
    nacimiento: { pais: { codigo: "AD", nombre: "Andorra" }, nacionalidad: { codigo: "MA" }, localidad: { id: null, nombre: "Andorra la Vella" } },
    ciclo: { codigo: "QUI301", modulos: [{ codigo: "0065" }, { codigo: "0066" }] },
    ruta: null,
    proteccionDatos: { padres: false, grabar: true },
  });
  const propia = await request.get("/api/estudiantes/matricula", { headers: bearer(token) });
  expect((await propia.json()).id).toBe(m.id);

  const pdf = await request.get("/api/estudiantes/matricula/pdf", { headers: bearer(token) });
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { texto } = await textoPdf(await pdf.body());
  expect(texto).toContain("PAB123456");
  expect(texto).toContain("PASAPORTE PAB123456");
  expect(texto).toContain(alumno.apellidos);
  expect(texto).not.toContain("Solicitud de ruta de transporte");

  // Lucía has none of her own, and the secretary's routes are closed to students.
  const lucia = await tokenApi(request, ACCOUNTS.estudiante.email);
  expect((await request.get("/api/estudiantes/matricula", { headers: bearer(lucia) })).status()).toBe(404);
  expect((await request.get(`/api/admin/matriculas/${m.id}`, { headers: bearer(lucia) })).status()).toBe(403);
  expect((await request.get(`/api/admin/matriculas/${m.id}/pdf`, { headers: bearer(token) })).status()).toBe(403);
});

test("the secretary finds it, reviews the version it read, and exports it", async ({ request }) => {
  const admin = await tokenApi(request, ACCOUNTS.admin.email);
  const lista = await request.get(`/api/admin/matriculas?ciclo=QUI301&q=${encodeURIComponent(alumno.apellidos)}`, { headers: bearer(admin) });
  expect(lista.status()).toBe(200);
  const pagina = await lista.json();
  expect(pagina).toMatchObject({ total: 1, porEstado: { enviada: 1 } });
  const id = pagina.matriculas[0].id as number;

  const una = await (await request.get(`/api/admin/matriculas/${id}`, { headers: bearer(admin) })).json();
  expect(una.historial).toEqual([{ accion: "enviada", fecha: expect.any(String), usuario: `${alumno.nombre} ${alumno.apellidos}`, nota: null }]);

  const sinNota = await request.post(`/api/admin/matriculas/${id}/estado`, { headers: bearer(admin), data: { estado: "incidencia", version: 1 } });
  expect(sinNota.status()).toBe(422);
  expect((await sinNota.json()).fieldErrors.nota).toBeDefined();
  const incidencia = await request.post(`/api/admin/matriculas/${id}/estado`, { headers: bearer(admin), data: { estado: "incidencia", nota: "Falta la foto de carné.", version: 1 } });
  expect(await incidencia.json()).toMatchObject({ estado: "incidencia", incidencia: "Falta la foto de carné." });
  expect((await (await request.get("/api/estudiantes/matricula", { headers: bearer(token) })).json()).incidencia).toBe("Falta la foto de carné.");

  // The student resends: the secretary's stale version is refused, the fresh one accepted.
  expect((await request.post("/api/estudiantes/matricula", { headers: bearer(token), data: cuerpo({ telefono: "699 11 22 33" }) })).status()).toBe(200);
  expect((await request.post(`/api/admin/matriculas/${id}/estado`, { headers: bearer(admin), data: { estado: "revisada", version: 1 } })).status()).toBe(409);
  const revisada = await request.post(`/api/admin/matriculas/${id}/estado`, { headers: bearer(admin), data: { estado: "revisada", version: 2 } });
  expect(await revisada.json()).toMatchObject({ estado: "revisada", telefono: "699112233", incidencia: null });
  expect((await request.post("/api/estudiantes/matricula", { headers: bearer(token), data: cuerpo() })).status()).toBe(409);

  const csv = await request.get(`/api/admin/matriculas/csv?ciclo=QUI301&formato=modulo&q=${encodeURIComponent(alumno.apellidos)}`, { headers: bearer(admin) });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lineas = (await csv.text()).trim().split("\r\n");
  expect(lineas).toHaveLength(3);
  expect(lineas[1]).toContain('"0065"');
  expect(lineas[2]).toContain('"0066"');
  expect(lineas[2]).toContain('"18034567Z"');

  const pdf = await request.get(`/api/admin/matriculas/${id}/pdf`, { headers: bearer(admin) });
  expect((await textoPdf(await pdf.body())).texto).toContain(`Matrícula n.º ${id}`);
});
