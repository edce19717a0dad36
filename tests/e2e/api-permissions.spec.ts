import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, tokenApi } from "./support/api";
import { ACCOUNTS, ROLES, type Role } from "./support/auth";

/**
 * Every /api route × every role and no token → the expected status. Writes use a body that the
 * allowed roles get refused for a domain reason (unknown student → 422), so the table never
 * changes data and its order does not matter.
 */
type Quien = Role | "anonimo";
type Fila = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; data?: unknown; esperado: Record<Quien, number> };

const MODULO_DE_ANA = "/api/modulos/0065/QUI301";
const todos = (s: number): Record<Quien, number> => ({ anonimo: s, estudiante: s, docente: s, jefatura: s, admin: s });
const solo = (permitidos: Partial<Record<Role, number>>): Record<Quien, number> => ({ anonimo: 401, estudiante: 403, docente: 403, jefatura: 403, admin: 403, ...permitidos });

const TABLA: Fila[] = [
  { method: "GET", path: "/api/health", esperado: todos(200) },
  { method: "GET", path: "/api/openapi.json", esperado: todos(200) },
  { method: "POST", path: "/api/auth/login", data: {}, esperado: todos(422) },
  { method: "GET", path: "/api/docentes/tutoria", esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: "/api/modulos/imparte", esperado: solo({ docente: 200 }) },
  { method: "GET", path: "/api/modulos/departamento", esperado: solo({ jefatura: 200 }) },
  { method: "GET", path: `${MODULO_DE_ANA}/find`, esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: `${MODULO_DE_ANA}/estudiantes`, esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "POST", path: `${MODULO_DE_ANA}/matricula`, data: { estudiante: "NOEXISTE" }, esperado: solo({ docente: 422, jefatura: 422 }) },
  { method: "DELETE", path: `${MODULO_DE_ANA}/matricula`, data: { estudiante: "NOEXISTE" }, esperado: solo({ docente: 422, jefatura: 422 }) },
  // A module of another department: neither Ana nor the head of Química may see it.
  { method: "GET", path: "/api/modulos/0221/IFC201/find", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0221/IFC201/estudiantes", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "POST", path: "/api/modulos/0221/IFC201/matricula", data: { estudiante: "24Q0001" }, esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "DELETE", path: "/api/modulos/0221/IFC201/matricula", data: { estudiante: "24I0001" }, esperado: solo({ docente: 404, jefatura: 404 }) },
  // Guessed codes that do not exist at all look the same as foreign ones.
  { method: "GET", path: "/api/modulos/9999/QUI301/find", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0065/NOEXISTE/estudiantes", esperado: solo({ docente: 404, jefatura: 404 }) },
  // Surveys: a submission for a module nobody takes is refused for that reason, so nothing is stored.
  { method: "GET", path: "/api/encuestas/cuestiones", esperado: todos(200) },
  { method: "GET", path: "/api/encuestas/modulos", esperado: solo({ estudiante: 200 }) },
  { method: "POST", path: "/api/encuestas", data: { modulo: { codigo: "9999", docente: { email: "nadie@cpifp-huesca.test" } }, respuestas: [{ id: 1 }] }, esperado: solo({ estudiante: 404 }) },
  { method: "GET", path: "/api/encuestas/respuestas", esperado: solo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/comentarios", esperado: solo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/grupo/1/QUI301", esperado: solo({ docente: 200, admin: 200 }) },
  { method: "GET", path: "/api/encuestas/grupo/1/QUI301/csv", esperado: solo({ admin: 200 }) },
  // Convalidaciones: the cycle catalogue is public; requests are the student's own or the admin's.
  { method: "GET", path: "/api/ciclos", esperado: todos(200) },
  { method: "GET", path: "/api/ciclos/QUI301/modulos", esperado: todos(200) },
  { method: "GET", path: "/api/convalidaciones", esperado: solo({ estudiante: 200 }) },
  { method: "POST", path: "/api/convalidaciones", data: {}, esperado: solo({ estudiante: 422 }) },
  { method: "GET", path: "/api/convalidaciones/all", esperado: solo({ admin: 200 }) },
  { method: "GET", path: "/api/convalidaciones/999999", esperado: solo({ estudiante: 404, admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/resolucion", data: { modulos: [{ codigo: "0065", estado: "denegada" }] }, esperado: solo({ admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/reapertura", data: { motivo: "Prueba de permisos" }, esperado: solo({ admin: 404 }) },
  { method: "GET", path: "/api/convalidaciones/999999/respuesta.pdf", esperado: solo({ estudiante: 404, admin: 404 }) },
  // Timetables: time slots for anyone signed in; a room's week for anyone (students: rooms named
  // 'Aula', and the demo's first room is Aula 1); teachers' weeks for staff; a group's for staff
  // and its own students; calendar feeds only with their secret token.
  { method: "GET", path: "/api/sesiones", esperado: solo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas", esperado: solo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/1", esperado: solo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/1/horario", esperado: solo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/aulas/999999/horario", esperado: solo({ estudiante: 404, docente: 404, jefatura: 404, admin: 404 }) },
  { method: "GET", path: "/api/aulas/abc/horario", esperado: solo({ estudiante: 400, docente: 400, jefatura: 400, admin: 400 }) },
  { method: "GET", path: `/api/horarios/docentes/${ACCOUNTS.docente.email}`, esperado: solo({ docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/docentes/nadie%40cpifp-huesca.test", esperado: solo({ docente: 404, jefatura: 404, admin: 404 }) },
  { method: "GET", path: "/api/horarios/grupos/1QUI301", esperado: solo({ estudiante: 200, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/grupos/1IFC201", esperado: solo({ estudiante: 404, docente: 200, jefatura: 200, admin: 200 }) },
  { method: "GET", path: "/api/horarios/plantilla", esperado: solo({ admin: 200 }) },
  { method: "GET", path: `/api/horarios/calendario/${"x".repeat(43)}.ics`, esperado: todos(404) },
  { method: "GET", path: "/api/horarios/calendario/corto", esperado: todos(400) },
  // Follow-up: Ana and the head of Química read her module; only a teacher writes, and every write
  // here is refused for a domain reason (a module or row that is not hers, a bad body).
  { method: "GET", path: "/api/seguimientos/0065/QUI301", esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: "/api/acciones/0065/QUI301", esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: "/api/sesiones/0065/QUI301", esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: `${MODULO_DE_ANA}/indicadores`, esperado: solo({ docente: 200, jefatura: 200 }) },
  { method: "GET", path: "/api/seguimientos/0221/IFC201", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/acciones/0221/IFC201", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "GET", path: "/api/modulos/0221/IFC201/indicadores", esperado: solo({ docente: 404, jefatura: 404 }) },
  { method: "POST", path: "/api/seguimientos", data: { modulo: "0221", ciclo: "IFC201", fecha: "2026-11-23", franja: 1 }, esperado: solo({ docente: 404 }) },
  { method: "PUT", path: "/api/seguimientos", data: { id: 999999, accion: null }, esperado: solo({ docente: 404 }) },
  { method: "DELETE", path: "/api/seguimientos/999999", esperado: solo({ docente: 404 }) },
  { method: "POST", path: "/api/seguimientos/0221/IFC201/generar", data: { desde: "2026-09-01", hasta: "2027-06-30" }, esperado: solo({ docente: 404 }) },
  { method: "POST", path: "/api/acciones", data: {}, esperado: solo({ docente: 422 }) },
  { method: "PUT", path: "/api/acciones", data: { id: 999999, horasEstimadas: 1, fechaInicio: "2026-10-01", fechaFin: "2026-10-02" }, esperado: solo({ docente: 404 }) },
  { method: "DELETE", path: "/api/acciones/999999", esperado: solo({ docente: 404 }) },
  // Matrícula: reference data is public; lucia.perez (the estudiante here) never sends hers.
  { method: "GET", path: "/api/provincias", esperado: todos(200) },
  { method: "GET", path: "/api/provincias/22/municipios", esperado: todos(200) },
  { method: "GET", path: "/api/paises", esperado: todos(200) },
  { method: "GET", path: "/api/transporte", esperado: { ...todos(200), anonimo: 401 } },
  { method: "GET", path: "/api/estudiantes/matricula", esperado: solo({ estudiante: 404 }) },
  { method: "POST", path: "/api/estudiantes/matricula", data: {}, esperado: solo({ estudiante: 422 }) },
  { method: "GET", path: "/api/estudiantes/matricula/pdf", esperado: solo({ estudiante: 404 }) },
  { method: "GET", path: "/api/admin/matriculas", esperado: solo({ admin: 200 }) },
  { method: "GET", path: "/api/admin/matriculas/csv", esperado: solo({ admin: 200 }) },
  { method: "GET", path: "/api/admin/matriculas/999999", esperado: solo({ admin: 404 }) },
  { method: "POST", path: "/api/admin/matriculas/999999/estado", data: { estado: "revisada", version: 1 }, esperado: solo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/matriculas/999999/pdf", esperado: solo({ admin: 404 }) },
  // Centre administration: admin only; writes are refused for a domain reason, so nothing changes.
  { method: "GET", path: "/api/admin/usuarios", esperado: solo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/usuarios", data: {}, esperado: solo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/usuarios/999999", esperado: solo({ admin: 404 }) },
  { method: "PUT", path: "/api/admin/usuarios/999999", data: { email: "nadie@cpifp-huesca.test", nombre: "Nadie", tipo: "docente" }, esperado: solo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/grupos", esperado: solo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/grupos", data: {}, esperado: solo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/grupos/NOEXISTE", esperado: solo({ admin: 404 }) },
  { method: "DELETE", path: "/api/admin/grupos/1QUI301", esperado: solo({ admin: 409 }) },
  { method: "GET", path: "/api/admin/modulos", esperado: solo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/modulos", data: {}, esperado: solo({ admin: 422 }) },
  { method: "DELETE", path: "/api/admin/modulos/0065/QUI301", esperado: solo({ admin: 409 }) },
  { method: "GET", path: "/api/admin/asignaciones?grupo=1QUI301", esperado: solo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/asignaciones", data: {}, esperado: solo({ admin: 422 }) },
  { method: "DELETE", path: "/api/admin/asignaciones/NOEXISTE/9999/999999", esperado: solo({ admin: 404 }) },
  { method: "GET", path: "/api/admin/aulas", esperado: solo({ admin: 200 }) },
  { method: "POST", path: "/api/admin/aulas", data: { nombre: "Aula 1", tipo: "aula" }, esperado: solo({ admin: 409 }) },
  { method: "DELETE", path: "/api/admin/aulas/999999", esperado: solo({ admin: 404 }) },
  { method: "POST", path: "/api/admin/importar/docentes", data: { csv: "", simular: true }, esperado: solo({ admin: 422 }) },
  { method: "GET", path: "/api/admin/importar/docentes/plantilla", esperado: solo({ admin: 200 }) },
];

const tokens = new Map<Role, string>();

test.beforeAll(async ({ request }) => {
  for (const role of ROLES) tokens.set(role, await tokenApi(request, ACCOUNTS[role].email));
});

async function llamar(request: APIRequestContext, fila: Fila, quien: Quien) {
  const headers = quien === "anonimo" ? {} : bearer(tokens.get(quien)!);
  return request.fetch(fila.path, { method: fila.method, headers, data: fila.data });
}

for (const fila of TABLA) {
  test(`${fila.method} ${fila.path}`, async ({ request }) => {
    const obtenido: Record<string, number> = {};
    for (const quien of ["anonimo", ...ROLES] as Quien[]) {
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

// It revokes the token it is called with, so every role signs in again for it alone.
test("POST /api/auth/logout", async ({ request }) => {
  const obtenido: Record<string, number> = { anonimo: (await request.post("/api/auth/logout")).status() };
  for (const role of ROLES) {
    const propio = await tokenApi(request, ACCOUNTS[role].email);
    obtenido[role] = (await request.post("/api/auth/logout", { headers: bearer(propio) })).status();
  }
  expect(obtenido).toEqual({ anonimo: 401, estudiante: 204, docente: 204, jefatura: 204, admin: 204 });
});
