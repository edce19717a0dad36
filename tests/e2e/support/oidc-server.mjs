#!/usr/bin/env node
/**
 * Local OpenID Connect provider for the end-to-end tests (oidc-provider v9).
 *
 * It stands in for Google so the tests can run the real OAuth flow (authorization code + PKCE +
 * state, ID token signed with RS256, discovery, JWKS) without any network. Any address typed into
 * its login page is accepted; the claims are derived from it (the account's domain goes into `hd`,
 * as Google does for Workspace accounts), so the portal's own rules decide who gets in.
 *
 *   node tests/e2e/support/oidc-server.mjs
 *
 * Environment (all optional): OIDC_E2E_PORT (8899), OIDC_E2E_ISSUER (http://127.0.0.1:8899),
 * OIDC_E2E_CLIENT_ID (portal-e2e), OIDC_E2E_CLIENT_SECRET, OIDC_E2E_REDIRECT_URI
 * (http://localhost:8801/api/auth/callback/oidc).
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";

// Known, expected notices for a throwaway test provider (in-memory storage; Node 20 is "unsupported"
// by oidc-provider 9 but works): keep them out of the test output; anything else still shows.
const warn = console.warn.bind(console);
console.warn = (first, ...rest) => {
  if (typeof first === "string" && /^oidc-provider WARNING: (Unsupported runtime|a quick start development-only in-memory adapter)/.test(first)) return;
  warn(first, ...rest);
};
const { Provider } = await import("oidc-provider");

const PORT = Number(process.env.OIDC_E2E_PORT ?? 8899);
const ISSUER = process.env.OIDC_E2E_ISSUER ?? `http://127.0.0.1:${PORT}`;
const CLIENT_ID = process.env.OIDC_E2E_CLIENT_ID ?? "portal-e2e";
const CLIENT_SECRET = process.env.OIDC_E2E_CLIENT_SECRET ?? "portal-e2e-secreto-de-pruebas-0123456789";
const REDIRECT_URI = process.env.OIDC_E2E_REDIRECT_URI ?? "http://localhost:8801/api/auth/callback/oidc";

// Fresh signing key at every start: nothing is fetched, nothing is stored.
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: "jwk" }), kid: `e2e-${randomBytes(4).toString("hex")}`, use: "sig", alg: "RS256" };

const capitalize = (s) => (s ? s.charAt(0).toLocaleUpperCase("es") + s.slice(1) : s);

/** Claims of the account whose id (= sub) is the address typed on the login page. */
function claimsFor(email) {
  const [local = "", domain = ""] = email.split("@");
  const [given = local, ...rest] = local.split(/[._-]+/).filter(Boolean);
  const claims = {
    sub: email,
    email,
    email_verified: true,
    given_name: capitalize(given),
    family_name: rest.map(capitalize).join(" ") || "Pruebas",
    name: [given, ...rest].map(capitalize).join(" "),
    locale: "es",
  };
  if (domain) claims.hd = domain;
  return claims;
}

const provider = new Provider(ISSUER, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      // What openid-client (used by next-auth v4) sends unless told otherwise.
      token_endpoint_auth_method: "client_secret_basic",
      id_token_signed_response_alg: "RS256",
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(32).toString("hex")] },
  claims: {
    openid: ["sub", "hd"],
    email: ["email", "email_verified"],
    profile: ["name", "given_name", "family_name", "locale", "picture"],
  },
  // Put the profile claims in the ID token too, so the result does not depend on whether the
  // relying party reads the ID token or calls userinfo.
  conformIdTokenClaims: false,
  pkce: { required: () => false },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: { enabled: false },
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    return { accountId: sub, claims: async () => claimsFor(sub) };
  },
  // First-party test client: grant the requested OpenID scopes and claims without a consent page.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) {
      const existing = await ctx.oidc.provider.Grant.find(grantId);
      if (existing) return existing;
    }
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope(ctx.oidc.requestParamScopes ? [...ctx.oidc.requestParamScopes].join(" ") : "openid email profile");
    grant.addOIDCClaims(["sub", "hd", "email", "email_verified", "name", "given_name", "family_name", "locale", "picture"]);
    await grant.save();
    return grant;
  },
  ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 600, AuthorizationCode: 120, IdToken: 600 },
  renderError(ctx, out) {
    ctx.type = "html";
    ctx.body = page("Error", `<h1>Error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`);
  },
});
provider.on("server_error", (_ctx, err) => console.error("[oidc-e2e] server_error", err));

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function page(title, body) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** The login page: one field, one button. Consent never shows (see loadExistingGrant). */
async function handleInteraction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error("interacción desconocida");

  if (details.prompt.name === "consent") {
    // Should not happen with loadExistingGrant above; grant it anyway rather than block a test.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(" "));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  if (req.method === "POST" && action === "login") {
    const email = ((await readForm(req)).get("email") ?? "").trim().toLowerCase();
    if (email) {
      return provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    }
  }

  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(
    page(
      "Proveedor de pruebas",
      `<main><h1>Proveedor de pruebas</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label for="email">Correo electrónico</label>
  <input id="email" name="email" type="email" required autofocus value="${escapeHtml(details.params.login_hint ?? "")}">
  <button type="submit">Entrar</button>
</form></main>`,
    ),
  );
}

const providerCallback = provider.callback();

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", ISSUER);
  const match = url.pathname.match(/^\/interaction\/([^/]+)(?:\/(login))?$/);
  if (!match) return providerCallback(req, res);
  try {
    await handleInteraction(req, res, match[1], match[2]);
  } catch (err) {
    console.error("[oidc-e2e] interaction", err);
    if (!res.headersSent) res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
    res.end(page("Error", `<h1>Error</h1><p>${escapeHtml(err?.message ?? err)}</p>`));
  }
});

server.listen(PORT, "127.0.0.1", () => {
  console.log(`[oidc-e2e] listening: ${ISSUER}/.well-known/openid-configuration (client ${CLIENT_ID} → ${REDIRECT_URI})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
