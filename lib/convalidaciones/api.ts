import { z } from "zod";
import { defineApi } from "../api/define";
import type { SolicitudDetalle, SolicitudResumen } from "./queries";
import { moduloCicloSchema } from "../ciclos/schemas";
import {
  filtrosSolicitudesSchema,
  idSolicitudSchema,
  reaperturaSchema,
  resolucionSchema,
  solicitudApiSchema,
  solicitudRespuestaSchema,
  solicitudResumenSchema,
} from "./schemas";

const resumenApi = solicitudResumenSchema.omit({ modulos: true }).extend({ convalidacionModulos: z.array(moduloCicloSchema) });

/** REST contracts of spec §7 "Convalidaciones", plus resolving, reopening and the letter's PDF. */
export const apiConvalidaciones = {
  propias: defineApi({ method: "GET", path: "/api/convalidaciones", tag: "Convalidaciones", summary: "Solicitudes de convalidación del estudiante, de la más reciente a la más antigua", acceso: "convalidaciones.solicitar", response: z.array(resumenApi) }),
  crear: defineApi({
    method: "POST",
    path: "/api/convalidaciones",
    tag: "Convalidaciones",
    summary: "Presenta una solicitud: estudiante{…}, ciclo{codigo, nombre}, solicitud[módulos] y, opcionalmente, aporta. El correo es siempre el de la cuenta",
    acceso: "convalidaciones.solicitar",
    body: solicitudApiSchema,
    response: solicitudRespuestaSchema,
    status: 201,
  }),
  todas: defineApi({
    method: "GET",
    path: "/api/convalidaciones/all",
    tag: "Convalidaciones",
    summary: "Todas las solicitudes (50 por página; el total va en la cabecera X-Total-Count), filtradas por estado, ciclo y texto (nombre o NIF)",
    acceso: "convalidaciones.resolver",
    query: filtrosSolicitudesSchema,
    response: z.array(resumenApi),
  }),
  una: defineApi({ method: "GET", path: "/api/convalidaciones/{id}", tag: "Convalidaciones", summary: "Una solicitud: el estudiante solo las suyas", acceso: "convalidaciones.leer", params: idSolicitudSchema, response: solicitudRespuestaSchema }),
  resolver: defineApi({
    method: "POST",
    path: "/api/convalidaciones/{id}/resolucion",
    tag: "Convalidaciones",
    summary: "Resuelve la solicitud: cada módulo concedido (con calificación 1–10 opcional) o denegado. Fija la fecha de resolución; 409 si ya estaba resuelta",
    acceso: "convalidaciones.resolver",
    params: idSolicitudSchema,
    body: resolucionSchema,
    response: solicitudRespuestaSchema,
  }),
  reabrir: defineApi({
    method: "POST",
    path: "/api/convalidaciones/{id}/reapertura",
    tag: "Convalidaciones",
    summary: "Reabre una solicitud resuelta; queda registrado quién y por qué. 409 si no estaba resuelta",
    acceso: "convalidaciones.resolver",
    params: idSolicitudSchema,
    body: reaperturaSchema,
    response: solicitudRespuestaSchema,
  }),
  cartaPdf: defineApi({
    method: "GET",
    path: "/api/convalidaciones/{id}/respuesta.pdf",
    tag: "Convalidaciones",
    summary: "Carta de respuesta en PDF (A4): la administración, para firmarla electrónicamente; el estudiante, la de su propia solicitud. 409 si la solicitud no está resuelta",
    acceso: "convalidaciones.leer",
    params: idSolicitudSchema,
  }),
};

/** The spec's request entity: `convalidacionModulos`, and `direccion` as an alias of `domicilio`. */
export function aSolicitudApi(s: SolicitudDetalle) {
  return {
    id: s.id,
    ciclo: s.ciclo,
    creada: s.creada,
    resuelta: s.resuelta,
    nif: s.nif,
    nombre: s.nombre,
    apellidos: s.apellidos,
    domicilio: s.domicilio,
    direccion: s.domicilio,
    codigoPostal: s.codigoPostal,
    localidad: s.localidad,
    provincia: s.provincia,
    telefonoFijo: s.telefonoFijo,
    telefonoMovil: s.telefonoMovil,
    email: s.email,
    aporta: s.aporta,
    documentosRevisados: s.documentosRevisados,
    convalidacionModulos: s.modulos,
  };
}

export function aResumenApi({ modulos, ...s }: SolicitudResumen) {
  return { ...s, convalidacionModulos: modulos };
}
