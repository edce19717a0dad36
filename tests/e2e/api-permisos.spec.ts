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
  // Convalidaciones: the cycle catalogue is public; requests are the student's own or the admin's.
  { method: "GET", path: "/api/ciclos", esperado: todos(200) },
  { method: "GET", path: "/api/ciclos/QUI301/modulos", esperado: todos(200) },
  { method: "GET", path: "/api/convalidaciones", esperado: solo({ estudiante: 200 }) },
  { method: "POST", path: "/api/convalidaciones", data: {}, esperado: solo({ estudiante: 422 }) },
  { method: "GET", path: "/api/convalidaciones/all", esperado: solo({ admin: 200 }) },
  { method: "GET", path: "/api/convalidaciones/999999", esperado: solo({ estudiante: 404, admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/resolucion", data: { modulos: [{ codigo: "0065", estado: "denegada" }] }, esperado: solo({ admin: 404 }) },
  { method: "POST", path: "/api/convalidaciones/999999/reapertura", data: { motivo: "Prueba de permisos" }, esperado: solo({ admin: 404 }) },
  { method: "GET", path: "/api/convalidaciones/999999/respuesta.pdf", esperado: solo({ admin: 404 }) },
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
