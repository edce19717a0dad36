/**
 * Structured logs: one JSON line per event on stderr, with the request id the user sees on the
 * error page (and in the `X-Request-Id` header), so a report ("referencia …") finds its line.
 *
 * Never logged: tokens, cookies, request bodies, query strings and SQL parameters. Error messages
 * are cut down to the driver's own text and scrubbed of anything that looks like a token, an email
 * address or a document number, because PostgreSQL quotes the offending value in some messages.
 */

export type Nivel = "info" | "warn" | "error";

const REDACCIONES: [RegExp, string][] = [
  // JWTs and other long base64url runs (bearer tokens, session cookies, ID tokens).
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, "[token]"],
  [/\b(bearer|token|secret|password|authorization|cookie)\b(\s*[:=]\s*|\s+)\S+/gi, "$1 [oculto]"],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[correo]"],
  // Spanish NIF/NIE and phone numbers (quoted by "Key (nif)=(…) already exists").
  [/\b[XYZ]?\d{7,8}[A-Z]\b/gi, "[documento]"],
  [/\b\d{9,}\b/g, "[número]"],
  [/[\w-]{40,}/g, "[token]"],
];

export function limpiar(texto: string, max = 300): string {
  let t = texto;
  for (const [patron, reemplazo] of REDACCIONES) t = t.replace(patron, reemplazo);
  // drizzle's wrapper repeats the whole query and its parameters: keep only its first line.
  t = t.split("\n")[0];
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

/** What can be said about an error without leaking data: its class, SQLSTATE/errno code and a scrubbed message. */
export function describirError(e: unknown): { tipo: string; codigo?: string; mensaje: string } {
  let causa: unknown = e;
  // drizzle wraps the driver error (which has the useful code) in `cause`.
  for (let i = 0; i < 4 && causa instanceof Error && causa.cause instanceof Error; i++) causa = causa.cause;
  const err = causa instanceof Error ? causa : new Error(String(causa));
  const codigo = (err as { code?: unknown }).code;
  return { tipo: err.name, codigo: typeof codigo === "string" ? codigo : undefined, mensaje: limpiar(err.message) };
}

export function registrar(nivel: Nivel, evento: string, datos: Record<string, unknown> = {}): void {
  const linea = JSON.stringify({ ts: new Date().toISOString(), nivel, evento, ...datos });
  if (nivel === "error") console.error(linea);
  else if (nivel === "warn") console.warn(linea);
  else console.log(linea);
}

/** A path for the log: without the query string (searches hold names), and scrubbed like any message. */
export function rutaParaLog(url: string): string {
  try {
    return limpiar(new URL(url, "http://x").pathname, 200);
  } catch {
    return "(ruta no válida)";
  }
}
