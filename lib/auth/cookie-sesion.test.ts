import { decode, encode } from "next-auth/jwt";
import { cookiesRecordadas, descifrarCookieSesion, vigenteAhora } from "./cookie-sesion";

const SECRETO = "secreto-de-prueba-de-la-cookie-de-sesion";

describe("descifrarCookieSesion", () => {
  it("reads next-auth's own cookie as next-auth's decode does, and decrypts the same cookie once", async () => {
    const token = await encode({ token: { uid: 7, cargos: ["docente"], sid: "abc" }, secret: SECRETO });
    const antes = cookiesRecordadas();
    const nuestro = await descifrarCookieSesion({ token, secret: SECRETO });
    expect(nuestro).toEqual(await decode({ token, secret: SECRETO }));
    expect(nuestro).toMatchObject({ uid: 7, cargos: ["docente"], sid: "abc" });
    expect(await descifrarCookieSesion({ token, secret: SECRETO })).toBe(nuestro);
    expect(cookiesRecordadas()).toBe(antes + 1);
  });

  it("refuses another secret, a tampered cookie and an expired one", async () => {
    const token = await encode({ token: { uid: 1 }, secret: SECRETO });
    await descifrarCookieSesion({ token, secret: SECRETO });
    await expect(descifrarCookieSesion({ token, secret: "otro-secreto" })).rejects.toThrow();
    const roto = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    await expect(descifrarCookieSesion({ token: roto, secret: SECRETO })).rejects.toThrow();
    const caducado = await encode({ token: { uid: 1 }, secret: SECRETO, maxAge: -60 });
    await expect(descifrarCookieSesion({ token: caducado, secret: SECRETO })).rejects.toThrow();
    expect(await descifrarCookieSesion({ token: "", secret: SECRETO })).toBeNull();
  });

  it("checks a remembered cookie's expiry with next-auth's 15 s of tolerance", () => {
    const ahora = 1_000_000;
    expect(vigenteAhora({ exp: ahora - 10 }, ahora)).toBe(true);
    expect(vigenteAhora({ exp: ahora - 16 }, ahora)).toBe(false);
    expect(vigenteAhora({ nbf: ahora + 60 }, ahora)).toBe(false);
    expect(vigenteAhora({}, ahora)).toBe(true);
  });
});
