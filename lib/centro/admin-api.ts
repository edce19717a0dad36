import { z } from "zod";
import { defineApi } from "../api/define";
import { id } from "../campos";
import { asignacionSchema, aulaSchema, codigoCiclo, codigoGrupo, codigoModulo, grupoSchema, moduloSchema, TIPOS_AULA } from "./admin-schemas";

/**
 * REST contracts of the centre's administration (issue 13): groups, modules, teaching assignments
 * and rooms. Admin only; every write is logged (GET /admin/registro). A DELETE of something still
 * referred to answers 409 with what refers to it.
 */

const ADMIN = ["admin"] as const;
const TAG = "Administración: centro";

const grupo = z.object({
  codigo: z.string(),
  ciclo: z.string(),
  cicloNombre: z.string(),
  curso: z.number().int(),
  tutorId: z.number().int().nullable(),
  tutor: z.string().nullable(),
  estudiantes: z.number().int(),
  asignaciones: z.number().int(),
});
const modulo = z.object({
  codigo: z.string(),
  ciclo: z.string(),
  curso: z.number().int(),
  nombre: z.string(),
  horas: z.number().int().nullable(),
  departamentoId: z.number().int().nullable(),
  departamento: z.string().nullable(),
  asignaciones: z.number().int(),
});
const asignacion = z.object({
  docenteId: z.number().int(),
  docente: z.string(),
  email: z.string(),
  activo: z.boolean(),
  grupo: z.string(),
  modulo: z.string(),
  ciclo: z.string(),
  curso: z.number().int(),
  moduloNombre: z.string(),
});
const aula = z.object({ id: z.number().int(), nombre: z.string(), tipo: z.enum(TIPOS_AULA), capacidad: z.number().int().nullable() });

const grupoParams = z.object({ codigo: codigoGrupo });
const moduloParams = z.object({ codigo: codigoModulo, ciclo: codigoCiclo });
const aulaParams = z.object({ id: id("Aula no encontrada") });
const vacio = (v: unknown) => (v === "" ? undefined : v);

export const apiAdminCentro = {
  grupos: defineApi({ method: "GET", path: "/api/admin/grupos", tag: TAG, summary: "Grupos con su tutor o tutora y cuántos estudiantes y asignaciones tienen", acceso: ADMIN, response: z.array(grupo) }),
  crearGrupo: defineApi({ method: "POST", path: "/api/admin/grupos", tag: TAG, summary: "Crea un grupo (curso y ciclo, tutor opcional). 409 si el código existe o el tutor ya tutoriza otro grupo", acceso: ADMIN, body: grupoSchema, response: grupo, status: 201 }),
  grupo: defineApi({ method: "GET", path: "/api/admin/grupos/{codigo}", tag: TAG, summary: "Un grupo", acceso: ADMIN, params: grupoParams, response: grupo }),
  actualizarGrupo: defineApi({
    method: "PUT",
    path: "/api/admin/grupos/{codigo}",
    tag: TAG,
    summary: "Guarda ciclo, curso y tutor de un grupo (el código no cambia). El ciclo y el curso no cambian si ya tiene asignaciones u horario (409)",
    acceso: ADMIN,
    params: grupoParams,
    body: grupoSchema.omit({ codigo: true }),
    response: grupo,
  }),
  eliminarGrupo: defineApi({ method: "DELETE", path: "/api/admin/grupos/{codigo}", tag: TAG, summary: "Elimina un grupo sin estudiantes, asignaciones ni horario (si no, 409 diciendo qué lo usa)", acceso: ADMIN, params: grupoParams, status: 204 }),

  modulos: defineApi({
    method: "GET",
    path: "/api/admin/modulos",
    tag: TAG,
    summary: "Módulos con horas, departamento y número de asignaciones; filtros ciclo y q (código o nombre)",
    acceso: ADMIN,
    query: z.object({ ciclo: z.preprocess(vacio, codigoCiclo.optional()), q: z.preprocess(vacio, z.string().trim().max(100, "La búsqueda es demasiado larga").optional()) }),
    response: z.array(modulo),
  }),
  crearModulo: defineApi({ method: "POST", path: "/api/admin/modulos", tag: TAG, summary: "Crea un módulo en un ciclo que existe. 409 si el código ya existe en el ciclo", acceso: ADMIN, body: moduloSchema, response: modulo, status: 201 }),
  modulo: defineApi({ method: "GET", path: "/api/admin/modulos/{codigo}/{ciclo}", tag: TAG, summary: "Un módulo", acceso: ADMIN, params: moduloParams, response: modulo }),
  actualizarModulo: defineApi({
    method: "PUT",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    tag: TAG,
    summary: "Guarda curso, nombre, horas y departamento. El curso no cambia si el módulo tiene asignaciones (409)",
    acceso: ADMIN,
    params: moduloParams,
    body: moduloSchema.omit({ codigo: true, ciclo: true }),
    response: modulo,
  }),
  eliminarModulo: defineApi({
    method: "DELETE",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    tag: TAG,
    summary: "Elimina un módulo que nada usa; si lo imparte alguien, tiene matrículas, horario, encuestas o solicitudes, 409 diciendo qué",
    acceso: ADMIN,
    params: moduloParams,
    status: 204,
  }),

  asignaciones: defineApi({
    method: "GET",
    path: "/api/admin/asignaciones",
    tag: TAG,
    summary: "Asignaciones de docencia (qué docente imparte qué módulo a qué grupo); filtros grupo y docente (id)",
    acceso: ADMIN,
    query: z.object({ grupo: z.preprocess(vacio, codigoGrupo.optional()), docente: z.preprocess(vacio, id("Docente no encontrado").optional()) }),
    response: z.array(asignacion),
  }),
  crearAsignacion: defineApi({
    method: "POST",
    path: "/api/admin/asignaciones",
    tag: TAG,
    summary: "Asigna a un docente un módulo del ciclo y curso del grupo. 409 si ya lo tiene; 422 si el módulo no es del grupo o la persona no es docente",
    acceso: ADMIN,
    body: asignacionSchema,
    response: asignacion,
    status: 201,
  }),
  eliminarAsignacion: defineApi({
    method: "DELETE",
    path: "/api/admin/asignaciones/{grupo}/{modulo}/{docenteId}",
    tag: TAG,
    summary: "Quita una asignación de docencia",
    acceso: ADMIN,
    params: asignacionSchema,
    status: 204,
  }),

  aulas: defineApi({ method: "GET", path: "/api/admin/aulas", tag: TAG, summary: "Aulas y espacios con su tipo y capacidad", acceso: ADMIN, response: z.array(aula) }),
  crearAula: defineApi({ method: "POST", path: "/api/admin/aulas", tag: TAG, summary: "Crea un aula. 409 si el nombre ya existe", acceso: ADMIN, body: aulaSchema, response: aula, status: 201 }),
  aula: defineApi({ method: "GET", path: "/api/admin/aulas/{id}", tag: TAG, summary: "Un aula", acceso: ADMIN, params: aulaParams, response: aula }),
  actualizarAula: defineApi({ method: "PUT", path: "/api/admin/aulas/{id}", tag: TAG, summary: "Guarda nombre, tipo y capacidad", acceso: ADMIN, params: aulaParams, body: aulaSchema, response: aula }),
  eliminarAula: defineApi({ method: "DELETE", path: "/api/admin/aulas/{id}", tag: TAG, summary: "Elimina un aula sin inventario ni horario (si no, 409 diciendo qué la usa)", acceso: ADMIN, params: aulaParams, status: 204 }),
};
