import { z } from "zod";

/**
 * The only reader of process.env (DESIGN.md §2). Parsed lazily so that `next build` and unit tests
 * can import modules without a full environment; the server parses it once at start
 * (instrumentation.ts), so a missing or wrong variable stops it with a message that names it.
 */

const vacioComoIndefinido = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const opcional = <T extends z.ZodType>(schema: T) => z.preprocess(vacioComoIndefinido, schema.optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(65535).default(8800)),
    DATABASE_URL: opcional(
      z.string().regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// o postgresql://"),
    ),
    PGLITE_DIR: z.preprocess(vacioComoIndefinido, z.string().default("./data/pglite")),
    AUTH_DOMAIN: z
      .string({ error: "falta: el dominio de correo del centro, p. ej. cpifp-huesca.test" })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "debe ser un dominio, p. ej. cpifp-huesca.test"),
    NEXTAUTH_SECRET: opcional(z.string().min(32, "debe tener al menos 32 caracteres")),
    NEXTAUTH_URL: opcional(z.url("debe ser una URL, p. ej. http://localhost:8800")),
    GOOGLE_CLIENT_ID: opcional(z.string()),
    GOOGLE_CLIENT_SECRET: opcional(z.string()),
    OIDC_ISSUER: opcional(z.url("debe ser la URL del emisor OpenID")),
    OIDC_CLIENT_ID: opcional(z.string()),
    OIDC_CLIENT_SECRET: opcional(z.string()),
    OIDC_NAME: z.preprocess(vacioComoIndefinido, z.string().default("OpenID Connect")),
    AUTH_DEMO: z.preprocess(vacioComoIndefinido, z.enum(["0", "1"], "debe ser 0 o 1").default("0")),
    // Verification of Google ID tokens posted to /api/auth/login; tests point these at a local key.
    ID_TOKEN_ISSUER: z.preprocess(vacioComoIndefinido, z.string().default("https://accounts.google.com")),
    ID_TOKEN_JWKS_URL: z.preprocess(vacioComoIndefinido, z.url().default("https://www.googleapis.com/oauth2/v3/certs")),
    ID_TOKEN_AUDIENCE: opcional(z.string()),
    SURVEY_MIN_RESPONSES: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(100).default(5)),
    CENTRO_NOMBRE: z.preprocess(vacioComoIndefinido, z.string().default("CPIFP de Huesca")),
    // `npm run bench` only: every SQL statement is written to stdout so the bench can count them per page.
    BENCH_SQL_LOG: z.preprocess(vacioComoIndefinido, z.enum(["0", "1"], "debe ser 0 o 1").default("0")),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.NEXTAUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["NEXTAUTH_SECRET"], message: "falta: obligatorio en producción (openssl rand -base64 32)" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"], message: "falta: GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos" });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      const falta = !env.OIDC_ISSUER ? "OIDC_ISSUER" : !env.OIDC_CLIENT_ID ? "OIDC_CLIENT_ID" : "OIDC_CLIENT_SECRET";
      ctx.addIssue({ code: "custom", path: [falta], message: "falta: OIDC_ISSUER, OIDC_CLIENT_ID y OIDC_CLIENT_SECRET van juntos" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problemas: string[]) {
    super(`Configuración no válida:\n${problemas.map((p) => `  - ${p}`).join("\n")}\nRevisa .env.example.`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "entorno"}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}
