import { defineConfig, devices } from "@playwright/test";
import { BASE_URL, DOMAIN, ID_TOKEN_AUDIENCE, JWKS_ORIGIN, JWKS_PORT, OIDC_ISSUER, OIDC_PORT, PORTAL_PORT } from "./tests/e2e/support/config";

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against a production build.
 * `npm test` (scripts/test-all.mjs) builds first; to run only these: `npx next build && npx playwright test`.
 *
 * Three servers start before the tests (ports in tests/e2e/support/config.ts):
 *  - a local OpenID provider (tests/e2e/support/oidc-server.mjs, :8899) that stands in for Google
 *    in the browser sign-in flow;
 *  - a JWKS server (tests/e2e/support/jwks-server.mjs, :8898) that signs Google-like ID tokens for
 *    POST /api/auth/login;
 *  - the portal (:8801) with demo sign-in, over a fresh embedded database seeded for this run.
 */

const CI = !!process.env.CI;
const OIDC_CLIENT_ID = "portal-e2e";
const OIDC_CLIENT_SECRET = "portal-e2e-secreto-de-pruebas-0123456789";
// E2E_REUSE_SERVER=1 (never on CI): use servers you already started with the same settings.
const REUSE = !CI && process.env.E2E_REUSE_SERVER === "1";
// Wiped and re-seeded on every run (data/ is git-ignored).
const PGLITE_DIR = `./data/e2e-playwright-${PORTAL_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: one test worker per core keeps the server and the browser busy without thrashing.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results/e2e",
  use: {
    baseURL: BASE_URL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    navigationTimeout: 15_000,
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: [
    {
      name: "oidc",
      command: "node tests/e2e/support/oidc-server.mjs",
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_E2E_PORT: String(OIDC_PORT),
        OIDC_E2E_ISSUER: OIDC_ISSUER,
        OIDC_E2E_CLIENT_ID: OIDC_CLIENT_ID,
        OIDC_E2E_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        OIDC_E2E_REDIRECT_URI: `${BASE_URL}/api/auth/callback/oidc`,
      },
      reuseExistingServer: REUSE,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "jwks",
      command: "node tests/e2e/support/jwks-server.mjs",
      url: `${JWKS_ORIGIN}/jwks.json`,
      env: { E2E_JWKS_PORT: String(JWKS_PORT) },
      reuseExistingServer: REUSE,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "portal",
      // PGlite lets one process open a data folder at a time: seed first, then start the server.
      command: `rm -rf ${PGLITE_DIR} && npm run --silent db:seed && node scripts/start.mjs`,
      url: `${BASE_URL}/api/health`,
      env: {
        NODE_ENV: "production",
        PORT: String(PORTAL_PORT),
        DATABASE_URL: "",
        PGLITE_DIR,
        AUTH_DOMAIN: DOMAIN,
        AUTH_DEMO: "1",
        NEXTAUTH_URL: BASE_URL,
        NEXTAUTH_SECRET: "e2e-secreto-fijo-solo-para-pruebas-0123456789abcdef",
        GOOGLE_CLIENT_ID: "",
        GOOGLE_CLIENT_SECRET: "",
        OIDC_ISSUER,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_NAME: "Proveedor de pruebas",
        // POST /api/auth/login verifies Google ID tokens against the local JWKS server, never Google.
        ID_TOKEN_ISSUER: "https://accounts.google.com",
        ID_TOKEN_JWKS_URL: `${JWKS_ORIGIN}/jwks.json`,
        ID_TOKEN_AUDIENCE,
      },
      reuseExistingServer: REUSE,
      timeout: 180_000,
      stdout: process.env.E2E_SERVER_LOG === "1" ? "pipe" : "ignore",
      stderr: "pipe",
    },
  ],
});
