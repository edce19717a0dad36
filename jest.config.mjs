import nextJest from "next/jest.js";

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
  testTimeout: 60_000,
};

// next/jest always ignores node_modules for transforms; ESM-only test dependencies must be
// compiled to CommonJS like our own code.
const ESM_EN_NODE_MODULES = ["@seriousme/openapi-schema-validator", "jose"];

export default async function jestConfig() {
  const c = await createJestConfig(config)();
  c.transformIgnorePatterns = c.transformIgnorePatterns.map((p) => p.replace("(?!(geist|", `(?!(${ESM_EN_NODE_MODULES.join("|")}|geist|`));
  return c;
}
