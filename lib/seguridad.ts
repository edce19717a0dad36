/**
 * Per-request security headers that proxy.ts adds (issue 14, fault 7; docs/decisions/023). The
 * fixed ones (X-Frame-Options, nosniff, Referrer-Policy, Permissions-Policy) are in next.config.mjs,
 * which also covers static files.
 */

/**
 * The pages' Content-Security-Policy. Scripts run only with this response's nonce (Next puts it on
 * its own inline and bundled scripts when it finds it in the request's CSP header) or when loaded
 * by one of those ('strict-dynamic'). Styles allow inline: React `style` attributes and the label
 * sheet's `@page` rule need it, and a style cannot run code.
 */
export function politicaDePaginas(nonce: string, o: { https: boolean; desarrollo: boolean }): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${o.desarrollo ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Profile pictures come from the identity provider (Google serves them over https).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(o.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** JSON, CSV and PDF answers of the API are never documents that load anything or may be framed. */
export const POLITICA_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Answers the proxy does not see (static files, and Next's 404 page for a path with a static
 * file's extension; lib/servidor.ts): their own scripts and styles only, nothing inline that runs.
 */
export const POLITICA_ESTATICOS = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Sent only over HTTPS (a browser ignores it over HTTP, and it must not pin a test server). */
export const HSTS = "max-age=31536000; includeSubDomains";

export function nuevoNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** A path whose %-escapes decode to valid UTF-8 (Next would fail on the others with a plain-text 500). */
export function rutaBienCodificada(ruta: string): boolean {
  try {
    decodeURIComponent(ruta);
    return true;
  } catch {
    return false;
  }
}
