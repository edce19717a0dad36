/**
 * Domain errors thrown by lib/<area>/ and mapped once: to notFound()/form errors in pages and
 * actions, and to `{error, message}` with a status in route handlers.
 */
export class AppError extends Error {
  constructor(
    public readonly codigo: "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "unprocessable",
    public readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const noEncontrado = (message = "No encontrado.") => new AppError("not_found", 404, message);
export const prohibido = (message = "No tienes permiso para hacer esto.") => new AppError("forbidden", 403, message);
export const conflicto = (message: string) => new AppError("conflict", 409, message);
export const invalido = (message: string, fieldErrors?: Record<string, string[]>) => new AppError("unprocessable", 422, message, fieldErrors);
export const noAutenticado = (message = "Tu sesión no es válida. Vuelve a iniciar sesión.") => new AppError("unauthorized", 401, message);

export function esAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/**
 * For server actions: a domain error becomes the form's `{ok: false, message, fieldErrors}`;
 * anything else is a bug and propagates to the error page.
 */
export function estadoDeError(e: unknown): { ok: false; message: string; fieldErrors?: Record<string, string[]> } {
  if (esAppError(e)) return { ok: false, message: e.message, fieldErrors: e.fieldErrors };
  throw e;
}
