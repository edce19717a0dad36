import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MARCA_SQL } from "../lib/db/client";
import { argumentosDeNode } from "../scripts/procesos.mjs";
import { cpuArbolMs, rssArbol } from "./procesos";
import { partirLineas } from "./sql";

/** The production build and the portal processes the bench starts, watches and stops. */

export const RAIZ = path.resolve(__dirname, "..");

/** What goes into the build: if any of it is newer than .next/BUILD_ID, the build is stale. */
const FUENTES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.mjs", "postcss.config.mjs", "tailwind.config.ts", "package-lock.json"];

function masReciente(ruta: string): number {
  if (!existsSync(ruta)) return 0;
  const st = statSync(ruta);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(ruta)) max = Math.max(max, masReciente(path.join(ruta, e)));
  return max;
}

export function estadoCompilacion(): "falta" | "antigua" | "al dia" {
  const buildId = path.join(RAIZ, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return "falta";
  const compilada = statSync(buildId).mtimeMs;
  return FUENTES.some((f) => masReciente(path.join(RAIZ, f)) > compilada) ? "antigua" : "al dia";
}

function ejecutar(comando: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const hijo = spawn(process.execPath, comando, { cwd: RAIZ, env, stdio: "inherit" });
    hijo.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    hijo.on("error", () => resolve(1));
  });
}

/** `next build` when asked to, or when the build is missing or older than the code. */
export async function asegurarCompilacion(compilar: boolean | null, log: (s: string) => void): Promise<string> {
  const estado = estadoCompilacion();
  if (compilar === false) {
    if (estado === "falta") throw new Error("No hay compilación (.next/BUILD_ID) y se ha pedido --no-build.");
    return `reutilizada (${estado === "al dia" ? "al día" : "más antigua que el código"})`;
  }
  if (compilar === null && estado === "al dia") return "reutilizada (al día)";
  log(`Compilando el portal (next build; la compilación ${estado === "falta" ? "no existe" : estado === "antigua" ? "es más antigua que el código" : "se rehace por --build"})…`);
  const codigo = await ejecutar([require.resolve("next/dist/bin/next"), "build"], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  if (codigo !== 0) throw new Error(`next build ha terminado con el código ${codigo}.`);
  return "compilada en esta ejecución";
}

/** 'v24.22.3': the version a Node.js binary reports, or an error that says which path failed and why. */
export function versionDeNode(ruta: string): string {
  let salida: string;
  try {
    salida = execFileSync(ruta, ["--version"], { encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch (e) {
    const causa = (e as NodeJS.ErrnoException).code === "ENOENT" ? "no existe" : e instanceof Error ? e.message.split("\n")[0] : String(e);
    throw new Error(`--node: no se puede ejecutar «${ruta}» (${causa}).`);
  }
  if (!/^v\d+\.\d+\.\d+/.test(salida)) throw new Error(`--node: «${ruta}» no parece Node.js (dice «${salida.slice(0, 80)}» a --version).`);
  return salida;
}

/**
 * The absolute path of another checkout of the portal to measure against (`--against`), or an
 * error that says what is missing: the start script the bench runs, its dependencies or its
 * production build.
 */
export function carpetaContra(ruta: string): string {
  const dir = path.resolve(ruta);
  if (dir === RAIZ) throw new Error("--against: esa carpeta es la del propio banco; da la de otra copia (p. ej. un git worktree).");
  if (!existsSync(path.join(dir, "scripts", "start.mjs"))) throw new Error(`--against: «${dir}» no es una copia del portal (no tiene scripts/start.mjs).`);
  if (!existsSync(path.join(dir, "node_modules", "next", "package.json"))) throw new Error(`--against: «${dir}» no tiene sus dependencias: ejecuta npm ci en esa carpeta.`);
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) throw new Error(`--against: «${dir}» no tiene compilación de producción: ejecuta npm run build en esa carpeta.`);
  return dir;
}

/** Fails early with a clear message when another program holds one of the bench's ports. */
export function comprobarPuertoLibre(puerto: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", () => reject(new Error(`El puerto ${puerto} está ocupado: elige otro con --port.`)));
    s.listen(puerto, "127.0.0.1", () => s.close(() => resolve()));
  });
}

// --- Processes ----------------------------------------------------------------------------------

export type Servidor = {
  nombre: string;
  url: string;
  pid: number;
  /** Process start to the first 200 of /api/health. */
  arranqueMs: number;
  vivo: () => boolean;
  rss: () => number | null;
  /** CPU ms used so far by the server's processes (null without /proc). */
  cpuMs: () => number | null;
  /** Calls `fn` with every line the server writes to stdout; returns the unsubscribe function. */
  escuchar: (fn: (linea: string) => void) => () => void;
  /** The last lines of output, to explain a failure. */
  ultimasLineas: () => string[];
  parar: () => Promise<void>;
};

const vivos = new Set<ChildProcess>();

function matarGrupo(hijo: ChildProcess, senal: NodeJS.Signals) {
  try {
    // Negative pid: the whole group (scripts/start.mjs and the `next start` it spawns).
    if (hijo.pid) process.kill(-hijo.pid, senal);
  } catch {
    /* already gone */
  }
}

/** Stops every portal the bench started, whatever happens to the bench itself. */
export function pararTodosSincrono() {
  for (const h of vivos) matarGrupo(h, "SIGKILL");
  vivos.clear();
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the portal with scripts/start.mjs (NODE_ENV=production) in its own process group and
 * waits for /api/health to answer 200; the time from spawn to that answer is the cold start.
 */
export async function arrancarServidor(o: {
  nombre: string;
  puerto: number;
  env: NodeJS.ProcessEnv;
  limiteMs?: number;
  /** The Node.js binary to run it with (scripts/start.mjs starts its children with the same); the bench's own by default. */
  node?: string;
  /** The checkout whose build it runs (`--against`); the bench's own by default. */
  dir?: string;
  /**
   * Node flags NODE_OPTIONS refuses (--cpu-prof): the server is then `next start` itself, with
   * these flags and start.mjs's heap sizes, not scripts/start.mjs (one process only).
   */
  argsNode?: string[];
}): Promise<Servidor> {
  await comprobarPuertoLibre(o.puerto);
  const url = `http://127.0.0.1:${o.puerto}`;
  const oyentes = new Set<(l: string) => void>();
  const ultimas: string[] = [];
  const guardar = (l: string) => {
    ultimas.push(l);
    if (ultimas.length > 40) ultimas.shift();
  };

  const t0 = performance.now();
  const argumentos = o.argsNode
    ? [...o.argsNode, ...argumentosDeNode(o.env.NODE_OPTIONS), require.resolve("next/dist/bin/next", { paths: [o.dir ?? RAIZ] }), "start", "-p", String(o.puerto), "-H", "127.0.0.1"]
    : ["scripts/start.mjs"];
  const hijo = spawn(o.node ?? process.execPath, argumentos, {
    cwd: o.dir ?? RAIZ,
    env: { ...o.env, PORT: String(o.puerto), HOSTNAME_BIND: "127.0.0.1", NEXTAUTH_URL: url, NODE_ENV: "production" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  vivos.add(hijo);
  let terminado = false;
  hijo.on("exit", () => {
    terminado = true;
    vivos.delete(hijo);
  });
  let resto = "";
  hijo.stdout!.setEncoding("utf8").on("data", (trozo: string) => {
    const r = partirLineas(resto, trozo);
    resto = r.resto;
    for (const l of r.lineas) {
      if (!l.startsWith(MARCA_SQL)) guardar(l);
      for (const f of oyentes) f(l);
    }
  });
  hijo.stderr!.setEncoding("utf8").on("data", (trozo: string) => trozo.split(/\r?\n/).filter(Boolean).forEach(guardar));

  const limite = t0 + (o.limiteMs ?? 120_000);
  let arranqueMs: number | null = null;
  while (arranqueMs === null) {
    if (terminado) throw new Error(`El portal «${o.nombre}» se ha cerrado al arrancar:\n${ultimas.join("\n")}`);
    if (performance.now() > limite) {
      matarGrupo(hijo, "SIGKILL");
      throw new Error(`El portal «${o.nombre}» no responde en ${url}/api/health tras ${Math.round((o.limiteMs ?? 120_000) / 1000)} s:\n${ultimas.join("\n")}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) arranqueMs = performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    if (arranqueMs === null) await espera(25);
  }

  return {
    nombre: o.nombre,
    url,
    pid: hijo.pid!,
    arranqueMs,
    vivo: () => !terminado,
    rss: () => rssArbol(hijo.pid!),
    cpuMs: () => cpuArbolMs(hijo.pid!),
    escuchar: (fn) => {
      oyentes.add(fn);
      return () => oyentes.delete(fn);
    },
    ultimasLineas: () => [...ultimas],
    parar: async () => {
      if (terminado) return;
      matarGrupo(hijo, "SIGTERM");
      for (let i = 0; i < 100 && !terminado; i++) await espera(100);
      if (!terminado) matarGrupo(hijo, "SIGKILL");
      vivos.delete(hijo);
    },
  };
}
