import { readFileSync } from "node:fs";
import { comprimirRespuestas } from "./scripts/comprimir.mjs";

/**
 * The import limits (lib/importar/limites.ts reads the same file). A file of exactly the maximum
 * must reach the import, which answers with its report: the transport limits below sit above it,
 * with room for the multipart envelope and the form's other fields (the preview's choices), or for
 * the JSON string the API carries the file in (quotes and line breaks take two characters).
 */
const LIMITES = JSON.parse(readFileSync(new URL("./lib/importar/limites.json", import.meta.url), "utf8"));
const MB = 1024 * 1024;
export const LIMITE_ACCIONES = LIMITES.maxBytes + MB;
export const LIMITE_PROXY = 2 * LIMITES.maxBytes + MB;

/**
 * Headers every answer carries, static files included (issue 14, fault 7): no framing (old
 * browsers' frame-ancestors 'none'), nosniff, only the origin as referrer, no camera, microphone
 * or location, no window handle for other sites. In a JSON file because lib/servidor.ts sends
 * the same on the answers it makes itself (TRACE). The per-request ones — the nonce-based
 * Content-Security-Policy and HSTS over HTTPS — come from proxy.ts and lib/servidor.ts.
 */
const CABECERAS_DE_SEGURIDAD = Object.entries(JSON.parse(readFileSync(new URL("./lib/cabeceras-seguridad.json", import.meta.url), "utf8"))).map(([key, value]) => ({ key, value }));

/**
 * Hosts of the configured public addresses (NEXTAUTH_URL, PUBLIC_ORIGINS). proxy.ts already
 * refuses a server action from any other origin (issue 47.7); Next's own check compares Origin with
 * Host, which behind a reverse proxy may be an internal name, so it is told the same list.
 */
function hostsPublicos(env) {
  const hosts = [];
  for (const parte of [env.NEXTAUTH_URL, ...(env.PUBLIC_ORIGINS ?? "").split(",")]) {
    try {
      if (parte?.trim()) hosts.push(new URL(parte.trim()).host);
    } catch {
      // lib/env.ts refuses it by name when the server starts.
    }
  }
  return [...new Set(hosts)];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time; bundling it breaks that.
  // qrcode runs as published: the server minifier inlined its getMaskAt into applyMask's inner loop
  // as a function expression, one new closure per module and mask tried, 60 MB of garbage for a
  // sheet of 64 labels (decision 053).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "qrcode"],
  poweredByHeader: false,
  // Read when the server starts, not at build time: behind a reverse proxy that compresses,
  // PORTAL_COMPRIMIR=0 takes gzip off the Node process, which serves pages on one core (decision 056).
  compress: comprimirRespuestas(process.env.PORTAL_COMPRIMIR),
  typedRoutes: false,
  experimental: {
    // Imports (people, timetables, inventory) upload through server actions.
    serverActions: { bodySizeLimit: LIMITE_ACCIONES, allowedOrigins: hostsPublicos(process.env) },
    // proxy.ts runs before every page and route, and Next buffers the body for it: past this limit
    // (10 MB by default) the body is cut, and an upload of exactly the maximum failed as a 500
    // («Request body exceeded 10MB», then «Unexpected end of form»; issue 47).
    proxyClientMaxBodySize: LIMITE_PROXY,
  },
  async headers() {
    return [{ source: "/:path*", headers: CABECERAS_DE_SEGURIDAD }];
  },
};

export default nextConfig;
