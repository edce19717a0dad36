#!/usr/bin/env node
/**
 * `npm test`: every test, offline, stopping at the first failing step.
 *
 *   1. Jest — unit, component and data-layer tests (PGlite; PostgreSQL too when it answers).
 *   2. `next build` — the end-to-end tests run against a production build (SKIP_BUILD=1 skips it
 *      when .next/ is already fresh).
 *   3. Playwright — end-to-end and accessibility in Debian's Chromium (playwright.config.ts).
 *
 * The last line is always `N passed, N failed` over everything that ran; CI reads it and the exit
 * code (0 only when nothing failed). A step that fails without failing tests (a build error, a
 * server that does not start) counts as one failure.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const reportDir = path.join(root, "test-results", "summary");
mkdirSync(reportDir, { recursive: true });

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // Never download browsers; Playwright uses /usr/bin/chromium (playwright.config.ts).
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};

let passed = 0;
let failed = 0;

function run(label, bin, args, { extraEnv = {}, nodeArgs = [] } = {}) {
  console.log(`\n▶ ${label}: node ${[...nodeArgs, path.relative(root, bin) || bin, ...args].join(" ")}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, bin, ...args], { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
    const forward = (sig) => child.kill(sig);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", (err) => {
      console.error(err);
      resolve(1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function finish(code, reason) {
  if (reason) console.error(`\n✗ ${reason}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

/** Counts a failed step that reported no failed test as one failure, so the line never hides it. */
function stepFailed(before, reason) {
  if (failed === before) failed += 1;
  finish(1, reason);
}

// 1. Jest -----------------------------------------------------------------------------------------
{
  const out = path.join(reportDir, "jest.json");
  rmSync(out, { force: true });
  const jestBin = require.resolve("jest/bin/jest");
  const args = ["--json", `--outputFile=${out}`];
  if (process.env.CI) args.push("--ci");
  // Same as `npm run test:unit`: the data-layer tests load PGlite's ES modules through vm modules.
  const code = await run("Jest", jestBin, args, { nodeArgs: ["--experimental-vm-modules"] });
  const report = readJson(out);
  const before = failed;
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  }
  if (code !== 0 || !report || report.success === false) stepFailed(before, `Jest ha fallado (código ${code}).`);
}

// 2. next build -----------------------------------------------------------------------------------
if (process.env.SKIP_BUILD === "1") {
  console.log("\n▶ next build: omitido (SKIP_BUILD=1)");
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    const before = failed;
    stepFailed(before, "SKIP_BUILD=1 pero no hay compilación en .next/: ejecuta `npx next build`.");
  }
} else {
  const nextBin = require.resolve("next/dist/bin/next");
  const code = await run("next build", nextBin, ["build"]);
  if (code !== 0) stepFailed(failed, `next build ha fallado (código ${code}).`);
}

// 3. Playwright -----------------------------------------------------------------------------------
{
  const out = path.join(reportDir, "playwright.json");
  rmSync(out, { force: true });
  const pwBin = require.resolve("@playwright/test/cli");
  const code = await run("Playwright", pwBin, ["test", "--reporter=list,json"], { extraEnv: { PLAYWRIGHT_JSON_OUTPUT_FILE: out } });
  const report = readJson(out);
  const before = failed;
  if (report?.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    if (report.stats.flaky) console.log(`(${report.stats.flaky} con reintento: pasaron en el segundo intento)`);
  }
  if (code !== 0 || !report) stepFailed(before, `Playwright ha fallado (código ${code}).`);
}

finish(0);
