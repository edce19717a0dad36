import { describeEachDatabase } from "../../tests/support/test-db";
import { intentosDeAcceso } from "../db/schema";
import { resetEnvCache } from "../env";
import { contarIntento, limitarIntentoDeAcceso, reiniciarLimites } from "./limites";

const conEntorno = (vars: Record<string, string>) => {
  Object.assign(process.env, { AUTH_DOMAIN: "cpifp-huesca.test", ...vars });
  resetEnvCache();
};

describeEachDatabase("sign-in attempt limits, counted in the database (issue 14, fault 10; decision 047)", (ctx) => {
  beforeEach(() => reiniciarLimites(ctx.db));
  const filas = async () => (await ctx.db.select().from(intentosDeAcceso)).map((f) => f.clave).sort();
  const t0 = Date.UTC(2026, 10, 26, 9, 0, 0);

  it("counts per key in fixed windows and says how long to wait", async () => {
    const contar = (clave: string, limite: number, ahora: number) => contarIntento(clave, limite, 60, { db: ctx.db, ahora });
    for (let i = 0; i < 3; i++) expect(await contar("ip:a", 3, t0 + i)).toEqual({ ok: true });
    expect(await contar("ip:a", 3, t0 + 10_000)).toEqual({ ok: false, segundos: 50 });
    // Refused attempts keep it refused (the count is capped, not reset).
    expect(await contar("ip:a", 3, t0 + 59_500)).toEqual({ ok: false, segundos: 1 });
    expect(await contar("ip:b", 3, t0 + 10_000)).toEqual({ ok: true });
    // A new window starts from one.
    expect(await contar("ip:a", 3, t0 + 60_000)).toEqual({ ok: true });
    for (let i = 0; i < 2; i++) expect(await contar("ip:a", 3, t0 + 60_001 + i)).toEqual({ ok: true });
    expect(await contar("ip:a", 3, t0 + 61_000)).toEqual({ ok: false, segundos: 59 });
  });

  it("lets exactly the limit through when the attempts arrive at once (several connections, as several processes)", async () => {
    const r = await Promise.all(Array.from({ length: 25 }, () => contarIntento("cuenta:ana@cpifp-huesca.test", 10, 60, { db: ctx.db, ahora: t0 })));
    expect(r.filter((x) => x.ok)).toHaveLength(10);
    expect(r.filter((x) => !x.ok)).toHaveLength(15);
  });

  it("counts whatever the form posted as the account: a NUL or a megabyte is a count, not an error", async () => {
    const larga = `cuenta:${"x".repeat(1_000_000)}@cpifp-huesca.test`;
    for (let i = 0; i < 2; i++) expect(await contarIntento(larga, 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    expect(await contarIntento(larga, 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: false, segundos: 60 });
    expect(await contarIntento("cuenta:a\0b@cpifp-huesca.test", 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    const [sinNul, recortada] = await filas();
    expect(sinNul).toBe("cuenta:ab@cpifp-huesca.test");
    expect(recortada).toHaveLength(300);
  });

  it("a limit of 0 counts nothing and writes nothing", async () => {
    for (let i = 0; i < 5; i++) expect(await contarIntento("ip:c", 0, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    expect(await filas()).toEqual([]);
  });

  it("deletes the rows of ended windows, at most once a window", async () => {
    await contarIntento("ip:vieja", 5, 60, { db: ctx.db, ahora: t0 });
    await contarIntento("ip:reciente", 5, 60, { db: ctx.db, ahora: t0 + 30_000 });
    // Within the window since the last clean-up: nothing is deleted yet.
    await contarIntento("ip:otra", 5, 60, { db: ctx.db, ahora: t0 + 59_000 });
    expect(await filas()).toEqual(["ip:otra", "ip:reciente", "ip:vieja"]);
    await contarIntento("ip:nueva", 5, 60, { db: ctx.db, ahora: t0 + 61_000 });
    expect(await filas()).toEqual(["ip:nueva", "ip:otra", "ip:reciente"]);
  });

  it("limits next-auth's sign-in and callbacks per IP and the demo form per account, never session reads", async () => {
    conEntorno({ AUTH_RATE_LIMIT_IP: "2", AUTH_RATE_LIMIT_ACCOUNT: "1", AUTH_RATE_LIMIT_WINDOW: "60" });
    try {
      const callback = (ip: string, email = "ana@cpifp-huesca.test") =>
        new Request("http://localhost/api/auth/callback/demo", {
          method: "POST",
          headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
          body: `email=${encodeURIComponent(email)}&csrfToken=x`,
        });
      expect(await limitarIntentoDeAcceso(callback("198.51.100.1"), ["callback", "demo"], ctx.db)).toBeNull();
      // Same account from elsewhere: over the account's limit.
      const r = await limitarIntentoDeAcceso(callback("198.51.100.2"), ["callback", "demo"], ctx.db);
      expect(r?.status).toBe(429);
      expect(Number(r?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await r?.json()).toMatchObject({ error: "too_many_requests", url: "/?error=Demasiados" });
      // Same address, other accounts: over the address's limit on its third attempt.
      expect(await limitarIntentoDeAcceso(callback("198.51.100.1", "b@cpifp-huesca.test"), ["callback", "demo"], ctx.db)).toBeNull();
      expect((await limitarIntentoDeAcceso(callback("198.51.100.1", "c@cpifp-huesca.test"), ["callback", "demo"], ctx.db))?.status).toBe(429);
      for (let i = 0; i < 5; i++) {
        const sesion = new Request("http://localhost/api/auth/session", { headers: { "x-forwarded-for": "198.51.100.1" } });
        expect(await limitarIntentoDeAcceso(sesion, ["session"], ctx.db)).toBeNull();
      }
      // The account is stored lower-cased, the address as read; nothing else.
      expect(await filas()).toEqual(["cuenta:ana@cpifp-huesca.test", "cuenta:b@cpifp-huesca.test", "ip:198.51.100.1", "ip:198.51.100.2"]);
    } finally {
      conEntorno({ AUTH_RATE_LIMIT_IP: "60", AUTH_RATE_LIMIT_ACCOUNT: "10" });
    }
  });
});
