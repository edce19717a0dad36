import { EnvError, parseEnv } from "./env";

const base = { AUTH_DOMAIN: "cpifp-huesca.test" };

describe("parseEnv", () => {
  it("applies defaults: port 8800, embedded database, demo sign-in off", () => {
    const env = parseEnv(base);
    expect(env.PORT).toBe(8800);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.AUTH_DEMO).toBe("0");
  });

  it("mail: off without SMTP_URL; an smtp(s):// URL, its sender and the sender's rhythm otherwise", () => {
    const sin = parseEnv(base);
    expect([sin.SMTP_URL, sin.MAIL_FROM, sin.AVISOS_INTERVALO_S, sin.AVISOS_MAX_INTENTOS]).toEqual([undefined, undefined, 30, 8]);
    const env = parseEnv({ ...base, SMTP_URL: "smtps://portal%40centro.es:clave@smtp.gmail.com:465", MAIL_FROM: "Portal <portal@centro.es>", AVISOS_INTERVALO_S: "5" });
    expect(env).toMatchObject({ SMTP_URL: "smtps://portal%40centro.es:clave@smtp.gmail.com:465", MAIL_FROM: "Portal <portal@centro.es>", AVISOS_INTERVALO_S: 5 });
    expect(() => parseEnv({ ...base, SMTP_URL: "http://smtp.centro.es" })).toThrow(/SMTP_URL: debe ser una URL smtp:\/\/ o smtps:\/\//);
    expect(() => parseEnv({ ...base, AVISOS_MAX_INTENTOS: "0" })).toThrow(/AVISOS_MAX_INTENTOS/);
  });

  it("names a missing AUTH_DOMAIN", () => {
    expect(() => parseEnv({})).toThrow(/AUTH_DOMAIN/);
  });

  it("rejects a DATABASE_URL that is not postgres", () => {
    expect(() => parseEnv({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: debe empezar por postgres/);
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ ...base, DATABASE_URL: "", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8800);
  });

  it("requires NEXTAUTH_SECRET in production", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET/);
    expect(parseEnv({ ...base, NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) }).NODE_ENV).toBe("production");
  });

  it("requires the three OIDC variables together and names the missing one", () => {
    expect(() => parseEnv({ ...base, OIDC_ISSUER: "http://127.0.0.1:9000", OIDC_CLIENT_ID: "portal" })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it("rejects a bad PORT and AUTH_DEMO value", () => {
    expect(() => parseEnv({ ...base, PORT: "99999" })).toThrow(/PORT/);
    expect(() => parseEnv({ ...base, AUTH_DEMO: "yes" })).toThrow(/AUTH_DEMO/);
  });

  it("lists every problem in one EnvError", () => {
    try {
      parseEnv({ PORT: "abc" });
      throw new Error("no lanzó");
    } catch (e) {
      expect(e).toBeInstanceOf(EnvError);
      expect((e as EnvError).problemas.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("parseEnv: hardening (issue 14)", () => {
  const prod = { ...base, NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) };

  it("refuses demo sign-in next to Google or OIDC client secrets, and says why", () => {
    expect(() => parseEnv({ ...prod, AUTH_DEMO: "1", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" })).toThrow(/AUTH_DEMO: no puede valer 1 .*GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ ...prod, AUTH_DEMO: "1", OIDC_ISSUER: "http://127.0.0.1:9000", OIDC_CLIENT_ID: "p", OIDC_CLIENT_SECRET: "s" })).toThrow(/AUTH_DEMO: .*OIDC_CLIENT_SECRET/);
  });

  it("keeps demo sign-in with the API's ID-token settings (tests and demos of external clients)", () => {
    const env = parseEnv({ ...prod, AUTH_DEMO: "1", ID_TOKEN_ISSUER: "https://accounts.google.com", ID_TOKEN_JWKS_URL: "http://127.0.0.1:9000/jwks.json", ID_TOKEN_AUDIENCE: "app" });
    expect(env.AUTH_DEMO).toBe("1");
  });

  it("reads the public origins, the proxy hops and the sign-in limits", () => {
    const env = parseEnv({ ...base, PUBLIC_ORIGINS: "https://portal.example/ruta, http://10.0.0.5:8800", TRUST_PROXY: "1", AUTH_RATE_LIMIT_IP: "0" });
    expect(env.PUBLIC_ORIGINS).toEqual(["https://portal.example", "http://10.0.0.5:8800"]);
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.AUTH_RATE_LIMIT_IP).toBe(0);
    expect(parseEnv(base)).toMatchObject({ PUBLIC_ORIGINS: [], TRUST_PROXY: 0, AUTH_RATE_LIMIT_IP: 50, AUTH_RATE_LIMIT_ACCOUNT: 5, AUTH_RATE_LIMIT_WINDOW: 60 });
    expect(() => parseEnv({ ...base, PUBLIC_ORIGINS: "portal.example" })).toThrow(/PUBLIC_ORIGINS/);
    expect(() => parseEnv({ ...base, AUTH_RATE_LIMIT_WINDOW: "0" })).toThrow(/AUTH_RATE_LIMIT_WINDOW/);
  });
});
