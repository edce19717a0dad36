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

/** zod issues → `{ "campo.sub": ["mensaje", …] }`, the one converter for forms and the API. */
export function erroresDeCampo(error: z.ZodError | readonly Incidencia[], clave: (ruta: readonly PropertyKey[]) => string = (r) => r.map(String).join(".")): Record<string, string[]> {
  const issues = Array.isArray(error) ? (error as readonly Incidencia[]) : (error as z.ZodError).issues;
  const out: Record<string, string[]> = {};
  for (const i of issues) (out[(i.path.length && clave(i.path)) || "_"] ??= []).push(i.message);
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

/** For pages: the page's data, or the not-found page when lib/ says the row is not theirs. */
export async function oNoEncontrado<T>(datos: Promise<T>): Promise<T> {
  try {
    return await datos;
  } catch (e) {
    if (esAppError(e) && e.status === 404) notFound();
    throw e;
  }
}
