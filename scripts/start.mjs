#!/usr/bin/env node
// `npm start`: the production server on PORT (default 8800, the spec's port).
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { comprimirRespuestas } from "./comprimir.mjs";
import { argumentosDeNode, procesosPedidos } from "./procesos.mjs";

const require = createRequire(import.meta.url);
// The .env files Next reads, read here too: PORTAL_PROCESOS and DATABASE_URL may be in .env.local.
require("@next/env").loadEnvConfig(process.cwd(), false);
const port = process.env.PORT || "8800";
const host = process.env.HOSTNAME_BIND || "0.0.0.0";
const env = { ...process.env, PORT: port, NODE_ENV: "production" };
env.NEXTAUTH_URL ??= `http://localhost:${port}`;

// The young and old generations of V8, sized for a page server (scripts/procesos.mjs, decisions 044
// and 071); NODE_OPTIONS can still set other sizes.
const nodeArgs = argumentosDeNode(process.env.NODE_OPTIONS);

const nextBin = require.resolve("next/dist/bin/next");
const nextArgs = ["start", "-p", port, "-H", host];

let pedidos;
try {
  pedidos = procesosPedidos(process.env.PORTAL_PROCESOS, { nucleos: availableParallelism(), conPostgres: Boolean(process.env.DATABASE_URL) });
  // next.config.mjs reads it too, but in every process and after they have started.
  comprimirRespuestas(process.env.PORTAL_COMPRIMIR);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
if (pedidos.aviso) console.warn(pedidos.aviso);

if (pedidos.procesos === 1) {
  const child = spawn(process.execPath, [...nodeArgs, nextBin, ...nextArgs], { stdio: "inherit", env });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  arrancarVarios(pedidos.procesos);
}

/** How long a process must have lived for its exit to count as a crash (replaced), not a failed start. */
const ARRANQUE_MS = 15_000;

/**
 * PORTAL_PROCESOS > 1 (decision 046): that many `next start` processes sharing the port through
 * node:cluster, so one machine's cores all serve pages (one Node process runs its JavaScript on one
 * core). A process that stops after it has been serving for a while is replaced; one that stops in
 * its first seconds (bad settings, a migration failing: instrumentation.ts exits, after Next has
 * already started listening) stops them all, with its exit code, as a single process would.
 */
function arrancarVarios(n) {
  cluster.setupPrimary({ exec: nextBin, args: nextArgs, execArgv: nodeArgs });
  // Each live process, with when it started.
  const vivos = new Map();
  let parando = false;
  let codigoFinal = 0;
  const iniciar = () => {
    const w = cluster.fork(env);
    vivos.set(w, Date.now());
  };
  const parar = (sig, code) => {
    if (parando) return;
    parando = true;
    codigoFinal = code;
    for (const w of vivos.keys()) w.process.kill(sig);
    if (vivos.size === 0) process.exit(codigoFinal);
    // A process that does not stop in 10 s is not waited for.
    setTimeout(() => {
      for (const w of vivos.keys()) w.process.kill("SIGKILL");
      process.exit(codigoFinal || 1);
    }, 10_000).unref();
  };
  cluster.on("exit", (w, code, signal) => {
    const servia = Date.now() - vivos.get(w) >= ARRANQUE_MS;
    vivos.delete(w);
    if (parando) {
      if (vivos.size === 0) process.exit(codigoFinal);
      return;
    }
    if (!servia) {
      console.error(`El portal no ha podido arrancar (proceso ${w.process.pid}: ${signal ?? `código ${code}`}).`);
      parar("SIGTERM", code || 1);
      return;
    }
    console.error(`El proceso ${w.process.pid} del portal se ha cerrado (${signal ?? `código ${code}`}); arranco otro.`);
    iniciar();
  });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => parar(sig, 0));
  for (let i = 0; i < n; i++) iniciar();
}
