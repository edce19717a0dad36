import { describeEachDatabase } from "../../tests/support/test-db";
import { intentosDeAcceso } from "../db/schema";
import { resetEnvCache } from "../env";
import { anotarSiFallo, consultarBloqueo, contarFallo, leerIntentoDeAcceso, limitarIntentoDeAcceso, reiniciarLimites } from "./limites";

const conEntorno = (vars: Record<string, string>) => {
  Object.assign(process.env, { AUTH_DOMAIN: "cpifp-huesca.test", ...vars });
  resetEnvCache();
};

describeEachDatabase("sign-in attempt limits, counted in the database (issue 14, fault 10; decision 047)", (ctx) => {
  beforeEach(() => reiniciarLimites(ctx.db));
  const filas = async () => (await ctx.db.select().from(intentosDeAcceso)).map((f) => f.clave).sort();
  const t0 = Date.UTC(2026, 10, 26, 9, 0, 0);

  it("counts per key in fixed windows and says how long to wait", async () => {
    const contar = (clave: string, limite: number, ahora: number) => contarFallo(clave, limite, 60, { db: ctx.db, ahora });
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
    const r = await Promise.all(Array.from({ length: 25 }, () => contarFallo("cuenta:ana@cpifp-huesca.test", 10, 60, { db: ctx.db, ahora: t0 })));
    expect(r.filter((x) => x.ok)).toHaveLength(10);
    expect(r.filter((x) => !x.ok)).toHaveLength(15);
  });

  it("counts whatever the form posted as the account: a NUL or a megabyte is a count, not an error", async () => {
    const larga = `cuenta:${"x".repeat(1_000_000)}@cpifp-huesca.test`;
    for (let i = 0; i < 2; i++) expect(await contarFallo(larga, 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    expect(await contarFallo(larga, 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: false, segundos: 60 });
    expect(await contarFallo("cuenta:a\0b@cpifp-huesca.test", 2, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    const [sinNul, recortada] = await filas();
    expect(sinNul).toBe("cuenta:ab@cpifp-huesca.test");
    expect(recortada).toHaveLength(300);
  });

  it("a limit of 0 counts nothing and writes nothing", async () => {
    for (let i = 0; i < 5; i++) expect(await contarFallo("ip:c", 0, 60, { db: ctx.db, ahora: t0 })).toEqual({ ok: true });
    expect(await filas()).toEqual([]);
  });

  it("deletes the rows of ended windows, at most once a window", async () => {
    await contarFallo("ip:vieja", 5, 60, { db: ctx.db, ahora: t0 });
    await contarFallo("ip:reciente", 5, 60, { db: ctx.db, ahora: t0 + 30_000 });
    // Within the window since the last clean-up: nothing is deleted yet.
    await contarFallo("ip:otra", 5, 60, { db: ctx.db, ahora: t0 + 59_000 });
    expect(await filas()).toEqual(["ip:otra", "ip:reciente", "ip:vieja"]);
    await contarFallo("ip:nueva", 5, 60, { db: ctx.db, ahora: t0 + 61_000 });
    expect(await filas()).toEqual(["ip:nueva", "ip:otra", "ip:reciente"]);
  });

  it("reads whether a key made its failures without counting: blocked from the limit-th failure to the window's end", async () => {
    const bloqueo = (ahora: number) => consultarBloqueo("ip:d", 3, 60, { db: ctx.db, ahora });
    expect(await bloqueo(t0)).toEqual({ ok: true });
    for (let i = 0; i < 2; i++) await contarFallo("ip:d", 3, 60, { db: ctx.db, ahora: t0 + i });
    expect(await bloqueo(t0 + 5_000)).toEqual({ ok: true });
    await contarFallo("ip:d", 3, 60, { db: ctx.db, ahora: t0 + 10_000 });
    expect(await bloqueo(t0 + 10_000)).toEqual({ ok: false, segundos: 50 });
    expect(await bloqueo(t0 + 59_999)).toEqual({ ok: false, segundos: 1 });
    expect(await bloqueo(t0 + 60_000)).toEqual({ ok: true });
    expect(await consultarBloqueo("ip:d", 0, 60, { db: ctx.db, ahora: t0 + 10_000 })).toEqual({ ok: true });
  });

  const callback = (ip: string, email = "ana@cpifp-huesca.test") =>
    leerIntentoDeAcceso(
      new Request("http://localhost/api/auth/callback/demo", {
        method: "POST",
        headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
        body: `email=${encodeURIComponent(email)}&csrfToken=x`,
      }),
      ["callback", "demo"],
    );
  const sesionAbierta = (n: number) => new Response(null, { status: 302, headers: { "set-cookie": `__Secure-next-auth.session-token=eyJ${n}; Path=/; HttpOnly; Secure` } });
  const rechazada = () => new Response(null, { status: 302, headers: { location: "/?error=NoRegistrado" } });

  it("with the defaults, 200 people signing in from one address within the window all get in; 100 failures from it are stopped", async () => {
    conEntorno({ AUTH_RATE_LIMIT_IP: "", AUTH_RATE_LIMIT_ACCOUNT: "", AUTH_RATE_LIMIT_WINDOW: "" });
    for (let i = 0; i < 200; i++) {
      const intento = await callback("203.0.113.50", `estudiante${i}@cpifp-huesca.test`);
      expect(await limitarIntentoDeAcceso(intento, ctx.db)).toBeNull();
      await anotarSiFallo(intento, sesionAbierta(i), ctx.db);
    }
    expect(await filas()).toEqual([]);

    const respuestas: number[] = [];
    for (let i = 0; i < 100; i++) {
      const intento = await callback("203.0.113.51", `nadie${i}@cpifp-huesca.test`);
      const r = await limitarIntentoDeAcceso(intento, ctx.db);
      if (r) respuestas.push(r.status);
      else await anotarSiFallo(intento, rechazada(), ctx.db);
    }
    // The default (50 failures a minute) lets a class that picks the wrong account through, not a flood.
    expect(respuestas).toHaveLength(50);
    expect(new Set(respuestas)).toEqual(new Set([429]));
    // The address is blocked for everybody until the window ends; another address is not.
    expect((await limitarIntentoDeAcceso(await callback("203.0.113.51", "estudiante1@cpifp-huesca.test"), ctx.db))?.status).toBe(429);
    expect(await limitarIntentoDeAcceso(await callback("203.0.113.50", "estudiante1@cpifp-huesca.test"), ctx.db)).toBeNull();
  });

  it("limits next-auth's callbacks per IP and the demo form per account by their failures, never session reads or sign-in starts", async () => {
    conEntorno({ AUTH_RATE_LIMIT_IP: "2", AUTH_RATE_LIMIT_ACCOUNT: "1", AUTH_RATE_LIMIT_WINDOW: "60" });
    try {
      // A success counts nothing, however many.
      for (let i = 0; i < 5; i++) {
        const ok = await callback("198.51.100.1");
        expect(await limitarIntentoDeAcceso(ok, ctx.db)).toBeNull();
        await anotarSiFallo(ok, sesionAbierta(i), ctx.db);
      }
      const fallo = await callback("198.51.100.1");
      expect(await limitarIntentoDeAcceso(fallo, ctx.db)).toBeNull();
      await anotarSiFallo(fallo, rechazada(), ctx.db);
      // Same account from elsewhere: it made its one failure.
      const r = await limitarIntentoDeAcceso(await callback("198.51.100.2"), ctx.db);
      expect(r?.status).toBe(429);
      expect(Number(r?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await r?.json()).toMatchObject({ error: "too_many_requests", url: "/?error=Demasiados" });
      // Same address, another account failing: the address made its two failures.
      const otra = await callback("198.51.100.1", "b@cpifp-huesca.test");
      expect(await limitarIntentoDeAcceso(otra, ctx.db)).toBeNull();
      await anotarSiFallo(otra, rechazada(), ctx.db);
      expect((await limitarIntentoDeAcceso(await callback("198.51.100.1", "c@cpifp-huesca.test"), ctx.db))?.status).toBe(429);
      for (let i = 0; i < 5; i++) {
        const sesion = new Request("http://localhost/api/auth/session", { headers: { "x-forwarded-for": "198.51.100.3" } });
        expect(await leerIntentoDeAcceso(sesion, ["session"])).toBeNull();
        const inicio = await leerIntentoDeAcceso(new Request("http://localhost/api/auth/signin/oidc", { method: "POST", headers: { "x-forwarded-for": "198.51.100.3" } }), ["signin", "oidc"]);
        expect(inicio).toMatchObject({ paso: "signin", ip: "198.51.100.3", cuenta: null });
        await anotarSiFallo(inicio, new Response(null, { status: 302 }), ctx.db);
      }
      // The account is stored lower-cased, the address as read; nothing else.
      expect(await filas()).toEqual(["cuenta:ana@cpifp-huesca.test", "cuenta:b@cpifp-huesca.test", "ip:198.51.100.1"]);
    } finally {
      conEntorno({ AUTH_RATE_LIMIT_IP: "", AUTH_RATE_LIMIT_ACCOUNT: "", AUTH_RATE_LIMIT_WINDOW: "" });
    }
  });
});
