import { comprimirRespuestas } from "./scripts/comprimir.mjs";

/**
 * Headers every answer carries, static files included (issue 14, fault 7). The per-request ones —
 * the nonce-based Content-Security-Policy and HSTS over HTTPS — come from proxy.ts.
 */
const CABECERAS_DE_SEGURIDAD = [
  // Old browsers' equivalent of CSP frame-ancestors 'none': the portal is never shown in a frame.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Other sites see the portal's origin at most, never a path with an id or a search.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // No page needs these; an injected script cannot ask for them either.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

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
    // CSV imports (people, timetables, inventory) go through server actions; lib/csv.ts refuses
    // files over MAX_BYTES_CSV (10 MB) with a message, so the transport limit sits just above it.
    serverActions: { bodySizeLimit: "11mb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: CABECERAS_DE_SEGURIDAD }];
  },
};

export default nextConfig;
