import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The floors of lib/, bottom to top (docs/arquitectura.md §2, decision 073): a file imports its own
// floor and the ones below, never one above, and no file takes part in an import circle. Tests
// sit beside their code but belong to no floor (a test may seed the demo centre).
const raiz = import.meta.dirname;
const PIEZAS = "{env,errors,fechas,campos,csv,texto,orden,paginacion,pdf,archivos,log,seguridad,plazo,documento-identidad,arranque,health,cabeceras-seguridad}";
const NUCLEO = [
  "lib/db/**", `lib/${PIEZAS}.{ts,json}`,
  // Value lists without imports from lib/ above them, which the database schema reads (decision 073).
  "lib/{acceso/cargos,inventario/rango,matricula/reglas,refdata/schemas}.ts",
  // The school-year kernel: which year is current, a year's code and dates, the course a page asked
  // for. The access policy and the change log scope by it, so it sits below them (decision 067).
  "lib/curso-academico/{queries,elegido,calendario-schemas}.ts",
];
const PLATAFORMA = [
  "lib/acceso/**", "lib/auth/**", "lib/registro/**", "lib/api/**", "lib/{accion,servidor}.ts",
  "lib/importar/{leer,normalizar,limites,columnas,comun,mensajes,proceso,tipos,schemas}.{ts,json}",
];
const MONTAJE = ["lib/semilla/**", "lib/*/seed.ts", "lib/catalogo-api/**"];
const INTERFAZ = ["app/**", "components/**", "proxy.{ts,mts}"];
const absolutos = (globs) => globs.map((g) => `${raiz}/${g}`);
// Every entry is a glob: the rule takes exceptions only as globs when its sources are globs.
// Every other file of lib/ is an area. Later blocks override earlier ones, so each floor's block
// replaces the areas' rule for its own files.
const piso = (nombre, files, from, except = []) => ({
  // Only code: a JSON file matched here would otherwise be linted as code.
  files: files.map((g) => [g, "**/*.{ts,tsx,mts}"]),
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "import/no-restricted-paths": ["error", { zones: [{ target: absolutos(files), from: absolutos(from), except: absolutos(except), message: `(piso «${nombre}»: no importa de un piso de encima; docs/arquitectura.md §2)` }] }],
  },
});
const PISOS = [
  piso("áreas", ["lib/**"], [...MONTAJE, ...INTERFAZ]),
  piso("núcleo", NUCLEO, ["lib/**", ...INTERFAZ], NUCLEO),
  piso("plataforma", PLATAFORMA, ["lib/**", ...INTERFAZ], [...NUCLEO, ...PLATAFORMA]),
  piso("montaje", MONTAJE, INTERFAZ),
];

/** Pages and components reach the database only through lib/<area>/ (docs/arquitectura.md §2). */
const SOLO_AREAS = [{ group: ["@/lib/db", "@/lib/db/*"], message: "Usa lib/<área>/, no lib/db, desde app/ y components/." }];

const config = [
  { ignores: ["node_modules/**", ".next/**", "data/**", "drizzle/**", "coverage/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: SOLO_AREAS,
          // Next prefetches every link on screen; the portal's only when someone shows intent (decision 077).
          paths: [{ name: "next/link", importNames: ["default"], message: "Usa <Enlace> (components/ui/Enlace.tsx): solo precarga la página cuando alguien va a seguir el enlace." }],
        },
      ],
    },
  },
  {
    files: ["components/ui/Enlace.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: SOLO_AREAS }],
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
  ...PISOS,
  {
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts"],
    // Packages are never parsed for their imports: a circle needs our own files.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
];

export default config;
