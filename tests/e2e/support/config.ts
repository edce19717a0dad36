/**
 * Ports and fixed settings of the end-to-end run, shared by playwright.config.ts and the specs.
 * E2E_PORT / E2E_OIDC_PORT / E2E_JWKS_PORT / E2E_OIDC_PORTAL_PORT let several checkouts run their
 * suites side by side.
 *
 * Two portals run: the demo portal (demo sign-in, the one almost every spec uses) and a second one
 * signing in only through the local OpenID provider, because demo sign-in refuses to start next to
 * a real provider's client secret (issue 14).
 */
export const PORTAL_PORT = Number(process.env.E2E_PORT || 8801);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 8899);
export const JWKS_PORT = Number(process.env.E2E_JWKS_PORT || 8898);
// Next to the provider's two ports by default: checkouts already keep those apart.
export const OIDC_PORTAL_PORT = Number(process.env.E2E_OIDC_PORTAL_PORT || OIDC_PORT + 2);

// The test mail server (tests/e2e/support/smtp-server.mjs) and its list of received mails, below the
// JWKS port: checkouts already keep those apart.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || JWKS_PORT - 2);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT || JWKS_PORT - 3);
export const SMTP_MENSAJES_URL = `http://127.0.0.1:${SMTP_HTTP_PORT}/mensajes`;

export const BASE_URL = `http://localhost:${PORTAL_PORT}`;
export const OIDC_PORTAL_URL = `http://localhost:${OIDC_PORTAL_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const JWKS_ORIGIN = `http://127.0.0.1:${JWKS_PORT}`;
export const DOMAIN = "cpifp-huesca.test";

/** Audience the portal expects in Google ID tokens during the tests (ID_TOKEN_AUDIENCE). */
export const ID_TOKEN_AUDIENCE = "portal-e2e-google.apps.googleusercontent.com";
export const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * Sign-in limits of the OIDC portal, where tests/e2e/limites.spec.ts checks them (from addresses of
 * their own, sent in X-Forwarded-For, so the browser's sign-ins from 127.0.0.1 are not affected).
 * The demo portal lifts them: the suite signs in hundreds of times from 127.0.0.1.
 */
export const LIMITE_IP = 20;
export const LIMITE_CUENTA = 5;
export const VENTANA_LIMITES_S = 60;
