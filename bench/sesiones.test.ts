import { cookiesDe } from "./sesiones";

describe("cookiesDe", () => {
  it("keeps each cookie's name and value and drops its attributes", () => {
    const c = cookiesDe([
      "next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax",
      "next-auth.session-token=eyJ.a=b.c; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly",
      "sin-valor",
    ]);
    expect([...c]).toEqual([
      ["next-auth.csrf-token", "abc%7Cdef"],
      ["next-auth.session-token", "eyJ.a=b.c"],
    ]);
  });
});
