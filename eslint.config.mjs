import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  { ignores: ["node_modules/**", ".next/**", "data/**", "drizzle/**", "coverage/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Pages and components reach the database only through lib/<area>/ (DESIGN.md §2).
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/db", "@/lib/db/*"], message: "Usa lib/<área>/, no lib/db, desde app/ y components/." }] }],
    },
  },
  {
    files: ["lib/**", "scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx", "drizzle.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
