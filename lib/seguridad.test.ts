import { nuevoNonce, POLITICA_API, politicaDePaginas, rutaBienCodificada } from "./seguridad";

describe("security headers (issue 14, fault 7)", () => {
  it("lets scripts run only with the response's nonce, and never eval in production", () => {
    const csp = politicaDePaginas("abc123", { https: false, desarrollo: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(politicaDePaginas("abc123", { https: true, desarrollo: false })).toContain("upgrade-insecure-requests");
    expect(politicaDePaginas("abc123", { https: false, desarrollo: true })).toContain("'unsafe-eval'");
    expect(POLITICA_API).toContain("default-src 'none'");
  });

  it("makes a different nonce every time", () => {
    const a = nuevoNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nuevoNonce()).not.toBe(a);
  });

  it("spots %-escapes that are not UTF-8", () => {
    expect(rutaBienCodificada("/api/convalidaciones/5")).toBe(true);
    expect(rutaBienCodificada("/api/inventario/search/caf%C3%A9")).toBe(true);
    for (const r of ["/api/convalidaciones/%FF", "/docentes/%E0%A4%A", "/x/%"]) expect(rutaBienCodificada(r)).toBe(false);
  });
});
