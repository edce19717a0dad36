import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  { ignores: ["node_modules/**", ".next/**", "data/**", "drizzle/**", "coverage/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Pages and components reach the database only through lib/<area>/ (docs/arquitectura.md §2).
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/db", "@/lib/db/*"], message: "Usa lib/<área>/, no lib/db, desde app/ y components/." }] }],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/forms/Formulario.tsx", "**/*.test.tsx"],
    rules: {
      // A form sent by JavaScript must stay closed until hydration: typed text would be lost and a
      // submit would go as a GET with the data in the address (components/forms/Formulario.tsx).
      "no-restricted-syntax": [
        "error",
        { selector: "JSXOpeningElement[name.name='form']", message: "Usa <Formulario> (components/forms/Formulario.tsx); un <form> solo si funciona sin JavaScript (GET o acción de servidor en action)." },
      ],
    },
  },
  {
    files: ["lib/**", "scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx", "drizzle.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
