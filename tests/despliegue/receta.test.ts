import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_CUERPO_IMPORTACION } from "../../lib/importar/limites";

/**
 * The deployment recipe (deploy/, docs/despliegue.md; issue 49) kept consistent with the portal.
 * tests/e2e/despliegue.spec.ts runs nginx with the site for real; here, what needs no server.
 */

const RAIZ = path.resolve(__dirname, "../..");
const leer = (f: string) => readFileSync(path.join(RAIZ, f), "utf8");
const sitio = leer("deploy/nginx/portal.conf");
const guia = leer("docs/despliegue.md");

/** nginx sizes: 24m, 512k, 1g, or bytes. */
function bytesNginx(v: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(v);
  if (!m) throw new Error(`tamaño de nginx no válido: ${v}`);
  return Number(m[1]) * { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as "" | "k" | "m" | "g"];
}

describe("deploy/nginx/portal.conf", () => {
  it("lets the largest body the portal accepts (an import through the API) through, with a margin", () => {
    const [, tamano] = /client_max_body_size\s+(\S+);/.exec(sitio) ?? [];
    expect(bytesNginx(tamano)).toBeGreaterThanOrEqual(MAX_CUERPO_IMPORTACION);
    // Not a door left open: at most a few MB above it.
    expect(bytesNginx(tamano)).toBeLessThanOrEqual(MAX_CUERPO_IMPORTACION + 8 * 1024 ** 2);
  });

  it("sends requests to the processes the guide starts, and retries only on another process", () => {
    const puertos = [...sitio.matchAll(/^\s*server 127\.0\.0\.1:(\d+)/gm)].map((m) => m[1]);
    expect(puertos.length).toBeGreaterThanOrEqual(2);
    for (const p of puertos) expect(guia).toContain(`portal@${p}`);
    expect(sitio).toMatch(/proxy_next_upstream error timeout/);
    // Never non_idempotent: a POST is not sent twice.
    expect(sitio).not.toMatch(/non_idempotent/);
  });

  it("passes what the portal needs from its proxy and adds no second CSP or HSTS", () => {
    for (const cabecera of ["Host $http_host", "X-Forwarded-Host $http_host", "X-Forwarded-Proto $scheme", "X-Forwarded-For $proxy_add_x_forwarded_for"]) {
      expect(sitio).toContain(`proxy_set_header ${cabecera};`);
    }
    expect(sitio).not.toMatch(/add_header\s+(Content-Security-Policy|Strict-Transport-Security)/i);
  });
});

describe("docs/despliegue.md", () => {
  it("names files of deploy/ that exist, and every file of deploy/ is in the guide", () => {
    const nombrados = new Set([...guia.matchAll(/deploy\/[\w./@-]+\w/g)].map((m) => m[0]));
    for (const f of nombrados) expect(existsSync(path.join(RAIZ, f)) ? f : `falta ${f}`).toBe(f);
    const todos = spawnSync("git", ["ls-files", "deploy"], { cwd: RAIZ, encoding: "utf8" }).stdout.split("\n").filter(Boolean);
    expect(todos.length).toBeGreaterThan(0);
    for (const f of todos) expect(nombrados.has(f) ? f : `sin explicar: ${f}`).toBe(f);
  });
});

describe("deploy/portal.env", () => {
  it("is a production template the portal reads behind nginx: https, a proxy trusted, nginx compressing, no demo", () => {
    const env = Object.fromEntries(
      leer("deploy/portal.env")
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    expect(env).toMatchObject({ TRUST_PROXY: "1", PORTAL_COMPRIMIR: "0", AUTH_DEMO: "0", NEXTAUTH_URL: expect.stringMatching(/^https:\/\//) });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    // Every variable it sets is one the portal knows (.env.example documents them all).
    const ejemplo = leer(".env.example");
    for (const k of Object.keys(env)) expect(ejemplo).toMatch(new RegExp(`^#?\\s*${k}=`, "m"));
  });
});

const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((p) => existsSync(p));
if (!systemdAnalyze) console.warn("systemd-analyze no está: no se comprueban las unidades de deploy/systemd (apt-get install systemd).");

(systemdAnalyze ? describe : describe.skip)(`deploy/systemd${systemdAnalyze ? "" : " — omitido: no está systemd-analyze"}`, () => {
  it("every unit passes systemd-analyze verify without a warning (the template as portal@8801)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-unidades-"));
    try {
      for (const f of ["portal@.service", "portal-copia.service", "portal-copia.timer"]) copyFileSync(path.join(RAIZ, "deploy/systemd", f), path.join(dir, f));
      symlinkSync("portal@.service", path.join(dir, "portal@8801.service"));
      const r = spawnSync(systemdAnalyze!, ["verify", ...["portal@8801.service", "portal-copia.service", "portal-copia.timer"].map((f) => path.join(dir, f))], { encoding: "utf8" });
      // Unknown keys and bad values are only warnings to systemd: any output is a failure here.
      expect({ codigo: r.status, salida: `${r.stdout}${r.stderr}`.trim() }).toEqual({ codigo: 0, salida: "" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
