import { defineConfig, devices } from "@playwright/test";
import {
  BASE_URL,
  DOMAIN,
  ID_TOKEN_AUDIENCE,
  JWKS_ORIGIN,
  JWKS_PORT,
  LIMITE_CUENTA,
  LIMITE_IP,
  OIDC_ISSUER,
  OIDC_PORT,
  OIDC_PORTAL_PORT,
  OIDC_PORTAL_URL,
  PORTAL_PORT,
  SMTP_HTTP_PORT,
  SMTP_MENSAJES_URL,
  SMTP_PORT,
  VENTANA_LIMITES_S,
} from "./tests/e2e/support/config";

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against a production build.
 * `npm test` (scripts/test-all.mjs) builds first; to run only these: `npx next build && npx playwright test`.
 *
 * Five servers start before the tests (ports in tests/e2e/support/config.ts):
 *  - a local OpenID provider (tests/e2e/support/oidc-server.mjs) that stands in for Google in the
 *    browser sign-in flow;
 *  - a JWKS server (tests/e2e/support/jwks-server.mjs) that signs Google-like ID tokens for
 *    POST /api/auth/login;
 *  - a test mail server (tests/e2e/support/smtp-server.mjs) that the demo portal sends its notices
 *    to, with the list of what arrived over HTTP (avisos.spec.ts reads it);
 *  - the demo portal (E2E_PORT) with demo sign-in, over a fresh embedded database seeded for this
 *    run: project "chromium", every spec but the OIDC ones;
 *  - the OIDC portal (E2E_OIDC_PORTAL_PORT), signing in only through the local provider — demo
 *    sign-in refuses to start next to a real provider's secret — with low sign-in limits for
 *    limites.spec.ts: project "oidc" (oidc.spec.ts, limites.spec.ts).
 */

const CI = !!process.env.CI;
const OIDC_CLIENT_ID = "portal-e2e";
const OIDC_CLIENT_SECRET = "portal-e2e-secreto-de-pruebas-0123456789";
// E2E_REUSE_SERVER=1 (never on CI): use servers you already started with the same settings.
const REUSE = !CI && process.env.E2E_REUSE_SERVER === "1";
const SOLO_OIDC = ["**/oidc.spec.ts", "**/limites.spec.ts", "**/admin-oidc.spec.ts"];

const navegador = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

/** Settings both portals share. */
const comun = {
  NODE_ENV: "production",
  DATABASE_URL: "",
  AUTH_DOMAIN: DOMAIN,
  NEXTAUTH_SECRET: "e2e-secreto-fijo-solo-para-pruebas-0123456789abcdef",
  GOOGLE_CLIENT_ID: "",
  GOOGLE_CLIENT_SECRET: "",
  // POST /api/auth/login verifies Google ID tokens against the local JWKS server, never Google.
  ID_TOKEN_ISSUER: "https://accounts.google.com",
  ID_TOKEN_JWKS_URL: `${JWKS_ORIGIN}/jwks.json`,
  ID_TOKEN_AUDIENCE,
};

/** A portal over its own embedded database, wiped and seeded for this run (data/ is git-ignored). */
function portal(nombre: string, puerto: number, url: string, env: Record<string, string>) {
  const dir = `./data/e2e-playwright-${puerto}`;
  return {
    name: nombre,
    // PGlite lets one process open a data folder at a time: seed first, then start the server.
    command: `rm -rf ${dir} && npm run --silent db:seed && node scripts/start.mjs`,
    url: `${url}/api/health`,
    env: { ...comun, PORT: String(puerto), PGLITE_DIR: dir, NEXTAUTH_URL: url, ...env },
    reuseExistingServer: REUSE,
    timeout: 180_000,
    stdout: process.env.E2E_SERVER_LOG === "1" ? ("pipe" as const) : ("ignore" as const),
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: one test worker per core keeps the servers and the browser busy without thrashing.
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
    { name: "chromium", testIgnore: SOLO_OIDC, use: navegador },
    { name: "oidc", testMatch: SOLO_OIDC, use: { ...navegador, baseURL: OIDC_PORTAL_URL } },
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
        OIDC_E2E_REDIRECT_URI: `${OIDC_PORTAL_URL}/api/auth/callback/oidc`,
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
      name: "smtp",
      command: "node tests/e2e/support/smtp-server.mjs",
      url: SMTP_MENSAJES_URL,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
      reuseExistingServer: REUSE,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    portal("portal", PORTAL_PORT, BASE_URL, {
      AUTH_DEMO: "1",
      // Notices go out to the test mail server; the sender looks every second.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: "Portal de pruebas <portal@cpifp-huesca.test>",
      AVISOS_INTERVALO_S: "1",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      // The suite signs in hundreds of times from 127.0.0.1: no sign-in limits on this portal.
      AUTH_RATE_LIMIT_IP: "0",
      AUTH_RATE_LIMIT_ACCOUNT: "0",
    }),
    portal("portal-oidc", OIDC_PORTAL_PORT, OIDC_PORTAL_URL, {
      AUTH_DEMO: "0",
      OIDC_ISSUER,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_NAME: "Proveedor de pruebas",
      AUTH_RATE_LIMIT_IP: String(LIMITE_IP),
      AUTH_RATE_LIMIT_ACCOUNT: String(LIMITE_CUENTA),
      AUTH_RATE_LIMIT_WINDOW: String(VENTANA_LIMITES_S),
    }),
  ],
});
