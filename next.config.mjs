/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time; bundling it breaks that.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // CSV imports (people, timetables, inventory) go through server actions; lib/csv.ts refuses
    // files over MAX_BYTES_CSV (10 MB) with a message, so the transport limit sits just above it.
    serverActions: { bodySizeLimit: "11mb" },
  },
};

export default nextConfig;
