import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/components", "<rootDir>/app", "<rootDir>/tests"],
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

export default createJestConfig(config);
