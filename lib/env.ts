import { z } from "zod";

/**
 * The only reader of process.env (docs/arquitectura.md §2). Parsed lazily so that `next build` and unit tests
 * can import modules without a full environment; the server parses it once at start
 * (instrumentation.ts), so a missing or wrong variable stops it with a message that names it.
 */

const vacioComoIndefinido = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const opcional = <T extends z.ZodType>(schema: T) => z.preprocess(vacioComoIndefinido, schema.optional());
const enteroConDefecto = (defecto: number, min: number, max: number) =>
  z.preprocess(vacioComoIndefinido, z.coerce.number().int(`debe ser un número entero entre ${min} y ${max}`).min(min, `debe estar entre ${min} y ${max}`).max(max, `debe estar entre ${min} y ${max}`).default(defecto));

/** "https://a.example, https://b.example" → their origins; anything else is refused by name. */
const listaDeOrigenes = z.preprocess(
  vacioComoIndefinido,
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origenes: string[] = [];
      for (const parte of (v ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
        try {
          const u = new URL(parte);
          if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
          origenes.push(u.origin);
        } catch {
          ctx.addIssue({ code: "custom", message: `«${parte}» no es un origen (p. ej. https://portal.cpifp-huesca.es)` });
        }
      }
      return origenes;
    }),
);

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
    // Other addresses the portal is reached at (besides NEXTAUTH_URL), for the origin check of writes.
    PUBLIC_ORIGINS: listaDeOrigenes,
    // Reverse proxies in front of the portal that append to X-Forwarded-For (0: none).
    TRUST_PROXY: enteroConDefecto(0, 0, 10),
    // FAILED sign-ins (POST /api/auth/login and the sign-in callbacks) per window; successful ones
    // never count. 0 turns a limit off. Defaults for a school of 1,000 behind one NAT (decision 062).
    AUTH_RATE_LIMIT_IP: enteroConDefecto(50, 0, 1_000_000),
    AUTH_RATE_LIMIT_ACCOUNT: enteroConDefecto(5, 0, 1_000_000),
    AUTH_RATE_LIMIT_WINDOW: enteroConDefecto(60, 1, 86_400),
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
    // Mail (decision 061). Without SMTP_URL nothing is sent: notices stay pending in /admin/correo.
    SMTP_URL: opcional(z.string().regex(/^smtps?:\/\/[^\s]+$/, "debe ser una URL smtp:// o smtps://, p. ej. smtp://usuario:clave@smtp.ejemplo.es:587")),
    // Sender of the mails ('Portal del centro <portal@centro.es>'); by default portal@AUTH_DOMAIN.
    MAIL_FROM: opcional(z.string().trim().min(3).max(200)),
    // Seconds between two looks at the outbox, and attempts before a mail is marked failed.
    AVISOS_INTERVALO_S: enteroConDefecto(30, 1, 3600),
    AVISOS_MAX_INTENTOS: enteroConDefecto(8, 1, 50),
    // Retention of personal data of past school years (`npm run datos:purgar`, decision 068): how many
    // school years back each kind is kept (1 = only the last finished year is kept besides the current
    // one), and the days a sent notice stays in the outbox.
    RETENCION_MATRICULAS_CURSOS: enteroConDefecto(4, 1, 50),
    RETENCION_CONVALIDACIONES_CURSOS: enteroConDefecto(6, 1, 50),
    RETENCION_COMENTARIOS_CURSOS: enteroConDefecto(2, 1, 50),
    RETENCION_REGISTRO_CURSOS: enteroConDefecto(5, 1, 50),
    RETENCION_AVISOS_DIAS: enteroConDefecto(180, 1, 3650),
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
    // Demo sign-in lets anyone in as a demo account without a password: never next to real accounts.
    if (env.AUTH_DEMO === "1" && (env.GOOGLE_CLIENT_SECRET || env.OIDC_CLIENT_SECRET)) {
      const reales = [env.GOOGLE_CLIENT_SECRET && "GOOGLE_CLIENT_SECRET", env.OIDC_CLIENT_SECRET && "OIDC_CLIENT_SECRET"].filter(Boolean).join(" y ");
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_DEMO"],
        message: `no puede valer 1 con un proveedor de acceso real configurado (${reales}): el acceso de demostración deja entrar sin contraseña. Pon AUTH_DEMO=0 o quita ${reales}`,
      });
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

/** Whether `next build` is running (Next's NEXT_PHASE), where the server's settings may be missing. */
export function enCompilacion(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
