import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { usuarios, type Usuario } from "../db/schema";
import { normalizarEmail } from "./reglas";

/**
 * Unscoped: sign-in must look an account up before anyone is signed in. It lives with sign-in, not
 * in lib/usuarios (the admin area, which asks the access policy and so sits above it), so that
 * signing in does not import the floor above it (decision 073).
 */
export async function unsafeFindUsuarioByEmail(email: string, db?: Db): Promise<Usuario | null> {
  const d = db ?? (await getDb());
  const [u] = await d.select().from(usuarios).where(eq(usuarios.email, normalizarEmail(email))).limit(1);
  return u ?? null;
}
