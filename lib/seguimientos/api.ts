import { z } from "zod";
import { defineApi } from "../api/define";
import { id } from "../campos";
import { consultaCursoSchema } from "../curso-academico/api";
import { moduloParamsSchema } from "../modulos/schemas";
import {
  accionEdicionSchema,
  accionNuevaSchema,
  accionSchema,
  asignacionSchema,
  franjaModuloSchema,
  indicadoresSchema,
  mesSchema,
  rangoGeneracionSchema,
  resultadoGeneracionSchema,
  sesionNuevaSchema,
  sesionSchema,
} from "./schemas";


// `/api/seguimientos/{id}` and `/api/seguimientos/{codigo}/{ciclo}` share their first segment, and
// Next.js gives one dynamic segment one name: the id travels as `{codigo}` (decision 015).
const idSesionParams = z.object({ codigo: id("Sesión no encontrada").describe("id de la sesión") });
const idAccionParams = z.object({ codigo: id("Acción formativa no encontrada").describe("id de la acción formativa") });

/**
 * REST contracts of spec §7 "Follow-up". Teachers read and change the modules they teach; jefatura
 * reads its department's; a module out of scope is 404 like one that does not exist.
 */
export const apiSeguimientos = {
  sesiones: defineApi({
    method: "GET",
    path: "/api/seguimientos/{codigo}/{ciclo}",
    tag: "Seguimientos",
    summary: "Sesiones del módulo en el curso actual, o en el curso ?curso=2025/2026 (historial; 404 si el curso no existe), con su acción formativa (el calendario); mes=aaaa-mm filtra un mes",
    acceso: "seguimiento.leer",
    params: moduloParamsSchema,
    query: z.object({ mes: mesSchema }).extend(consultaCursoSchema.shape),
    response: z.array(sesionSchema),
  }),
  crearSesion: defineApi({
    method: "POST",
    path: "/api/seguimientos",
    tag: "Seguimientos",
    summary: "Añade una sesión {modulo, ciclo, fecha, franja}: de lunes a viernes, dentro del curso, no en día no lectivo; 409 si ya existe",
    acceso: "seguimiento.editar",
    body: sesionNuevaSchema,
    response: sesionSchema,
    status: 201,
  }),
  asignar: defineApi({
    method: "PUT",
    path: "/api/seguimientos",
    tag: "Seguimientos",
    summary: "Asigna una sesión {id, accion} a una acción formativa del mismo módulo; accion null (o {id: ''}) la deja sin asignar",
    acceso: "seguimiento.editar",
    body: asignacionSchema,
    response: sesionSchema,
  }),
  eliminarSesion: defineApi({ method: "DELETE", path: "/api/seguimientos/{codigo}", tag: "Seguimientos", summary: "Elimina una sesión ({codigo} es su id)", acceso: "seguimiento.editar", params: idSesionParams, status: 204 }),
  generar: defineApi({
    method: "POST",
    path: "/api/seguimientos/{codigo}/{ciclo}/generar",
    tag: "Seguimientos",
    summary: "Genera las sesiones del horario del módulo entre dos fechas del curso, sin fines de semana ni días no lectivos; no repite las que ya existen",
    acceso: "seguimiento.editar",
    params: moduloParamsSchema,
    body: rangoGeneracionSchema,
    response: resultadoGeneracionSchema,
  }),
  acciones: defineApi({
    method: "GET",
    path: "/api/acciones/{codigo}/{ciclo}",
    tag: "Seguimientos",
    summary: "Acciones formativas del módulo en el curso actual, o en el curso ?curso=2025/2026 (historial; 404 si el curso no existe), con horas dedicadas y defase calculados",
    acceso: "seguimiento.leer",
    params: moduloParamsSchema,
    query: consultaCursoSchema,
    response: z.array(accionSchema),
  }),
  crearAccion: defineApi({
    method: "POST",
    path: "/api/acciones",
    tag: "Seguimientos",
    summary: "Crea una acción formativa {modulo: {codigo, ciclo}, nombre, horasEstimadas, fechaInicio, fechaFin}",
    acceso: "seguimiento.editar",
    body: accionNuevaSchema,
    response: accionSchema,
    status: 201,
  }),
  actualizarAccion: defineApi({
    method: "PUT",
    path: "/api/acciones",
    tag: "Seguimientos",
    summary: "Guarda una acción formativa (id, horasEstimadas, fechaInicio y fechaFin obligatorios; lo que falte se conserva). defase y horasDedicadas los calcula el servidor",
    acceso: "seguimiento.editar",
    body: accionEdicionSchema,
    response: accionSchema,
  }),
  eliminarAccion: defineApi({
    method: "DELETE",
    path: "/api/acciones/{codigo}",
    tag: "Seguimientos",
    summary: "Elimina una acción formativa ({codigo} es su id); sus sesiones quedan sin asignar",
    acceso: "seguimiento.editar",
    params: idAccionParams,
    status: 204,
  }),
  periodos: defineApi({
    method: "GET",
    path: "/api/sesiones/{codigo}/{ciclo}",
    tag: "Seguimientos",
    summary: "Franjas semanales del módulo en el horario del curso actual (de las que se generan sus sesiones)",
    acceso: "seguimiento.leer",
    params: moduloParamsSchema,
    response: z.array(franjaModuloSchema),
  }),
  indicadores: defineApi({
    method: "GET",
    path: "/api/modulos/{codigo}/{ciclo}/indicadores",
    tag: "Módulos",
    summary: "Indicadores del seguimiento del módulo (definiciones en docs/decisions/013)",
    acceso: "seguimiento.leer",
    params: moduloParamsSchema,
    response: indicadoresSchema,
  }),
};
