import { resetEnvCache } from "../env";
import type { Db } from "../db";
import { abreSesion, ipDelCliente, leerIntentoDeAcceso, limitarIntentoDeAcceso } from "./limites";
import { esUrlDeRetornoValida } from "./origen";

const conEntorno = (vars: Record<string, string>) => {
  Object.assign(process.env, { AUTH_DOMAIN: "cpifp-huesca.test", ...vars });
  resetEnvCache();
};

describe("sign-in limits (issue 14, fault 10; issue 49); the counting itself: limites.db.test.ts", () => {
  it("reads the client from X-Forwarded-For as far as the trusted proxies go", () => {
    conEntorno({ TRUST_PROXY: "0" });
    expect(ipDelCliente(new Headers({ "x-forwarded-for": "10.0.0.9" }))).toBe("10.0.0.9");
    expect(ipDelCliente(new Headers())).toBe("desconocida");
    conEntorno({ TRUST_PROXY: "2" });
    // client-sent, real client (added by the CDN), CDN (added by nginx)
    expect(ipDelCliente(new Headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.0.0.2" }))).toBe("203.0.113.5");
    conEntorno({ TRUST_PROXY: "0" });
  });

  it("without a database next-auth goes on (and fails at the account lookup); any other error is not hidden", async () => {
    conEntorno({ AUTH_RATE_LIMIT_IP: "60" });
    const fallando = (error: Error) =>
      ({
        select: () => {
          throw error;
        },
      }) as unknown as Db;
    const intento = () => leerIntentoDeAcceso(new Request("http://localhost/api/auth/callback/oidc?code=x&state=y", { headers: { "x-forwarded-for": "198.51.100.9" } }), ["callback", "oidc"]);
    const caida = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(await limitarIntentoDeAcceso(await intento(), fallando(caida))).toBeNull();
    const rota = Object.assign(new Error('relation "intentos_de_acceso" does not exist'), { code: "42P01" });
    await expect(limitarIntentoDeAcceso(await intento(), fallando(rota))).rejects.toThrow("intentos_de_acceso");
  });

  it("a callback that sets the session cookie (plain, __Secure-, chunked) opened a session; clearing it did not", () => {
    const con = (...cookies: string[]) => {
      const h = new Headers();
      for (const c of cookies) h.append("set-cookie", c);
      return new Response(null, { status: 302, headers: h });
    };
    expect(abreSesion(con("next-auth.session-token=eyJ; Path=/; HttpOnly"))).toBe(true);
    expect(abreSesion(con("next-auth.callback-url=x; Path=/", "__Secure-next-auth.session-token.0=eyJ; Path=/; Secure"))).toBe(true);
    expect(abreSesion(con("next-auth.session-token=; Max-Age=0; Path=/"))).toBe(false);
    expect(abreSesion(con("next-auth.csrf-token=abc; Path=/"))).toBe(false);
    expect(abreSesion(con())).toBe(false);
  });
});

describe("callback-url cookie (issue 14, fault 6)", () => {
  it.each(["/docentes", "http://localhost:8800/perfil", "https://otro.example/"])("%j is a URL next-auth accepts", (v) => expect(esUrlDeRetornoValida(v, "http://localhost:8800")).toBe(true));
  it.each(["javascript:alert(1)", " /", "%", "http://[", "ÿþ", "/a\u0000b", ""])("%j would make next-auth fail: dropped", (v) => expect(esUrlDeRetornoValida(v, "http://localhost:8800")).toBe(false));
});
