import { z } from "zod";
import { grupoApi } from "../api/define";
import { id, vacioEsAusente } from "../campos";
import { asignacionSchema, aulaSchema, codigoCiclo, codigoGrupo, codigoModulo, filtroModulosSchema, grupoSchema, moduloSchema, TIPOS_AULA } from "./admin-schemas";

/**
 * REST contracts of the centre's administration (issue 13): groups, modules, teaching assignments
 * and rooms. Admin only; every write is logged (GET /admin/registro). A DELETE of something still
 * referred to answers 409 with what refers to it.
 */

/** Admin only, under one OpenAPI tag. */
const admin = grupoApi({ tag: "Administración: centro", acceso: "centro.administrar" });

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

export const apiAdminCentro = {
  grupos: admin({ method: "GET", path: "/api/admin/grupos", summary: "Grupos con su tutor o tutora y cuántos estudiantes y asignaciones tienen", response: z.array(grupo) }),
  crearGrupo: admin({ method: "POST", path: "/api/admin/grupos", summary: "Crea un grupo (curso y ciclo, tutor opcional). 409 si el código existe o el tutor ya tutoriza otro grupo", body: grupoSchema, response: grupo, status: 201 }),
  grupo: admin({ method: "GET", path: "/api/admin/grupos/{codigo}", summary: "Un grupo", params: grupoParams, response: grupo }),
  actualizarGrupo: admin({
    method: "PUT",
    path: "/api/admin/grupos/{codigo}",
    summary: "Guarda ciclo, curso y tutor de un grupo (el código no cambia). El ciclo y el curso no cambian si ya tiene asignaciones u horario (409)",
    params: grupoParams,
    body: grupoSchema.omit({ codigo: true }),
    response: grupo,
  }),
  eliminarGrupo: admin({ method: "DELETE", path: "/api/admin/grupos/{codigo}", summary: "Elimina un grupo sin estudiantes, asignaciones ni horario (si no, 409 diciendo qué lo usa)", params: grupoParams, status: 204 }),

  modulos: admin({
    method: "GET",
    path: "/api/admin/modulos",
    summary: "Módulos con horas, departamento y número de asignaciones; filtros ciclo y q (código o nombre)",
    query: filtroModulosSchema,
    response: z.array(modulo),
  }),
  crearModulo: admin({ method: "POST", path: "/api/admin/modulos", summary: "Crea un módulo en un ciclo que existe. 409 si el código ya existe en el ciclo", body: moduloSchema, response: modulo, status: 201 }),
  modulo: admin({ method: "GET", path: "/api/admin/modulos/{codigo}/{ciclo}", summary: "Un módulo", params: moduloParams, response: modulo }),
  actualizarModulo: admin({
    method: "PUT",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    summary: "Guarda curso, nombre, horas y departamento. El curso no cambia si el módulo tiene asignaciones (409)",
    params: moduloParams,
    body: moduloSchema.omit({ codigo: true, ciclo: true }),
    response: modulo,
  }),
  eliminarModulo: admin({
    method: "DELETE",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    summary: "Elimina un módulo que nada usa; si lo imparte alguien, tiene matrículas, horario, encuestas o solicitudes, 409 diciendo qué",
    params: moduloParams,
    status: 204,
  }),

  asignaciones: admin({
    method: "GET",
    path: "/api/admin/asignaciones",
    summary: "Asignaciones de docencia (qué docente imparte qué módulo a qué grupo); filtros grupo y docente (id)",
    query: z.object({ grupo: z.preprocess(vacioEsAusente, codigoGrupo.optional()), docente: z.preprocess(vacioEsAusente, id("Docente no encontrado").optional()) }),
    response: z.array(asignacion),
  }),
  crearAsignacion: admin({
    method: "POST",
    path: "/api/admin/asignaciones",
    summary: "Asigna a un docente un módulo del ciclo y curso del grupo. 409 si ya lo tiene; 422 si el módulo no es del grupo o la persona no es docente",
    body: asignacionSchema,
    response: asignacion,
    status: 201,
  }),
  eliminarAsignacion: admin({
    method: "DELETE",
    path: "/api/admin/asignaciones/{grupo}/{modulo}/{docenteId}",
    summary: "Quita una asignación de docencia",
    params: asignacionSchema,
    status: 204,
  }),

  aulas: admin({ method: "GET", path: "/api/admin/aulas", summary: "Aulas y espacios con su tipo y capacidad", response: z.array(aula) }),
  crearAula: admin({ method: "POST", path: "/api/admin/aulas", summary: "Crea un aula. 409 si el nombre ya existe", body: aulaSchema, response: aula, status: 201 }),
  aula: admin({ method: "GET", path: "/api/admin/aulas/{id}", summary: "Un aula", params: aulaParams, response: aula }),
  actualizarAula: admin({ method: "PUT", path: "/api/admin/aulas/{id}", summary: "Guarda nombre, tipo y capacidad", params: aulaParams, body: aulaSchema, response: aula }),
  eliminarAula: admin({ method: "DELETE", path: "/api/admin/aulas/{id}", summary: "Elimina un aula sin inventario ni horario (si no, 409 diciendo qué la usa)", params: aulaParams, status: 204 }),
};
