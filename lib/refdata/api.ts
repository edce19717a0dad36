import { z } from "zod";
import { defineApi } from "../api/define";
import { municipioSchema, paisSchema, provinciaSchema } from "./schemas";

/**
 * Reference data for forms and external clients. Public (no personal data, decision 003) and
 * cacheable: it only changes with a new release, so browsers and proxies keep it for a day.
 */
export const apiRefdata = {
  provincias: defineApi({ method: "GET", path: "/api/provincias", tag: "Datos de referencia", summary: "Las 52 provincias del INE, por código", acceso: "publico", response: z.array(provinciaSchema) }),
  municipios: defineApi({
    method: "GET",
    path: "/api/provincias/{id}/municipios",
    tag: "Datos de referencia",
    summary: "Municipios del INE de una provincia, por nombre (404 si la provincia no existe)",
    acceso: "publico",
    // Any text: an id that is not a province is not found (404), like a province that does not exist.
    params: z.object({ id: z.string().trim().max(10).describe("Código INE de la provincia: '22' (Huesca)") }),
    response: z.array(municipioSchema),
  }),
  codigoPostal: defineApi({
    method: "GET",
    path: "/api/codigos-postales/{codigo}",
    tag: "Datos de referencia",
    summary: "Municipios (con su provincia) a los que sirve un código postal, según el callejero del INE; lista vacía si el código no existe",
    acceso: "publico",
    params: z.object({ codigo: z.string().trim().max(10).describe("Código postal: '22300' (admite '22 300')") }),
    response: z.array(z.object({ municipio: municipioSchema, provincia: provinciaSchema })),
  }),
  paises: defineApi({ method: "GET", path: "/api/paises", tag: "Datos de referencia", summary: "Países (ISO 3166-1) con su nombre en español, por nombre", acceso: "publico", response: z.array(paisSchema) }),
};

/** A JSON answer that browsers and shared caches may keep for a day. */
export function respuestaCacheable(datos: unknown): Response {
  return Response.json(datos, { headers: { "cache-control": "public, max-age=86400, stale-while-revalidate=604800" } });
}
