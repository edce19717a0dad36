import path from "node:path";
import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

/** next/jest's transform, which also writes ES modules when Jest loads a file as one (Node 24.9+). */
const TRANSFORMADOR = fileURLToPath(new URL("./tests/support/transformador-jest.mjs", import.meta.url));

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/components", "<rootDir>/app", "<rootDir>/tests", "<rootDir>/bench", "<rootDir>/scripts"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "<rootDir>/tests/e2e/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside React's server build; in tests it is just a marker.
    "^server-only$": "<rootDir>/tests/support/empty.js",
  },
  // Data-layer tests open PGlite (WASM) and PostgreSQL; two workers match the machine's two cores.
  maxWorkers: 2,
  // A folder for the run's database templates, and their removal (tests/support/plantillas.ts).
  globalSetup: "<rootDir>/tests/support/jest-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/jest-global-teardown.ts",
  testTimeout: 60_000,
};

// next/jest always ignores node_modules for transforms; ESM-only test dependencies must go through
// it like our own code (to CommonJS, or to an ES module where Jest loads them as one).
const ESM_EN_NODE_MODULES = ["@seriousme/openapi-schema-validator", "jose"];

export default async function jestConfig() {
  const c = await createJestConfig(config)();
  const deNext = Object.entries(c.transform).filter(([, valor]) => Array.isArray(valor) && valor[0].endsWith(`swc${path.sep}jest-transformer.js`));
  if (deNext.length === 0) throw new Error("jest.config.mjs: next/jest ya no configura su transformador SWC donde se esperaba; revisa tests/support/transformador-jest.mjs.");
  for (const [patron, [, opciones]] of deNext) c.transform[patron] = [TRANSFORMADOR, opciones];
  c.transformIgnorePatterns = c.transformIgnorePatterns.map((p) => p.replace("(?!(geist|", `(?!(${ESM_EN_NODE_MODULES.join("|")}|geist|`));
  return c;
}
