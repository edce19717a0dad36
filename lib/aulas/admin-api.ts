import { z } from "zod";
import { contratoAdmin } from "../centro/admin-api";
import { id } from "../campos";
import { aulaSchema, TIPOS_AULA } from "./admin-schemas";

/** REST contracts of the rooms' administration (issue 13). A DELETE of a room still used answers 409 with what uses it. */

const aula = z.object({ id: z.number().int(), nombre: z.string(), tipo: z.enum(TIPOS_AULA), capacidad: z.number().int().nullable() });
const aulaParams = z.object({ id: id("Aula no encontrada") });

export const apiAdminAulas = {
  aulas: contratoAdmin({ method: "GET", path: "/api/admin/aulas", summary: "Aulas y espacios con su tipo y capacidad", response: z.array(aula) }),
  crearAula: contratoAdmin({ method: "POST", path: "/api/admin/aulas", summary: "Crea un aula. 409 si el nombre ya existe", body: aulaSchema, response: aula, status: 201 }),
  aula: contratoAdmin({ method: "GET", path: "/api/admin/aulas/{id}", summary: "Un aula", params: aulaParams, response: aula }),
  actualizarAula: contratoAdmin({ method: "PUT", path: "/api/admin/aulas/{id}", summary: "Guarda nombre, tipo y capacidad", params: aulaParams, body: aulaSchema, response: aula }),
  eliminarAula: contratoAdmin({ method: "DELETE", path: "/api/admin/aulas/{id}", summary: "Elimina un aula sin inventario ni horario (si no, 409 diciendo qué la usa)", params: aulaParams, status: 204 }),
};
