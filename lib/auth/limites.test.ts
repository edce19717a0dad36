import { resetEnvCache } from "../env";
import { contarIntento, ipDelCliente, limitarIntentoDeAcceso, reiniciarLimites } from "./limites";
import { esUrlDeRetornoValida } from "./origen";

const conEntorno = (vars: Record<string, string>) => {
  Object.assign(process.env, { AUTH_DOMAIN: "cpifp-huesca.test", ...vars });
  resetEnvCache();
};

beforeEach(() => reiniciarLimites());

describe("sign-in attempt limits (issue 14, fault 10)", () => {
  it("counts per key in fixed windows and says how long to wait", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(contarIntento("ip:a", 3, 60, t0 + i)).toEqual({ ok: true });
    expect(contarIntento("ip:a", 3, 60, t0 + 10_000)).toEqual({ ok: false, segundos: 50 });
    expect(contarIntento("ip:b", 3, 60, t0 + 10_000)).toEqual({ ok: true });
    expect(contarIntento("ip:a", 3, 60, t0 + 60_000)).toEqual({ ok: true });
    expect(contarIntento("ip:c", 0, 60, t0)).toEqual({ ok: true });
  });

  it("reads the client from X-Forwarded-For as far as the trusted proxies go", () => {
    conEntorno({ TRUST_PROXY: "0" });
    expect(ipDelCliente(new Headers({ "x-forwarded-for": "10.0.0.9" }))).toBe("10.0.0.9");
    expect(ipDelCliente(new Headers())).toBe("desconocida");
    conEntorno({ TRUST_PROXY: "2" });
    // client-sent, real client (added by the CDN), CDN (added by nginx)
    expect(ipDelCliente(new Headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.0.0.2" }))).toBe("203.0.113.5");
    conEntorno({ TRUST_PROXY: "0" });
  });

  it("limits next-auth's sign-in and callbacks per IP and the demo form per account, never session reads", async () => {
    conEntorno({ AUTH_RATE_LIMIT_IP: "2", AUTH_RATE_LIMIT_ACCOUNT: "1", AUTH_RATE_LIMIT_WINDOW: "60" });
    const callback = (ip: string, email = "ana@cpifp-huesca.test") =>
      new Request("http://localhost/api/auth/callback/demo", { method: "POST", headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" }, body: `email=${encodeURIComponent(email)}&csrfToken=x` });
    expect(await limitarIntentoDeAcceso(callback("198.51.100.1"), ["callback", "demo"])).toBeNull();
    // Same account from elsewhere: over the account's limit.
    const r = await limitarIntentoDeAcceso(callback("198.51.100.2"), ["callback", "demo"]);
    expect(r?.status).toBe(429);
    expect(Number(r?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await r?.json()).toMatchObject({ error: "too_many_requests", url: "/?error=Demasiados" });
    // Same address, other accounts: over the address's limit on its third attempt.
    expect(await limitarIntentoDeAcceso(callback("198.51.100.1", "b@cpifp-huesca.test"), ["callback", "demo"])).toBeNull();
    expect((await limitarIntentoDeAcceso(callback("198.51.100.1", "c@cpifp-huesca.test"), ["callback", "demo"]))?.status).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect(await limitarIntentoDeAcceso(new Request("http://localhost/api/auth/session", { headers: { "x-forwarded-for": "198.51.100.1" } }), ["session"])).toBeNull();
    }
    conEntorno({ AUTH_RATE_LIMIT_IP: "60", AUTH_RATE_LIMIT_ACCOUNT: "10" });
  });
});

describe("callback-url cookie (issue 14, fault 6)", () => {
  it.each(["/docentes", "http://localhost:8800/perfil", "https://otro.example/"])("%j is a URL next-auth accepts", (v) => expect(esUrlDeRetornoValida(v, "http://localhost:8800")).toBe(true));
  it.each(["javascript:alert(1)", " /", "%", "http://[", "ÿþ", "/a\u0000b", ""])("%j would make next-auth fail: dropped", (v) => expect(esUrlDeRetornoValida(v, "http://localhost:8800")).toBe(false));
});
