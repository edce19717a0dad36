import { z } from "zod";
import { grupoApi } from "../api/define";
import { id, vacioEsAusente } from "../campos";
import { asignacionSchema, codigoGrupo, grupoSchema } from "./admin-schemas";

/**
 * REST contracts of the centre's administration (issue 13): groups and teaching assignments (the
 * modules' and rooms' are in lib/modulos and lib/aulas, admin-api.ts). Admin only; every write is
 * logged (GET /admin/registro). A DELETE of something still referred to answers 409 with what
 * refers to it.
 */

/** Admin only, under one OpenAPI tag (the modules' and rooms' contracts too). */
export const contratoAdmin = grupoApi({ tag: "Administración: centro", acceso: "centro.administrar" });

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

const grupoParams = z.object({ codigo: codigoGrupo });

export const apiAdminCentro = {
  grupos: contratoAdmin({ method: "GET", path: "/api/admin/grupos", summary: "Grupos con su tutor o tutora y cuántos estudiantes y asignaciones tienen", response: z.array(grupo) }),
  crearGrupo: contratoAdmin({ method: "POST", path: "/api/admin/grupos", summary: "Crea un grupo (curso y ciclo, tutor opcional). 409 si el código existe o el tutor ya tutoriza otro grupo", body: grupoSchema, response: grupo, status: 201 }),
  grupo: contratoAdmin({ method: "GET", path: "/api/admin/grupos/{codigo}", summary: "Un grupo", params: grupoParams, response: grupo }),
  actualizarGrupo: contratoAdmin({
    method: "PUT",
    path: "/api/admin/grupos/{codigo}",
    summary: "Guarda ciclo, curso y tutor de un grupo (el código no cambia). El ciclo y el curso no cambian si ya tiene asignaciones u horario (409)",
    params: grupoParams,
    body: grupoSchema.omit({ codigo: true }),
    response: grupo,
  }),
  eliminarGrupo: contratoAdmin({ method: "DELETE", path: "/api/admin/grupos/{codigo}", summary: "Elimina un grupo sin estudiantes, asignaciones ni horario (si no, 409 diciendo qué lo usa)", params: grupoParams, status: 204 }),

  asignaciones: contratoAdmin({
    method: "GET",
    path: "/api/admin/asignaciones",
    summary: "Asignaciones de docencia (qué docente imparte qué módulo a qué grupo); filtros grupo y docente (id)",
    query: z.object({ grupo: z.preprocess(vacioEsAusente, codigoGrupo.optional()), docente: z.preprocess(vacioEsAusente, id("Docente no encontrado").optional()) }),
    response: z.array(asignacion),
  }),
  crearAsignacion: contratoAdmin({
    method: "POST",
    path: "/api/admin/asignaciones",
    summary: "Asigna a un docente un módulo del ciclo y curso del grupo. 409 si ya lo tiene; 422 si el módulo no es del grupo o la persona no es docente",
    body: asignacionSchema,
    response: asignacion,
    status: 201,
  }),
  eliminarAsignacion: contratoAdmin({
    method: "DELETE",
    path: "/api/admin/asignaciones/{grupo}/{modulo}/{docenteId}",
    summary: "Quita una asignación de docencia",
    params: asignacionSchema,
    status: 204,
  }),
};
