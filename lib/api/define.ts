import type { z } from "zod";
import type { TipoUsuario } from "../auth/roles";

/**
 * Who may call a route: "publico" needs no token (only for data that exposes nothing personal),
 * "sesion" any signed-in user, or a list of user types.
 */
export type Acceso = "publico" | "sesion" | readonly TipoUsuario[];

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
};

export function defineApi<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: ApiDef<P, Q, B, R>,
): ApiDef<P, Q, B, R> {
  return def;
}
