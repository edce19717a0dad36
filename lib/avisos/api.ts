import { z } from "zod";
import { defineApi } from "../api/define";
import { leerAvisosSchema } from "./schemas";

const avisoApi = z.object({
  id: z.number().int(),
  tipo: z.string(),
  asunto: z.string(),
  enlace: z.string().describe("Ruta de la página del portal que actúa sobre el aviso"),
  creado: z.iso.datetime(),
  leido: z.iso.datetime().nullable(),
});

/** The bell for external clients (a phone app): the same notices and the same «mark read» as /avisos. */
export const apiAvisos = {
  listar: defineApi({
    method: "GET",
    path: "/api/avisos",
    tag: "Avisos",
    summary: "Los avisos de quien llama (los 100 más recientes) y cuántos están sin leer",
    acceso: "avisos.leer",
    response: z.object({ sinLeer: z.number().int(), avisos: z.array(avisoApi) }),
  }),
  leer: defineApi({
    method: "POST",
    path: "/api/avisos/leidos",
    tag: "Avisos",
    summary: "Marca como leído uno de sus avisos ({id}) o todos ({id: 'todos'}); el de otra persona es 404",
    acceso: "avisos.leer",
    body: leerAvisosSchema,
    response: z.object({ marcados: z.number().int() }),
  }),
};
