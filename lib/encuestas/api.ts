import { z } from "zod";
import { defineApi } from "../api/define";
import {
  comentariosModuloSchema,
  consultaResultadosCursoSchema,
  consultaResultadosSchema,
  cuestionApiSchema,
  envioRespuestaSchema,
  envioSchema,
  grupoParamsSchema,
  moduloEncuestaSchema,
  resultadoModuloSchema,
} from "./schemas";

const NOTA_RESULTADOS =
  "Un docente recibe sus módulos; la administración, todos. Sin `campana`, la abierta o la última cerrada. Los resultados de una campaña abierta, o con menos respuestas que el mínimo, salen con visible=false y sin puntuaciones ni comentarios.";

const NOTA_CURSO = "Con `curso` (2025/2026), solo las campañas de ese curso académico (vacío si no tiene ninguna); el mínimo de respuestas vale igual en los cursos pasados.";

/** REST contracts of spec §7 "Sign-in and survey" (decision 004 for what the spec leaves unshown). */
export const apiEncuestas = {
  cuestiones: defineApi({ method: "GET", path: "/api/encuestas/cuestiones", tag: "Encuestas", summary: "Preguntas activas de la encuesta, en orden", acceso: "publico", response: z.array(cuestionApiSchema) }),
  modulos: defineApi({ method: "GET", path: "/api/encuestas/modulos", tag: "Encuestas", summary: "Módulos (uno por docente) que el estudiante tiene pendientes en la campaña abierta; vacío si no hay ninguna abierta", acceso: "encuestas.contestar", response: z.array(moduloEncuestaSchema) }),
  enviar: defineApi({ method: "POST", path: "/api/encuestas", tag: "Encuestas", summary: "Envía la encuesta de un módulo pendiente: todas las preguntas activas, resultado 0–10 o ausente (Ns/Nc), comentario de hasta 200 caracteres. Se guarda una sola vez (409 si se repite)", acceso: "encuestas.contestar", body: envioSchema, response: envioRespuestaSchema, status: 201 }),
  respuestas: defineApi({ method: "GET", path: "/api/encuestas/respuestas", tag: "Encuestas", summary: `Resultados por módulo y docente de una campaña. ${NOTA_RESULTADOS} ${NOTA_CURSO}`, acceso: "encuestas.resultados", query: consultaResultadosCursoSchema, response: z.array(resultadoModuloSchema) }),
  comentarios: defineApi({ method: "GET", path: "/api/encuestas/comentarios", tag: "Encuestas", summary: `Comentarios por módulo y docente de una campaña, ordenados alfabéticamente. ${NOTA_RESULTADOS} ${NOTA_CURSO}`, acceso: "encuestas.resultados", query: consultaResultadosCursoSchema, response: z.array(comentariosModuloSchema) }),
  grupo: defineApi({ method: "GET", path: "/api/encuestas/grupo/{curso}/{ciclo}", tag: "Encuestas", summary: `Resultados de los módulos de un curso (1 o 2) de un ciclo. ${NOTA_RESULTADOS}`, acceso: "encuestas.resultados", params: grupoParamsSchema, query: consultaResultadosSchema, response: z.array(resultadoModuloSchema) }),
  csv: defineApi({ method: "GET", path: "/api/encuestas/grupo/{curso}/{ciclo}/csv", tag: "Encuestas", summary: "Exporta en CSV (;) los resultados de los módulos de un curso de un ciclo, una fila por pregunta, como la tabla de la página de encuestas de la administración. Sin `campana`, la abierta o la última cerrada; 404 si no hay ninguna", acceso: "encuestas.gestionar", params: grupoParamsSchema, query: consultaResultadosSchema }),
};
