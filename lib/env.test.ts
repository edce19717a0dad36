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
