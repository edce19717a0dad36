import type { z } from "zod";
import type { Operacion } from "../acceso/politica";

/**
 * Who may call a route: "publico" needs no token (only for data that exposes nothing personal),
 * "sesion" any signed-in user, or an operation of the policy (lib/acceso/politica.ts), which
 * says the cargos that may perform it.
 */
export type Acceso = "publico" | "sesion" | Operacion;

export type Metodo = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The contract of one REST route. Route handlers are built from it (lib/api/handler.ts) and the
 * OpenAPI document is generated from the same objects (lib/api/openapi.ts), so the documentation
 * cannot drift from what the handler parses.
 */
export type ApiDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: Metodo;
  /** OpenAPI-style path, e.g. `/api/modulos/{codigo}/{ciclo}/find`. */
  path: string;
  summary: string;
  tag: string;
  acceso: Acceso;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** Status of a successful answer (200 by default). */
  status?: 200 | 201 | 204;
  /** Largest JSON body, when the route needs more than MAX_CUERPO (an import carries a whole file). */
  maxCuerpo?: number;
  /** Error statuses of this route beyond the ones every route of its kind has (lib/api/openapi.ts). */
  otrosErrores?: readonly (401 | 409 | 429)[];
};

export function defineApi<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: ApiDef<P, Q, B, R>,
): ApiDef<P, Q, B, R> {
  return def;
}

/**
 * The contracts of one group of routes that share their OpenAPI tag and who may call them (an
 * admin section): each contract then states only what is its own.
 *
 *   const admin = grupoApi({ tag: "Administración: personas", acceso: "centro.administrar" })
;
 *   export const apiX = { listar: admin({ method: "GET", path: "/api/admin/usuarios", summary: "…", response: … }) };
 */
export function grupoApi(comun: { tag: string; acceso: Acceso }) {
  return <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(def: Omit<ApiDef<P, Q, B, R>, "tag" | "acceso">): ApiDef<P, Q, B, R> => ({ ...comun, ...def });
}
