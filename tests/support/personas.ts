import type { Db } from "../../lib/db/client";
import { unsafeFindUsuarioByEmail } from "../../lib/usuarios/queries";

/** A seeded person by email, or a failed test that says who is missing. */
export async function persona(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}
