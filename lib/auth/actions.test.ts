const jar = { getAll: jest.fn(), set: jest.fn() };
jest.mock("next/headers", () => ({ cookies: jest.fn(async () => jar) }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
}));
jest.mock("./logout", () => ({ revocarSesionDelNavegador: jest.fn(async () => undefined) }));
jest.mock("../log", () => ({ registrar: jest.fn(), describirError: (e: unknown) => String(e) }));

import { cerrarSesionAction } from "./actions";
import { revocarSesionDelNavegador } from "./logout";

const revocar = revocarSesionDelNavegador as jest.Mock;

describe("cerrarSesionAction: the sign-out button", () => {
  beforeEach(() => jest.clearAllMocks());

  it("revokes the session, expires only the session cookies (Secure for __Secure-) and goes to /", async () => {
    jar.getAll.mockReturnValue([{ name: "next-auth.session-token" }, { name: "__Secure-next-auth.session-token.0" }, { name: "next-auth.csrf-token" }, { name: "otra" }]);
    await expect(cerrarSesionAction()).rejects.toThrow("redirect:/");
    expect(revocar).toHaveBeenCalledTimes(1);
    expect(jar.set.mock.calls).toEqual([
      ["next-auth.session-token", "", expect.objectContaining({ maxAge: 0, path: "/", secure: false })],
      ["__Secure-next-auth.session-token.0", "", expect.objectContaining({ maxAge: 0, path: "/", secure: true })],
    ]);
  });

  it("still removes the cookie when the session cannot be read", async () => {
    revocar.mockRejectedValueOnce(new Error("JWEDecryptionFailed"));
    jar.getAll.mockReturnValue([{ name: "next-auth.session-token" }]);
    await expect(cerrarSesionAction()).rejects.toThrow("redirect:/");
    expect(jar.set).toHaveBeenCalledWith("next-auth.session-token", "", expect.objectContaining({ maxAge: 0 }));
  });
});
