import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, CARGOS, ROLES, SECRETARIA, type Cargo, type Role } from "./support/auth";

/**
 * Every /api route × no token and every principal → the expected status. Writes use a body that the
 * allowed principals get refused for a domain reason (unknown student → 422), so the table never
 * changes data and its order does not matter.
 *
 * The principals hold one cargo or several (issue 43): the student, the teacher (Ana), the head of
 * Química who teaches (docente + jefatura), the director who teaches (docente + admin) and the
 * secretary's office (admin alone). A route names the cargos that may call it (403 for anyone
 * else); a row out of the caller's scope answers 404; a list answers only what the caller may see.
 */
type Quien = "anonimo" | Role | "secretaria";
const QUIENES: Quien[] = ["anonimo", ...ROLES, "secretaria"];
const CARGOS_DE: Record<Exclude<Quien, "anonimo">, Cargo[]> = { ...CARGOS, secretaria: SECRETARIA.cargos };
type Fila = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; data?: unknown; esperado: Record<Quien, number> };

const MODULO_DE_ANA = "/api/modulos/0065/QUI301";
const todos = (s: number): Record<Quien, number> => Object.fromEntries(QUIENES.map((q) => [q, s])) as Record<Quien, number>;

/**
 * Statuses by cargo: without a token 401; a principal holding one of the row's cargos gets that
 * cargo's status (the best of them when it holds several), anyone else 403. `personas` overrides
 * where the answer depends on who the person is (a module she does not teach: 404).
 */
function porCargo(s: Partial<Record<Cargo, number>>, personas: Partial<Record<Quien, number>> = {}): Record<Quien, number> {
  const out = { anonimo: 401 } as Record<Quien, number>;
  for (const q of QUIENES.filter((x) => x !== "anonimo") as Exclude<Quien, "anonimo">[]) {
    const suyos = CARGOS_DE[q].map((c) => s[c]).filter((v): v is number => v !== undefined);
    out[q] = suyos.length ? Math.min(...suyos) : 403;
  }
  return { ...out, ...personas };
}

const TABLA: Fila[] = [
  { method: "GET", path: "/api/health", esperado: todos(200) },
  { method: "GET", path: "/api/openapi.json", esperado: todos(200) },
  { method: "GET", path: "/api/admin/estado", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/auth/login", data: {}, esperado: todos(422) },
  { method: "GET", path: "/api/perfil", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  // Everyone's own notices; a notice that is not yours (or does not exist) is not found.
  { method: "GET", path: "/api/avisos", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "POST", path: "/api/avisos/leidos", data: { id: 999999 }, esperado: porCargo({ estudiante: 404, docente: 404, jefatura: 404, admin: 404 }) },
  { method: "GET", path: "/api/docentes/tutoria", esperado: porCargo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: "/api/modulos/imparte", esperado: porCargo({ docente: 200 }) },
  { method: "GET", path: "/api/modulos/departamento", esperado: porCargo({ jefatura: 200 }) },
  // Ana's module: hers as its teacher, the head of Química's as her department's; the director
  // teaches too, but not this module.
  { method: "GET", path: `${MODULO_DE_ANA}/find`, esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "GET", path: `${MODULO_DE_ANA}/estudiantes`, esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "POST", path: `${MODULO_DE_ANA}/matricula`, data: { estudiante: "NOEXISTE" }, esperado: porCargo({ docente: 422, jefatura: 422 }, { admin: 404 }) },
  { method: "DELETE", path: `${MODULO_DE_ANA}/matricula`, data: { estudiante: "NOEXISTE" }, esperado: porCargo({ docente: 422, jefatura: 422 }, { admin: 404 }) },
  // The module the head of Química teaches: hers twice over; not Ana's.
  { method: "GET", path: "/api/modulos/1257/QUI201/find", esperado: porCargo({ docente: 404, jefatura: 200 }) },
  // A module of another department: nobody here may see it.
  { method: "GET", path: "/api/modulos/0221/IFC201/find", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0221/IFC201/estudiantes", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "POST", path: "/api/modulos/0221/IFC201/matricula", data: { estudiante: "24Q0001" }, esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "DELETE", path: "/api/modulos/0221/IFC201/matricula", data: { estudiante: "24I0001" }, esperado: porCargo({ docente: 404, jefatura: 404 }) },
  // Guessed codes that do not exist at all look the same as foreign ones.
  { method: "GET", path: "/api/modulos/9999/QUI301/find", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0065/NOEXISTE/estudiantes", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  // Surveys: a submission for a module nobody takes is refused for that reason, so nothing is stored.
  { method: "GET", path: "/api/encuestas/cuestiones", esperado: todos(200) },
  { method: "GET", path: "/api/encuestas/modulos", esperado: porCargo({ estudiante: 200 }) },
  { method: "POST", path: "/api/encuestas", data: { modulo: { codigo: "9999", docente: { email: "nadie@cpifp-huesca.test" } }, respuestas: [{ id: 1 }] }, esperado: porCargo({ estudiante: 404 }) },
  { method: "GET", path: "/api/encuestas/respuestas", esperado: porCargo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/comentarios", esperado: porCargo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/grupo/1/QUI301", esperado: porCargo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/grupo/1/QUI301/csv", esperado: porCargo({ admin: 200 }) },
  // Convalidaciones: the cycle catalogue is public; requests are the student's own or the secretaría's.
  { method: "GET", path: "/api/ciclos", esperado: todos(200) },
  { method: "GET", path: "/api/ciclos/QUI301/modulos", esperado: todos(200) },
  { method: "GET", path: "/api/convalidaciones", esperado: porCargo({ estudiante: 200 }) },
  { method: "POST", path: "/api/convalidaciones", data: {}, esperado: porCargo({ estudiante: 422 }) },
  { method: "GET", path: "/api/convalidaciones/all", esperado: porCargo({ admin: 200 }) },
  { method: "GET", path: "/api/convalidaciones/999999", esperado: porCargo({ estudiante: 404, admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/resolucion", data: { modulos: [{ codigo: "0065", estado: "denegada" }] }, esperado: porCargo({ admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/reapertura", data: { motivo: "Prueba de permisos" }, esperado: porCargo({ admin: 404 }) },
  { method: "GET", path: "/api/convalidaciones/999999/respuesta.pdf", esperado: porCargo({ estudiante: 404, admin: 404 }) },
  // Timetables: time slots for anyone signed in; a room's week for anyone (students: rooms named
  // 'Aula', and the demo's first room is Aula 1); teachers' weeks for staff; a group's for staff
  // and its own students; calendar feeds only with their secret token.
  { method: "GET", path: "/api/sesiones", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/cursos", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas", esperado: porCargo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/1", esperado: porCargo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/1/horario", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/999999/horario", esperado: porCargo({ estudiante: 404, docente: 404, jefatura: 404, admin: 404 }) },
  { method: "GET", path: "/api/aulas/abc/horario", esperado: porCargo({ estudiante: 400, docente: 400, jefatura: 400, admin: 400 }) },
  { method: "GET", path: `/api/horarios/docentes/${ACCOUNTS.docente.email}`, esperado: porCargo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/docentes/nadie%40cpifp-huesca.test", esperado: porCargo({ docente: 404, jefatura: 404, admin: 404 }) },
  { method: "GET", path: "/api/horarios/grupos/1QUI301", esperado: porCargo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/grupos/1IFC201", esperado: porCargo({ estudiante: 404, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/plantilla", esperado: porCargo({ admin: 200 }) },
  { method: "GET", path: `/api/horarios/calendario/${"x".repeat(43)}.ics`, esperado: todos(404) },
  { method: "GET", path: "/api/horarios/calendario/corto", esperado: todos(400) },
  // Follow-up: Ana and the head of Química read her module (the director teaches, but not it);
  // only a teacher writes, and every write here is refused for a domain reason (a module or row
  // that is not hers, a bad body).
  { method: "GET", path: "/api/seguimientos/0065/QUI301", esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "GET", path: "/api/acciones/0065/QUI301", esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "GET", path: "/api/sesiones/0065/QUI301", esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "GET", path: `${MODULO_DE_ANA}/indicadores`, esperado: porCargo({ docente: 200, jefatura: 200 }, { admin: 404 }) },
  { method: "GET", path: "/api/seguimientos/0221/IFC201", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/acciones/0221/IFC201", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0221/IFC201/indicadores", esperado: porCargo({ docente: 404, jefatura: 404 }) },
  { method: "POST", path: "/api/seguimientos", data: { modulo: "0221", ciclo: "IFC201", fecha: "2026-11-23", franja: 1 }, esperado: porCargo({ docente: 404 }) },
  { method: "PUT", path: "/api/seguimientos", data: { id: 999999, accion: null }, esperado: porCargo({ docente: 404 }) },
  { method: "DELETE", path: "/api/seguimientos/999999", esperado: porCargo({ docente: 404 }) },
  { method: "POST", path: "/api/seguimientos/0221/IFC201/generar", data: { desde: "2026-09-01", hasta: "2027-06-30" }, esperado: porCargo({ docente: 404 }) },
  { method: "POST", path: "/api/acciones", data: {}, esperado: porCargo({ docente: 422 }) },
  { method: "PUT", path: "/api/acciones", data: { id: 999999, horasEstimadas: 1, fechaInicio: "2026-10-01", fechaFin: "2026-10-02" }, esperado: porCargo({ docente: 404 }) },
  { method: "DELETE", path: "/api/acciones/999999", esperado: porCargo({ docente: 404 }) },
  // Matrícula: reference data is public; lucia.perez (the estudiante here) never sends hers.
  { method: "GET", path: "/api/provincias", esperado: todos(200) },
  { method: "GET", path: "/api/provincias/22/municipios", esperado: todos(200) },
  { method: "GET", path: "/api/codigos-postales/22300", esperado: todos(200) },
  { method: "GET", path: "/api/paises", esperado: todos(200) },
  { method: "GET", path: "/api/transporte", esperado: { ...todos(200), anonimo: 401 } },
  { method: "GET", path: "/api/estudiantes/matricula", esperado: porCargo({ estudiante: 404 }) },
  { method: "POST", path: "/api/estudiantes/matricula", data: {}, esperado: porCargo({ estudiante: 422 }) },
  { method: "GET", path: "/api/estudiantes/matricula/pdf", esperado: porCargo({ estudiante: 404 }) },
  { method: "GET", path: "/api/admin/matriculas", esperado: porCargo({ admin: 200 }) },
  { method: "GET", path: "/api/admin/matriculas/csv", esperado: porCargo({ admin: 200 }) },
  { method: "GET", path: "/api/admin/matriculas/999999", esperado: porCargo({ admin: 404 }) },
  { method: "POST", path: "/api/admin/matriculas/999999/estado", data: { estado: "revisada", version: 1 }, esperado: porCargo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/matriculas/999999/pdf", esperado: porCargo({ admin: 404 }) },
  // Centre administration: admin only; writes are refused for a domain reason, so nothing changes.
  { method: "GET", path: "/api/admin/usuarios", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/usuarios", data: {}, esperado: porCargo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/usuarios/999999", esperado: porCargo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/usuarios/999999/datos.zip", esperado: porCargo({ admin: 404 }) },
  { method: "PUT", path: "/api/admin/usuarios/999999", data: { email: "nadie@cpifp-huesca.test", nombre: "Nadie", cargos: ["docente"] }, esperado: porCargo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/grupos", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/grupos", data: {}, esperado: porCargo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/grupos/NOEXISTE", esperado: porCargo({ admin: 404 }) },
  { method: "DELETE", path: "/api/admin/grupos/1QUI301", esperado: porCargo({ admin: 409 }) },
  { method: "GET", path: "/api/admin/modulos", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/modulos", data: {}, esperado: porCargo({ admin: 422 }) },
  { method: "DELETE", path: "/api/admin/modulos/0065/QUI301", esperado: porCargo({ admin: 409 }) },
  { method: "GET", path: "/api/admin/asignaciones?grupo=1QUI301", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/asignaciones", data: {}, esperado: porCargo({ admin: 422 }) },
  { method: "DELETE", path: "/api/admin/asignaciones/NOEXISTE/9999/999999", esperado: porCargo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/aulas", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/aulas", data: { nombre: "Aula 1", tipo: "aula" }, esperado: porCargo({ admin: 409 }) },
  { method: "DELETE", path: "/api/admin/aulas/999999", esperado: porCargo({ admin: 404 }) },
  { method: "POST", path: "/api/admin/importar/docentes", data: { csv: "", simular: true }, esperado: porCargo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/importar/docentes/plantilla", esperado: porCargo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/horarios/importar", data: { archivo: "", curso: "1990/1991", simular: true }, esperado: porCargo({ admin: 422 }) },
];

const tokens = new Map<Quien, string>();
const emailDe = (q: Exclude<Quien, "anonimo">) => (q === "secretaria" ? SECRETARIA.email : ACCOUNTS[q].email);

test.beforeAll(async ({ request }) => {
  for (const q of QUIENES) if (q !== "anonimo") tokens.set(q, await tokenApi(request, emailDe(q)));
});

async function llamar(request: APIRequestContext, fila: Fila, quien: Quien) {
  const headers = quien === "anonimo" ? {} : bearer(tokens.get(quien)!);
  return request.fetch(fila.path, { method: fila.method, headers, data: fila.data });
}

for (const fila of TABLA) {
  test(`${fila.method} ${fila.path}`, async ({ request }) => {
    const obtenido: Record<string, number> = {};
    for (const quien of QUIENES) {
      const r = await llamar(request, fila, quien);
      obtenido[quien] = r.status();
      if (r.status() >= 400) {
        expect(r.headers()["content-type"], `${quien}: cuerpo JSON`).toContain("application/json");
        const body = await r.json();
        expect(body, `${quien}: forma del error`).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
        if (r.status() === 401) expect(body.text, `${quien}: text en 401`).toEqual(expect.any(String));
      }
    }
    expect(obtenido).toEqual(fila.esperado);
  });
}

test("GET /api/perfil devuelve los cargos de quien llama; el token no los lleva", async ({ request }) => {
  for (const q of QUIENES) {
    if (q === "anonimo") continue;
    const r = await request.get("/api/perfil", { headers: bearer(tokens.get(q)!) });
    expect(r.status(), q).toBe(200);
    const perfil = await r.json();
    expect(perfil, q).toMatchObject({ email: emailDe(q), cargos: CARGOS_DE[q] });
    // Old clients read one type: the highest cargo.
    expect(perfil.type, q).toBe(CARGOS_DE[q][CARGOS_DE[q].length - 1]);
    // The cargos are read from the database on each request, never from the token.
    const claims = JSON.parse(Buffer.from(tokens.get(q)!.split(".")[1], "base64url").toString()) as Record<string, unknown>;
    expect(Object.keys(claims).filter((k) => ["cargos", "tipo", "type", "role", "roles"].includes(k)), q).toEqual([]);

  }
});

// It revokes the token it is called with, so every role signs in again for it alone.
test("POST /api/auth/logout", async ({ request }) => {
  const obtenido: Record<string, number> = { anonimo: (await request.post("/api/auth/logout")).status() };
  for (const q of QUIENES) {
    if (q === "anonimo") continue;
    const propio = await tokenApi(request, emailDe(q));
    obtenido[q] = (await request.post("/api/auth/logout", { headers: bearer(propio) })).status();
  }
  expect(obtenido).toEqual({ anonimo: 401, estudiante: 204, docente: 204, jefatura: 204, admin: 204, secretaria: 204 });
});
