import { z } from "zod";
import { contratoAdmin } from "../centro/admin-api";
import { id, vacioEsAusente } from "../campos";
import { codigoGrupo } from "../grupos/admin-schemas";
import { asignacionSchema } from "./admin-schemas";

/** REST contracts of the teaching assignments (issue 13): which teacher teaches which module to which group. Admin only. */

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

export const apiAdminAsignaciones = {
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
