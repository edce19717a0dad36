import { z } from "zod";
import { contratoAdmin } from "../centro/admin-api";
import { codigoGrupo, grupoSchema } from "./admin-schemas";

/** REST contracts of the groups (issue 13). Admin only; a DELETE of a group still in use answers 409 with what uses it. */

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
const grupoParams = z.object({ codigo: codigoGrupo });

export const apiAdminGrupos = {
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
};
