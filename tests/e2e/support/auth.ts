import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { BASE_URL, DOMAIN, OIDC_ISSUER, OIDC_PORTAL_URL } from "./config";

/** Shared facts about the seeded demo centre and the sign-in helpers the specs use. */

export { BASE_URL, DOMAIN, OIDC_PORTAL_URL };
/** OIDC_NAME of the portal in playwright.config.ts: the sign-in button says 'Iniciar sesión con …'. */
export const OIDC_NAME = "Proveedor de pruebas";
export const OIDC_ORIGIN = new URL(OIDC_ISSUER).origin;

/**
 * The accounts the specs sign in as, named by the area each is used for. The demo centre is staffed
 * as a real one (issue 43): the jefatura account (Javier) and the admin account (Marta) also teach,
 * so each holds two cargos; CARGOS says which.
 */
export type Role = "estudiante" | "docente" | "jefatura" | "admin";
export const ROLES: Role[] = ["estudiante", "docente", "jefatura", "admin"];

export type Cargo = "estudiante" | "docente" | "jefatura" | "admin";
export const CARGOS: Record<Role, Cargo[]> = {
  estudiante: ["estudiante"],
  docente: ["docente"],
  jefatura: ["docente", "jefatura"],
  admin: ["docente", "admin"],
};

/** Each cargo's home page. */
export const CARGO_HOME: Record<Cargo, string> = {
  docente: "/docentes",
  jefatura: "/jefatura",
  estudiante: "/estudiantes",
  admin: "/admin",
};

/** Where each account lands: the home of its highest cargo. */
export const ROLE_HOME: Record<Role, string> = {
  docente: "/docentes",
  jefatura: "/jefatura",
  estudiante: "/estudiantes",
  admin: "/admin",
};

/** The links of each cargo in `<nav aria-label="Principal">` (spec §2). */
export const CARGO_LINKS: Record<Cargo, string[]> = {
  estudiante: ["/horarios", "/estudiantes/encuestas", "/estudiantes/convalidaciones", "/estudiantes/matricula"],
  docente: ["/docentes/docencia", "/docentes/encuestas/resultados", "/docentes/seguimientos", "/aulas"],
  jefatura: ["/jefatura/inventario", "/jefatura/seguimientos", "/aulas"],
  admin: ["/admin/convalidaciones", "/admin/encuestas", "/admin/matriculas", "/admin/inventario", "/admin/usuarios", "/admin/centro", "/admin/cursos", "/admin/horarios", "/aulas"],
};

/**
 * Exactly the links of the main navigation of each account: one cargo's list as the spec has it;
 * with several cargos, every cargo's links (once each) and each cargo's home, which heads its group.
 */
export const ROLE_LINKS: Record<Role, string[]> = Object.fromEntries(
  ROLES.map((r) => {
    const cargos = CARGOS[r];
    const enlaces = cargos.flatMap((c) => CARGO_LINKS[c]);
    const inicios = cargos.length > 1 ? cargos.map((c) => CARGO_HOME[c]) : [];
    return [r, [...new Set([...inicios, ...enlaces])]];
  }),
) as Record<Role, string[]>;

export type Account = { email: string; role: Role; fullName: string; nombre?: string; apellidos?: string };

const at = (user: string) => `${user}@${DOMAIN}`;

/** The fixed accounts of `npm run db:seed`; the first one of each role is the one the specs use. */
export const ACCOUNTS = {
  admin: { email: at("marta.lacasa"), role: "admin", fullName: "Marta Lacasa Ferrer", nombre: "Marta", apellidos: "Lacasa Ferrer" },
  jefatura: { email: at("javier.arnal"), role: "jefatura", fullName: "Javier Arnal Puyuelo", nombre: "Javier", apellidos: "Arnal Puyuelo" },
  docente: { email: at("ana.lopez"), role: "docente", fullName: "Ana López Gracia", nombre: "Ana", apellidos: "López Gracia" },
  estudiante: { email: at("lucia.perez"), role: "estudiante", fullName: "Lucía Pérez Barrio", nombre: "Lucía", apellidos: "Pérez Barrio" },
} satisfies Record<Role, Account>;

/** The secretary's office: management that does not teach (the only one-cargo admin of the demo). */
export const SECRETARIA = { email: at("teresa.abadias"), fullName: "Teresa Abadías Sopena", cargos: ["admin"] as Cargo[], home: "/admin" };

/** Other fixed active accounts (names not part of the contract), by the home they land on. */
export const OTHER_ACTIVE: { email: string; role: Role }[] = [
  { email: at("elena.sanz"), role: "jefatura" },
  { email: at("ramon.castan"), role: "jefatura" },
  { email: at("pablo.ruiz"), role: "docente" },
  { email: at("diego.martin"), role: "estudiante" },
];

export const INACTIVE_EMAIL = at("inactivo.docente");

export const LOGIN_TEXT = `Inicia sesión con tu cuenta @${DOMAIN} para acceder a más funcionalidades`;

export function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Matches an accessible name that contains `email` as a whole word (so ana.lopez ≠ diana.lopez). */
export function nameWithEmail(email: string) {
  return new RegExp(`(^|[^\\w.@-])${escapeRegExp(email)}($|[^\\w.@-])`, "i");
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the browser is back on the portal (`origin`) and off the sign-in machinery. */
async function waitForLanding(page: Page, origin: string) {
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith("/api/auth"), { timeout: 20_000 });
}

/**
 * Signs in with the demo provider: opens `/`, clicks the account's button — or, for an account
 * past the first few of its type, types its email in «Otra cuenta de demostración» — and waits to
 * leave `/`.
 */
export async function signInAsDemo(page: Page, email: string) {
  await page.goto("/");
  const boton = page.getByRole("button", { name: nameWithEmail(email) });
  if ((await boton.count()) > 0) {
    await boton.click();
  } else {
    await page.getByLabel("Otra cuenta de demostración").fill(email);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
  }
  await page.waitForURL((url) => url.origin === BASE_URL && url.pathname !== "/" && !url.pathname.startsWith("/api/auth"), { timeout: 20_000 });
}

/**
 * Signs in through the local OpenID provider: the real redirect flow (state + PKCE) and back.
 * Resolves when the browser is on the portal again, wherever the portal sent it. Only the OIDC
 * portal (project "oidc") offers this provider. Signing out of the portal does not sign out of the
 * provider (nor does it of Google): a second sign-in in the same browser goes straight back to the
 * portal as the same person, without the provider's form.
 */
export async function signInWithOidc(page: Page, email: string) {
  await page.goto("/");
  await page.getByRole("button", { name: `Iniciar sesión con ${OIDC_NAME}` }).click();
  const enElProveedor = (url: URL) => url.origin === OIDC_ORIGIN && url.pathname.startsWith("/interaction/");
  const deVuelta = (url: URL) => url.origin === OIDC_PORTAL_URL && url.pathname !== "/" && !url.pathname.startsWith("/api/auth");
  await page.waitForURL((url) => enElProveedor(url) || deVuelta(url), { timeout: 20_000 });
  if (!enElProveedor(new URL(page.url()))) return;
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Entrar" }).click();
  await waitForLanding(page, OIDC_PORTAL_URL);
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** Signs in once per worker and account; tests then start already signed in from the saved cookies. */
class Sessions {
  private cache = new Map<string, Promise<StorageState>>();
  constructor(private browser: Browser) {}

  get(email: string): Promise<StorageState> {
    let state = this.cache.get(email);
    if (!state) {
      state = (async () => {
        // Explicitly signed out and with JavaScript: inside a test, browser.newContext() inherits
        // the test's `use` options, including the storageState of whoever the test is signed in as.
        const context = await this.browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] }, javaScriptEnabled: true });
        try {
          const page = await context.newPage();
          await signInAsDemo(page, email);
          return await context.storageState();
        } finally {
          await context.close();
        }
      })();
      this.cache.set(email, state);
    }
    return state;
  }
}

/**
 * `test` with one option: `test.use({ signedInAs: ACCOUNTS.docente.email })` starts every test of
 * the block signed in as that account (undefined = signed out).
 */
export const test = base.extend<{ signedInAs: string | undefined }, { sessions: Sessions }>({
  signedInAs: [undefined, { option: true }],
  // `provide`, not `use`: the React hooks lint rule would take `use` for React's hook.
  sessions: [async ({ browser }, provide) => provide(new Sessions(browser)), { scope: "worker" }],
  storageState: async ({ signedInAs, sessions, storageState }, provide) => {
    await provide(signedInAs ? await sessions.get(signedInAs) : storageState);
  },
});

export { expect };

/** The hrefs (pathnames) of the links inside the main navigation, sorted. */
export async function navHrefs(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav).toBeVisible();
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.map((h) => new URL(h).pathname))].sort();
}

/** Expects the login page of a signed-out visitor. */
export async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByText(LOGIN_TEXT)).toBeVisible();
}
