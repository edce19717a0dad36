#!/usr/bin/env node
// `npm run demo`: build, migrate, seed and start the portal on the embedded database with demo
// sign-in, so a fresh clone runs with one command. Real deployments use `npm start` (README).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const env = { ...process.env };
env.AUTH_DOMAIN ||= "cpifp-huesca.test";
env.AUTH_DEMO ||= "1";
env.PORT ||= "8800";
env.NEXTAUTH_URL ||= `http://localhost:${env.PORT}`;

// A stable secret per checkout keeps demo sessions valid across restarts without asking for one.
mkdirSync("data", { recursive: true });
const secretFile = "data/.nextauth-secret";
if (!env.NEXTAUTH_SECRET) {
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString("base64"), { mode: 0o600 });
  env.NEXTAUTH_SECRET = readFileSync(secretFile, "utf8").trim();
}

function run(label, args) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`✖ ${label} ha fallado.`);
    process.exit(r.status ?? 1);
  }
}

if (process.env.SKIP_BUILD !== "1") run("Compilando el portal (next build)", [require.resolve("next/dist/bin/next"), "build"]);
run("Aplicando migraciones y cargando los datos de demostración", [require.resolve("tsx/cli"), "scripts/db-seed.ts"]);

console.log(`\n▶ Portal en ${env.NEXTAUTH_URL} (acceso de demostración activado)\n`);
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
