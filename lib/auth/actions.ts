"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { describirError, registrar } from "../log";
import { revocarSesionDelNavegador } from "./logout";

/** next-auth's session cookie, plain or __Secure- (HTTPS), and its chunks if it was ever split. */
const COOKIE_DE_SESION = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * The portal's sign-out button: what next-auth's own sign-out does — revoke this session
 * (docs/decisions/024) and expire its cookie — as a server action, so that no page has to load
 * next-auth's client library for one button (docs/decisions/033). Server actions only accept
 * same-origin POSTs, and without a session there is nothing to revoke: anyone may call it.
 */
export async function cerrarSesionAction(): Promise<never> {
  try {
    await revocarSesionDelNavegador();
  } catch (e) {
    // If the revocation cannot be written (database down), the cookie is removed below all the same.
    registrar("warn", "revocacion_fallida", { error: describirError(e) });
  }
  const jar = await cookies();
  for (const c of jar.getAll()) {
    if (!COOKIE_DE_SESION.test(c.name)) continue;
    // A __Secure- cookie is only replaced by one that is Secure too.
    jar.set(c.name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: c.name.startsWith("__Secure-") });
  }
  redirect("/");
}
