/**
 * Ports and fixed settings of the end-to-end run, shared by playwright.config.ts and the specs.
 * E2E_PORT / E2E_OIDC_PORT / E2E_JWKS_PORT let several checkouts run their suites side by side.
 */
export const PORTAL_PORT = Number(process.env.E2E_PORT || 8801);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 8899);
export const JWKS_PORT = Number(process.env.E2E_JWKS_PORT || 8898);

export const BASE_URL = `http://localhost:${PORTAL_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const JWKS_ORIGIN = `http://127.0.0.1:${JWKS_PORT}`;
export const DOMAIN = "cpifp-huesca.test";

/** Audience the portal expects in Google ID tokens during the tests (ID_TOKEN_AUDIENCE). */
export const ID_TOKEN_AUDIENCE = "portal-e2e-google.apps.googleusercontent.com";
export const GOOGLE_ISSUER = "https://accounts.google.com";
