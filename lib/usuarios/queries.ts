import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { usuarios, type Usuario } from "../db/schema";
import { normalizarEmail } from "../auth/rules";

/** Unscoped: sign-in must look an account up before anyone is signed in. */
export async function unsafeFindUsuarioByEmail(email: string, db?: Db): Promise<Usuario | null> {
  const d = db ?? (await getDb());
  const [u] = await d.select().from(usuarios).where(eq(usuarios.email, normalizarEmail(email))).limit(1);
  return u ?? null;
}

/** Unscoped: resolves the id carried by a session or bearer token. */
export async function unsafeFindUsuarioById(id: number, db?: Db): Promise<Usuario | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const d = db ?? (await getDb());
  const [u] = await d.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return u ?? null;
}

export type CuentaDemo = Pick<Usuario, "email" | "nombre" | "apellidos" | "tipo">;

/** Accounts offered as buttons on the login page when demo sign-in is on (AUTH_DEMO=1 only). */
export async function unsafeListCuentasDemo(db?: Db): Promise<CuentaDemo[]> {
  const d = db ?? (await getDb());
  return d
    .select({ email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos, tipo: usuarios.tipo })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true)))
    .orderBy(
      sql`case ${usuarios.tipo} when 'admin' then 0 when 'jefatura' then 1 when 'docente' then 2 else 3 end`,
      asc(usuarios.apellidos),
      asc(usuarios.nombre),
    );
}

/** Active accounts per type, for the admin home. */
export async function contarUsuariosPorTipo(user: { tipo: string }, db?: Db): Promise<{ tipo: Usuario["tipo"]; total: number }[]> {
  if (user.tipo !== "admin") return [];
  const d = db ?? (await getDb());
  const filas = await d
    .select({ tipo: usuarios.tipo, total: sql<number>`count(*)::int` })
    .from(usuarios)
    .where(eq(usuarios.activo, true))
    .groupBy(usuarios.tipo);
  const orden = ["estudiante", "docente", "jefatura", "admin"] as const;
  return orden.map((tipo) => ({ tipo, total: filas.find((f) => f.tipo === tipo)?.total ?? 0 }));
}
