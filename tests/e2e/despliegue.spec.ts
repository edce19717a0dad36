import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as pwRequest, test, type APIRequestContext, type Browser } from "@playwright/test";
import { conBaseDeDatos, mantenimientoPostgres, postgresAvailability } from "../support/postgres";
import { arrancarPortal, leerErrores } from "./support/arranque";
import limites from "../../lib/importar/limites.json";
import { DOMAIN } from "./support/config";

/**
 * The deployment recipe, run for real (issue 49): deploy/nginx/portal.conf — the very file
 * docs/despliegue.md installs, with only its ports, certificate paths and name changed — in front of
 * two portal processes on a fresh PostgreSQL database, as the systemd units start them
 * (PORTAL_PROCESOS=1 each, 127.0.0.1 only, TRUST_PROXY=1, PORTAL_COMPRIMIR=0). The first admin is
 * created with `npm run admin`, as the guide says. Then, over https:// with a self-signed
 * certificate made here: the redirect from HTTP, sign-in through an OpenID provider, __Secure-
 * cookies, HSTS and the CSP, a form posted from the public origin and a write refused from another,
 * the limiter counting the client nginx saw (not what the client wrote in X-Forwarded-For), and one
 * portal process killed while GETs go on without a failure.
 *
 * Needs /usr/sbin/nginx (Debian's `nginx` package), openssl and PostgreSQL (PG_TEST_URL, as the data
 * tests); skipped, saying which is missing, otherwise. Ports: PORT..PORT+3 from E2E_DESPLIEGUE_PORT
 * (default E2E_PORT + 60: +40 is procesos.spec, +45 endurecimiento.spec, +50 compresion.spec), nginx on E2E_NGINX_HTTPS_PORT / E2E_NGINX_HTTP_PORT (9443 / 9380).
 */

const NGINX = "/usr/sbin/nginx";
const pg = postgresAvailability();
const falta = !existsSync(NGINX)
  ? `no está ${NGINX} (apt-get install nginx)`
  : spawnSync("openssl", ["version"]).status !== 0
    ? "no está openssl"
    : !pg.available
      ? `PostgreSQL no responde en ${pg.url}`
      : null;

const BASE_PUERTOS = Number(process.env.E2E_DESPLIEGUE_PORT || Number(process.env.E2E_PORT || 8801) + 60);
const PUERTOS_PORTAL = [BASE_PUERTOS, BASE_PUERTOS + 1];
const PUERTO_OIDC = BASE_PUERTOS + 2;
const HTTPS = Number(process.env.E2E_NGINX_HTTPS_PORT || 9443);
const HTTP = Number(process.env.E2E_NGINX_HTTP_PORT || 9380);
const PUBLICA = `https://localhost:${HTTPS}`;
const EMISOR = `http://127.0.0.1:${PUERTO_OIDC}`;
const ADMIN = `directora@${DOMAIN}`;
// Low, so the X-Forwarded-For test reaches it quickly; the sign-in comes before it.
const LIMITE_IP = 4;

const RAIZ = process.cwd();
let dir = "";
let base = "";
const procesos: ChildProcess[] = [];
let portales: ChildProcess[] = [];
let nginx: ChildProcess | undefined;
let erroresNginx: () => string = () => "";

/** deploy/nginx/portal.conf for this machine: every change must apply, or the recipe moved and the test says so. */
function sitioDePrueba(): string {
  let sitio = readFileSync(path.join(RAIZ, "deploy/nginx/portal.conf"), "utf8");
  const cambiar = (de: RegExp, a: string) => {
    expect(sitio, `deploy/nginx/portal.conf ya no tiene ${de}`).toMatch(de);
    sitio = sitio.replace(de, a);
  };
  cambiar(/server 127\.0\.0\.1:8801 /, `server 127.0.0.1:${PUERTOS_PORTAL[0]} `);
  cambiar(/server 127\.0\.0\.1:8802 /, `server 127.0.0.1:${PUERTOS_PORTAL[1]} `);
  cambiar(/listen 80;/, `listen 127.0.0.1:${HTTP};`);
  cambiar(/listen 443 ssl http2;/, `listen 127.0.0.1:${HTTPS} ssl http2;`);
  // IPv6 may be off in a container; the IPv4 lines above are the same server.
  sitio = sitio.replace(/^\s*listen \[::\].*$/gm, "");
  cambiar(/return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${HTTPS}$request_uri;`);
  sitio = sitio.replace(/server_name portal\.example\.es;/g, "server_name localhost;");
  cambiar(/ssl_certificate +\/etc\/letsencrypt\/live\/portal\.example\.es\/fullchain\.pem;/, `ssl_certificate ${dir}/cert.pem;`);
  cambiar(/ssl_certificate_key +\/etc\/letsencrypt\/live\/portal\.example\.es\/privkey\.pem;/, `ssl_certificate_key ${dir}/key.pem;`);
  cambiar(/root \/var\/www\/html;/, `root ${dir}/acme;`);
  return sitio;
}

/** nginx as an unprivileged user: everything it writes under the temporary prefix. */
function nginxConf(): string {
  const t = (n: string) => path.join(dir, n);
  return `pid ${t("nginx.pid")};
error_log ${t("error.log")} warn;
worker_processes 1;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${t("access.log")};
  client_body_temp_path ${t("tmp/body")};
  proxy_temp_path ${t("tmp/proxy")};
  fastcgi_temp_path ${t("tmp/fastcgi")};
  uwsgi_temp_path ${t("tmp/uwsgi")};
  scgi_temp_path ${t("tmp/scgi")};
  include ${t("portal.conf")};
}
`;
}

async function esperar(url: string, ms: number, hijo?: ChildProcess, errores?: () => string): Promise<void> {
  const fin = Date.now() + ms;
  while (Date.now() < fin) {
    if (hijo && hijo.exitCode !== null) throw new Error(`${url}: el proceso terminó (${hijo.exitCode}): ${errores?.() ?? ""}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no contesta tras ${ms} ms`);
}

function envPortal(): Record<string, string> {
  return {
    DATABASE_URL: conBaseDeDatos(pg.url, base),
    NEXTAUTH_URL: PUBLICA,
    TRUST_PROXY: "1",
    PORTAL_COMPRIMIR: "0",
    PORTAL_PROCESOS: "1",
    AUTH_DEMO: "0",
    GOOGLE_CLIENT_ID: "",
    GOOGLE_CLIENT_SECRET: "",
    OIDC_ISSUER: EMISOR,
    OIDC_CLIENT_ID: "portal-despliegue",
    OIDC_CLIENT_SECRET: "portal-despliegue-secreto-de-pruebas-0123456789",
    OIDC_NAME: "Proveedor de pruebas",
    AUTH_RATE_LIMIT_IP: String(LIMITE_IP),
    AUTH_RATE_LIMIT_ACCOUNT: "0",
    AUTH_RATE_LIMIT_WINDOW: "600",
    PGLITE_DIR: "",
  };
}

const hijosDe = (pid: number) =>
  spawnSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
    .stdout.split("\n")
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);

function matar(hijo: ChildProcess | undefined, senal: NodeJS.Signals = "SIGTERM") {
  if (!hijo?.pid || hijo.exitCode !== null) return;
  for (const p of hijosDe(hijo.pid)) {
    try {
      process.kill(p, senal);
    } catch {
      // already gone
    }
  }
  hijo.kill(senal);
}

test.describe.configure({ mode: "serial" });

test.describe("despliegue: nginx con el sitio de deploy/ delante de dos procesos del portal", () => {
  test.skip(falta !== null, `Omitido: ${falta}`);

  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(path.join(tmpdir(), "portal-despliegue-"));
    // Run as root (a CI container), nginx's workers are `nobody`: they must reach the prefix and
    // write request bodies (a 10 MB import) to its temporary folder.
    chmodSync(dir, 0o755);
    for (const d of ["tmp", "acme"]) mkdirSync(path.join(dir, d), { mode: 0o777 });
    chmodSync(path.join(dir, "tmp"), 0o777);
    // A self-signed certificate for localhost, as certbot would leave one in /etc/letsencrypt.
    const cert = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      { encoding: "utf8" },
    );
    expect(cert.status, cert.stderr).toBe(0);

    // The OpenID provider that stands in for Google, redirecting to the public https address.
    const oidc = spawn(process.execPath, ["tests/e2e/support/oidc-server.mjs"], {
      env: {
        ...process.env,
        OIDC_E2E_PORT: String(PUERTO_OIDC),
        OIDC_E2E_ISSUER: EMISOR,
        OIDC_E2E_CLIENT_ID: envPortal().OIDC_CLIENT_ID,
        OIDC_E2E_CLIENT_SECRET: envPortal().OIDC_CLIENT_SECRET,
        OIDC_E2E_REDIRECT_URI: `${PUBLICA}/api/auth/callback/oidc`,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    procesos.push(oidc);

    // A fresh database, and its first admin by the command the guide gives (no SQL).
    base = `portal_despliegue_${randomBytes(4).toString("hex")}`;
    await mantenimientoPostgres(pg.url, `create database "${base}"`);
    const alta = spawnSync(path.join(RAIZ, "node_modules/.bin/tsx"), ["scripts/admin.ts", "alta", ADMIN, "Marta", "Lacasa Ferrer"], {
      env: { ...process.env, NODE_ENV: "production", AUTH_DOMAIN: DOMAIN, NEXTAUTH_SECRET: "x".repeat(40), ...envPortal() },
      encoding: "utf8",
    });
    expect(alta.status, alta.stderr).toBe(0);
    expect(alta.stdout).toContain(`Alta de Marta Lacasa Ferrer (${ADMIN}) como administración.`);

    portales = PUERTOS_PORTAL.map((p) => arrancarPortal(p, envPortal()));
    procesos.push(...portales);
    const errores = portales.map((p) => leerErrores(p));
    await esperar(`${EMISOR}/.well-known/openid-configuration`, 30_000, oidc);
    await Promise.all(PUERTOS_PORTAL.map((p, i) => esperar(`http://127.0.0.1:${p}/api/health`, 180_000, portales[i], errores[i])));

    writeFileSync(path.join(dir, "portal.conf"), sitioDePrueba());
    writeFileSync(path.join(dir, "nginx.conf"), nginxConf());
    const prueba = spawnSync(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { encoding: "utf8" });
    expect(prueba.status, `nginx -t: ${prueba.stderr}`).toBe(0);
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    erroresNginx = leerErrores(nginx);
    api = await pwRequest.newContext({ baseURL: PUBLICA, ignoreHTTPSErrors: true });
    await expect
      .poll(async () => (nginx?.exitCode !== null ? `nginx terminó: ${erroresNginx()}` : await api.get("/api/health").then((r) => r.status(), () => 0)), { timeout: 20_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    matar(nginx);
    for (const p of procesos) matar(p);
    await new Promise((r) => setTimeout(r, 1000));
    for (const p of procesos) matar(p, "SIGKILL");
    if (base) await mantenimientoPostgres(pg.url, `drop database if exists "${base}" with (force)`).catch(() => undefined);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("HTTP lleva a HTTPS; por HTTPS, HSTS, la CSP del portal (una sola) y gzip de nginx", async () => {
    const http = await pwRequest.newContext();
    try {
      const r = await http.get(`http://localhost:${HTTP}/admin?x=1`, { maxRedirects: 0 });
      expect(r.status()).toBe(301);
      expect(r.headers()["location"]).toBe(`${PUBLICA}/admin?x=1`);
    } finally {
      await http.dispose();
    }
    const r = await api.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(r.status()).toBe(200);
    const h = r.headersArray();
    const valores = (n: string) => h.filter((x) => x.name.toLowerCase() === n).map((x) => x.value);
    expect(valores("strict-transport-security")).toEqual([expect.stringMatching(/^max-age=\d{7,}/)]);
    expect(valores("content-security-policy")).toEqual([expect.stringMatching(/script-src [^;]*'nonce-[^']+' 'strict-dynamic'/)]);
    expect(valores("content-encoding")).toEqual(["gzip"]);
    expect(valores("x-request-id")).toEqual([expect.stringMatching(/^\S{8,}$/)]);
  });

  test("se entra por el proveedor OpenID con cookies __Secure-, y un formulario enviado desde la dirección pública se guarda", async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await sesion(browser);
    try {
      await page.goto("/");
      await page.getByRole("button", { name: "Iniciar sesión con Proveedor de pruebas" }).click();
      await page.waitForURL((u) => u.origin === EMISOR && u.pathname.startsWith("/interaction/"), { timeout: 20_000 });
      await page.getByLabel("Correo electrónico").fill(ADMIN);
      await page.getByRole("button", { name: "Entrar" }).click();
      await page.waitForURL((u) => u.origin === PUBLICA && u.pathname === "/admin", { timeout: 20_000 });

      const cookies = await context.cookies(PUBLICA);
      const sesionCookie = cookies.find((c) => c.name === "__Secure-next-auth.session-token");
      expect(sesionCookie).toMatchObject({ secure: true, httpOnly: true });
      // No session cookie without the prefix: every one of next-auth's is __Secure- or __Host-.
      expect(cookies.filter((c) => c.name.startsWith("next-auth."))).toEqual([]);

      // The admin-only status for monitoring, with the session cookie through nginx.
      const estado = await page.request.get("/api/admin/estado");
      expect(estado.status()).toBe(200);
      expect(await estado.json()).toMatchObject({ version: expect.any(String), baseDeDatos: "ok", proceso: { pid: expect.any(Number) }, correo: { pendientes: expect.any(Number), fallidos: 0 }, avisos: expect.any(Array) });

      // A server action posted by the browser from the public origin, through nginx.
      await page.goto("/admin/usuarios/nuevo");
      await page.getByLabel("Nombre", { exact: true }).fill("Pilar");
      await page.getByLabel("Apellidos").fill("Sanz Oliva");
      await page.getByLabel("Correo del centro").fill(`pilar.sanz@${DOMAIN}`);
      await page.getByRole("group", { name: "Cargos" }).getByRole("checkbox", { name: "Docente" }).check();
      await page.getByRole("button", { name: "Dar de alta" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pilar Sanz Oliva" })).toBeVisible();

      // The same session writing from another site is refused; from the public origin it gets past the check.
      const reabrir = (origin: string) => page.request.post("/api/convalidaciones/999999/reapertura", { headers: { origin }, data: { motivo: "Prueba de origen" } });
      expect((await reabrir(PUBLICA)).status()).toBe(404);
      const otra = await reabrir("https://otro.example");
      expect(otra.status()).toBe(403);
      expect(await otra.json()).toMatchObject({ error: "forbidden" });

      // A file at the documented maximum (lib/importar/limites.json) crosses nginx and reaches the
      // import, which answers about its rows: never nginx's 413.
      const plantilla = (await (await page.request.get("/api/admin/importar/docentes/plantilla")).text()).replace(/^\uFEFF/, "").trimEnd().split(/\r?\n/);
      const lineas = [`${plantilla[0]}\n`];
      let bytes = Buffer.byteLength(lineas[0]);
      for (let i = 0; bytes < limites.maxBytes - 1000; i++) {
        const linea = `${plantilla[1].replace(/^("?)[^;@"]*@/, `$1docente${i}@`)}\n`;
        lineas.push(linea);
        bytes += Buffer.byteLength(linea);
      }
      const archivo = lineas.join("") + " ".repeat(limites.maxBytes - bytes);
      expect(Buffer.byteLength(archivo)).toBe(limites.maxBytes);
      const importacion = await page.request.post("/api/admin/importar/docentes", { headers: { origin: PUBLICA }, data: { archivo, simular: true }, timeout: 60_000 });
      expect(importacion.headers()["content-type"], `${importacion.status()} ${(await importacion.text()).slice(0, 300)}`).toMatch(/json/);
      const informe = await importacion.json();
      // Past the size check, the reader counts its rows: the answer is the portal's, about rows.
      expect(importacion.status()).toBe(422);
      expect(informe).toMatchObject({ error: "unprocessable", message: expect.stringMatching(/filas; el máximo es/) });
    } finally {
      await context.close();
    }
  });

  test("el límite de accesos fallidos cuenta al cliente que vio nginx, no lo que el cliente escribe en X-Forwarded-For", async () => {
    const fallido = (ip: string) => api.post("/api/auth/login", { headers: { "x-forwarded-for": ip }, data: { token: "eyJhbGciOiJub25lIn0.e30.firma-falsa" } });
    for (let i = 0; i < LIMITE_IP; i++) expect((await fallido(`203.0.113.${i + 1}`)).status()).toBe(401);
    const r = await fallido("198.51.100.77");
    expect(r.status()).toBe(429);
    expect(Number(r.headers()["retry-after"])).toBeGreaterThan(0);
    // The same attempt straight to a portal process, as another client would seem without nginx: its own count.
    const directo = await pwRequest.newContext();
    try {
      const d = await directo.post(`http://127.0.0.1:${PUERTOS_PORTAL[0]}/api/auth/login`, { headers: { "x-forwarded-for": "198.51.100.78" }, data: { token: "eyJhbGciOiJub25lIn0.e30.firma-falsa" } });
      expect(d.status()).toBe(401);
    } finally {
      await directo.dispose();
    }
  });

  test("con un proceso del portal caído a mitad de carga, ningún GET falla", async () => {
    test.setTimeout(120_000);
    const estados: number[] = [];
    const rutas = ["/", "/api/health", "/api/openapi.json"];
    let caido = false;
    for (let ronda = 0; ronda < 40; ronda++) {
      if (ronda === 10) {
        // A crash, not a stop: nothing is drained.
        matar(portales[1], "SIGKILL");
        caido = true;
      }
      const r = await Promise.all(Array.from({ length: 6 }, (_, i) => api.get(rutas[i % rutas.length]).then((x) => x.status())));
      estados.push(...r);
    }
    expect(caido).toBe(true);
    expect(estados.filter((s) => s !== 200)).toEqual([]);
    expect(estados).toHaveLength(240);
    // nginx noticed and went on with the other process.
    expect(readFileSync(path.join(dir, "error.log"), "utf8")).toMatch(/upstream server temporarily disabled/);
  });
});

async function sesion(browser: Browser) {
  const context = await browser.newContext({ baseURL: PUBLICA, ignoreHTTPSErrors: true, storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}
