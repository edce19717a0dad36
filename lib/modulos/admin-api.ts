import { z } from "zod";
import { contratoAdmin } from "../centro/admin-api";
import { codigoCiclo } from "../ciclos/admin-schemas";
import { codigoModulo, filtroModulosSchema, moduloSchema } from "./admin-schemas";

/** REST contracts of the modules' administration (issue 13). A DELETE of a module still used answers 409 with what uses it. */

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
const moduloParams = z.object({ codigo: codigoModulo, ciclo: codigoCiclo });

export const apiAdminModulos = {
  modulos: contratoAdmin({
    method: "GET",
    path: "/api/admin/modulos",
    summary: "Módulos con horas, departamento y número de asignaciones; filtros ciclo y q (código o nombre)",
    query: filtroModulosSchema,
    response: z.array(modulo),
  }),
  crearModulo: contratoAdmin({ method: "POST", path: "/api/admin/modulos", summary: "Crea un módulo en un ciclo que existe. 409 si el código ya existe en el ciclo", body: moduloSchema, response: modulo, status: 201 }),
  modulo: contratoAdmin({ method: "GET", path: "/api/admin/modulos/{codigo}/{ciclo}", summary: "Un módulo", params: moduloParams, response: modulo }),
  actualizarModulo: contratoAdmin({
    method: "PUT",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    summary: "Guarda curso, nombre, horas y departamento. El curso no cambia si el módulo tiene asignaciones (409)",
    params: moduloParams,
    body: moduloSchema.omit({ codigo: true, ciclo: true }),
    response: modulo,
  }),
  eliminarModulo: contratoAdmin({
    method: "DELETE",
    path: "/api/admin/modulos/{codigo}/{ciclo}",
    summary: "Elimina un módulo que nada usa; si lo imparte alguien, tiene matrículas, horario, encuestas o solicitudes, 409 diciendo qué",
    params: moduloParams,
    status: 204,
  }),
};
