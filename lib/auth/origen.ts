import { getEnv } from "../env";

/**
 * The portal's public address(es). Behind a reverse proxy the server listens on an internal address
 * (`http://0.0.0.0:8800`) that no browser ever sees, so checks of where a request comes from compare
 * with what the deployment configured: NEXTAUTH_URL and PUBLIC_ORIGINS (issue 14, fault 5).
 */

/** The origin of NEXTAUTH_URL, if set. */
export function origenPublico(): string | undefined {
  const url = getEnv().NEXTAUTH_URL;
  return url ? new URL(url).origin : undefined;
}

/** Every origin the portal's own pages are served from. Empty when nothing is configured (development). */
export function origenesPermitidos(): string[] {
  const publico = origenPublico();
  return [...new Set([...(publico ? [publico] : []), ...getEnv().PUBLIC_ORIGINS])];
}

/**
 * Whether a browser's `Origin` header is the portal itself. With no configured origin (a development
 * server without NEXTAUTH_URL) the Host header the browser used is the only reference left.
 */
export function origenAceptado(origen: string, cabeceras: Headers): boolean {
  const permitidos = origenesPermitidos();
  if (permitidos.length > 0) return permitidos.includes(origen);
  const host = cabeceras.get("host");
  if (!host) return false;
  const proto = (cabeceras.get("x-forwarded-proto") ?? "http").split(",")[0].trim();
  return origen === `${proto}://${host}`;
}

/**
 * Whether a write (anything but GET/HEAD) that may carry the session cookie comes from the portal's
 * own pages: its Origin is one of the configured public origins; without Origin, a browser that
 * says `Sec-Fetch-Site: cross-site` or `same-site` is refused too. A request with neither (curl, a
 * server) carries no cookie a browser added on its own. The API (lib/api/handler.ts) and the
 * server actions (proxy.ts) use this one rule (issue 47.7).
 */
export function escrituraDelPropioSitio(cabeceras: Headers): boolean {
  const origen = cabeceras.get("origin");
  if (origen !== null) return origenAceptado(origen, cabeceras);
  const sitio = cabeceras.get("sec-fetch-site");
  return sitio === null || sitio === "same-origin" || sitio === "none";
}

/** Whether the browser reached the portal over HTTPS: its public address says so, or a trusted proxy. */
export function servidoPorHttps(protoReenviado: string | null | undefined): boolean {
  if (origenPublico()?.startsWith("https://")) return true;
  // Only a reverse proxy we were told about may say the browser used HTTPS.
  return getEnv().TRUST_PROXY > 0 && protoReenviado?.split(",")[0].trim() === "https";
}

/** next-auth's test for a callback URL (core/lib/assert.js); a cookie failing it makes every page a 500. */
export function esUrlDeRetornoValida(valor: string, base: string): boolean {
  // Control characters would be refused later when the cookie is written back.
  if (/[\u0000-\u001F\u007F]/.test(valor)) return false;
  try {
    return /^https?:$/.test(new URL(valor, valor.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/** Where next-auth may send the browser after signing in or out: only inside the portal. */
export function destinoSeguro(url: string, base: string): string {
  try {
    const destino = new URL(url, base);
    if (destino.origin === new URL(base).origin && !/[\u0000-\u001F\u007F]/.test(url)) return destino.href;
  } catch {
    /* not a URL: go home */
  }
  return base;
}
