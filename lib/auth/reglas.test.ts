import { comprobarIdentidad, comprobarUsuario, mensajeError, perteneceAlDominio } from "./reglas";

const D = "cpifp-huesca.test";

describe("perteneceAlDominio", () => {
  it.each([
    ["ana.lopez@cpifp-huesca.test", true],
    ["ANA.LOPEZ@CPIFP-HUESCA.TEST", true],
    ["ana@otro.test", false],
    ["ana@sub.cpifp-huesca.test", false],
    ["ana@cpifp-huesca.test.evil.test", false],
    ["cpifp-huesca.test", false],
    ["@cpifp-huesca.test", false],
  ])("%s → %s", (email, esperado) => {
    expect(perteneceAlDominio(email, D)).toBe(esperado);
  });
});

describe("comprobarIdentidad", () => {
  it("accepts a verified address of the domain and lower-cases it", () => {
    expect(comprobarIdentidad({ email: " Ana.Lopez@cpifp-huesca.test", email_verified: true }, D)).toEqual({ ok: true, email: "ana.lopez@cpifp-huesca.test" });
  });
  it("accepts email_verified sent as a string", () => {
    expect(comprobarIdentidad({ email: "a@cpifp-huesca.test", email_verified: "true" }, D).ok).toBe(true);
  });
  it("refuses another domain", () => {
    expect(comprobarIdentidad({ email: "a@gmail.com", email_verified: true }, D)).toEqual({ ok: false, error: "Dominio" });
  });
  it("refuses an unverified email", () => {
    expect(comprobarIdentidad({ email: "a@cpifp-huesca.test", email_verified: false }, D)).toEqual({ ok: false, error: "EmailNoVerificado" });
  });
  it("refuses a missing email", () => {
    expect(comprobarIdentidad({ email_verified: true }, D).ok).toBe(false);
  });
  it("requires the hosted domain claim for Google and checks it when present", () => {
    expect(comprobarIdentidad({ email: "a@cpifp-huesca.test", email_verified: true }, D, { exigirHd: true })).toEqual({ ok: false, error: "Dominio" });
    expect(comprobarIdentidad({ email: "a@cpifp-huesca.test", email_verified: true, hd: "otro.test" }, D)).toEqual({ ok: false, error: "Dominio" });
    expect(comprobarIdentidad({ email: "a@cpifp-huesca.test", email_verified: true, hd: D }, D, { exigirHd: true }).ok).toBe(true);
  });
});

describe("comprobarUsuario", () => {
  it("refuses unknown and inactive accounts", () => {
    expect(comprobarUsuario(null)).toEqual({ ok: false, error: "NoRegistrado" });
    expect(comprobarUsuario({ activo: false })).toEqual({ ok: false, error: "Inactivo" });
    expect(comprobarUsuario({ activo: true })).toEqual({ ok: true });
  });
});

describe("mensajeError", () => {
  it("explains each refusal in Spanish and falls back to a generic sentence", () => {
    expect(mensajeError("Dominio", D)).toBe("Solo se admiten cuentas @cpifp-huesca.test.");
    expect(mensajeError("NoRegistrado", D)).toMatch(/no está dada de alta/);
    expect(mensajeError("Inactivo", D)).toMatch(/está desactivada/);
    expect(mensajeError("OAuthCallback", D)).toMatch(/Inténtalo de nuevo/);
    expect(mensajeError(undefined, D)).toBeNull();
  });
});
