import { notFound } from "next/navigation";
import type { z } from "zod";

/**
 * Domain errors thrown by lib/<area>/ and mapped once: to notFound()/form errors in pages and
 * actions (lib/accion.ts), and to `{error, message}` with a status in route handlers (lib/api).
 */
export class AppError extends Error {
  constructor(
    public readonly codigo: "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "unprocessable" | "too_many_requests" | "unavailable" | "payload_too_large" | "unsupported_media_type",
    public readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const noEncontrado = (message = "No encontrado.") => new AppError("not_found", 404, message);
export const prohibido = (message = "No tienes permiso para hacer esto.") => new AppError("forbidden", 403, message);
export const conflicto = (message: string, fieldErrors?: Record<string, string[]>) => new AppError("conflict", 409, message, fieldErrors);
export const invalido = (message: string, fieldErrors?: Record<string, string[]>) => new AppError("unprocessable", 422, message, fieldErrors);
export const noAutenticado = (message = "Tu sesión no es válida. Vuelve a iniciar sesión.") => new AppError("unauthorized", 401, message);

export function esAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

// --- Form state ----------------------------------------------------------------------------------

/**
 * The one shape every server action returns and every form reads (docs/arquitectura.md §5.1): `null` before the
 * first submit; `ok` with a message for the page; on failure a message and, when a field is to
 * blame, its errors keyed by field path ("domicilio.provincia"; "_" for the form as a whole).
 * `datos` carries what a successful action hands back to the form (a new id, an import report).
 */
export type EstadoFormulario<D = unknown> = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  datos?: D;
} | null;

export const REVISA_CAMPOS = "Revisa los campos marcados.";

type Incidencia = { path: readonly PropertyKey[]; message: string };

/**
 * zod issues → `{ "campo.sub": ["mensaje", …] }`, the one converter for server actions, route
 * handlers and the inventory form (`clave` picks the field a path belongs to; "_" is the form as
 * a whole). A message said twice for one field is shown once.
 */
export function erroresDeCampo(error: z.ZodError | readonly Incidencia[], clave: (ruta: readonly PropertyKey[]) => string = (r) => r.map(String).join(".")): Record<string, string[]> {
  const issues = Array.isArray(error) ? (error as readonly Incidencia[]) : (error as z.ZodError).issues;
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const mensajes = (out[(i.path.length && clave(i.path)) || "_"] ??= []);
    if (!mensajes.includes(i.message)) mensajes.push(i.message);
  }
  return out;
}

/**
 * For server actions: a domain error becomes the form's `{ok: false, message, fieldErrors}`;
 * anything else (a bug, or Next's redirect/notFound signals) propagates.
 */
export function estadoDeError(e: unknown): { ok: false; message: string; fieldErrors?: Record<string, string[]> } {
  if (esAppError(e)) return { ok: false, message: e.message, fieldErrors: e.fieldErrors };
  throw e;
}

/**
 * The one way to act on «not found»: `datos`, or what `siNo` returns (or throws) when lib/ says
 * the row does not exist for this caller. Any other failure propagates.
 */
export async function siNoEncontrado<T, A>(datos: Promise<T>, siNo: () => A): Promise<T | A> {
  try {
    return await datos;
  } catch (e) {
    if (esAppError(e) && e.status === 404) return siNo();
    throw e;
  }
}

/** For pages: the page's data, or the not-found page when lib/ says the row is not theirs. */
export async function oNoEncontrado<T>(datos: Promise<T>): Promise<T> {
  return siNoEncontrado(datos, () => notFound());
}

/**
 * For pages: the route's params (or one of them) read by their schema, then the row they name, or the not-found
 * page, whether the address is malformed or the row is not the caller's; one answer for both, as
 * the API gives (its params go through the contract's schema in lib/api/handler.ts).
 */
export async function deLaRuta<E extends z.ZodType, T>(params: unknown, schema: E, leer: (p: z.output<E>) => Promise<T>): Promise<T> {
  const p = schema.safeParse(await params);
  if (!p.success) notFound();
  return oNoEncontrado(leer(p.data));
}
