import { randomUUID } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, memoriasDeCambios, olvidarEnEsteProceso, type Db } from "../db";
import type { MemoriasDeCambios } from "../db/cambios";
import { sesionesRevocadas, usuarios, type Usuario } from "../db/schema";

/**
 * Revocation of sessions and bearer tokens (issue 14, fault 10; docs/decisions/024). Both are JWTs
 * that carry `sid` (an id of their own, fixed at sign-in) and `sv` (the account's session version
 * when they were issued). A request is let in only if `sv` still equals usuarios.sesion_version and
 * `sid` is not in sesiones_revocadas:
 *  - signing out revokes that one session (other devices stay signed in);
 *  - POST /api/auth/logout revokes the bearer token it is called with;
 *  - revocarTodasLasSesiones() — called when an account is deactivated (by hand or by an import)
 *    or changes its email — increments the version, which ends every session and token of the account at once,
 *    and keeps them dead if the account is reactivated later.
 */

export type Credencial = { sid: string; sv: number; /** Sign-in time, seconds since the epoch. */ inicio: number };

/**
 * A browser session ends this long after sign-in whatever its activity. next-auth renews the
 * cookie's expiry each time /api/auth/session is read, so without an absolute limit a copied cookie
 * could be kept alive for ever — and outlive the row that revoked it.
 */
export const DURACION_MAXIMA_SESION_S = 12 * 60 * 60;

export function nuevoIdDeSesion(): string {
  return randomUUID();
}

/** `sid`/`sv`/`inicio` as read from a decoded token, or null when the token predates them (then it is refused). */
export function credencialDe(claims: { sid?: unknown; sv?: unknown; inicio?: unknown }): Credencial | null {
  const { sid, sv, inicio } = claims;
  return typeof sid === "string" && sid.length > 0 && typeof sv === "number" && typeof inicio === "number" ? { sid, sv, inicio } : null;
}

/** Until when a revoked credential must stay on the list: past this it would be refused anyway. */
export function finDeLaCredencial(c: Credencial): Date {
  return new Date((c.inicio + DURACION_MAXIMA_SESION_S) * 1000);
}

/** Ends one session or token; the row is kept until `expira`, when it would have expired by itself. */
export async function revocarSesion(sid: string, expira: Date, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    // Housekeeping: rows past their expiry protect nothing any more.
    await tx.delete(sesionesRevocadas).where(lt(sesionesRevocadas.expira, sql`now()`));
    await tx.insert(sesionesRevocadas).values({ sid, expira }).onConflictDoNothing();
  });
  // Every process forgets it when the trigger's notification arrives; this one, before answering.
  olvidarEnEsteProceso(`r:${sid}`);
}

/** Ends every session and bearer token of some accounts (deactivation, change of email). */
export async function revocarTodasLasSesiones(usuarioIds: readonly number[], db?: Db): Promise<void> {
  if (usuarioIds.length === 0) return;
  const d = db ?? (await getDb());
  await d
    .update(usuarios)
    .set({ sesionVersion: sql`${usuarios.sesionVersion} + 1` })
    .where(inArray(usuarios.id, [...usuarioIds]));
  for (const id of usuarioIds) olvidarEnEsteProceso(`u:${id}`);
}

/** Whether a credential is still good for this account: its version, its age, and not revoked one by one. */
export function credencialEnVigor(usuario: { sesionVersion: number }, credencial: Credencial | null, revocada: boolean, ahora = Date.now()): boolean {
  if (!credencial || credencial.sv !== usuario.sesionVersion) return false;
  if (ahora > finDeLaCredencial(credencial).getTime()) return false;
  return !revocada;
}

/**
 * The read below, built once per database as a named prepared statement (docs/decisions/048):
 * building it cost drizzle about 90 µs of CPU per request, and PostgreSQL parsed and planned it
 * each time; prepared, each connection parses it once and every later request only binds `id` and
 * `sid`.
 */
function prepararLecturaDeCuenta(d: Db) {
  return d
    .select({
      usuario: usuarios,
      revocada: sql<boolean>`exists (select 1 from ${sesionesRevocadas} where ${sesionesRevocadas.sid} = ${sql.placeholder("sid")})`,
    })
    .from(usuarios)
    .where(eq(usuarios.id, sql.placeholder("id")))
    .limit(1)
    .prepare("cuenta_de_credencial");
}

const lecturasDeCuenta = new WeakMap<Db, ReturnType<typeof prepararLecturaDeCuenta>>();

/**
 * The account behind a session or bearer token, and whether that credential is still good, in one
 * statement: every page and API request makes this read (docs/arquitectura.md §3.3), so the revocation list
 * is looked up in the same round trip as the account (docs/decisions/032). Unscoped by nature: it
 * is how the caller is found.
 */
export async function unsafeCuentaDeCredencial(
  id: number,
  credencial: Credencial | null,
  db?: Db,
  ahora = Date.now(),
  // The process's memory of accounts and revocations (decision 071); none with a database of one's own.
  memorias: MemoriasDeCambios<Usuario> | null = db ? null : memoriasDeCambios(),
): Promise<{ usuario: Usuario | null; vigente: boolean }> {
  if (!Number.isSafeInteger(id) || id <= 0) return { usuario: null, vigente: false };
  const sid = credencial?.sid ?? "";
  const clave = String(id);
  const usuario = memorias?.cuentas.consultar(clave);
  const revocada = memorias?.revocadas.consultar(sid);
  if (usuario && revocada !== undefined) return { usuario, vigente: credencialEnVigor(usuario, credencial, revocada, ahora) };
  const marcas = memorias && { cuenta: memorias.cuentas.marca(), revocada: memorias.revocadas.marca() };
  const d = db ?? (await getDb());
  let lectura = lecturasDeCuenta.get(d);
  if (!lectura) lecturasDeCuenta.set(d, (lectura = prepararLecturaDeCuenta(d)));
  const [fila] = await lectura.execute({ id, sid });
  // An id with no account is not remembered: a later insert is not notified.
  if (!fila) return { usuario: null, vigente: false };
  if (memorias && marcas) {
    memorias.cuentas.guardar(clave, Object.freeze(fila.usuario), marcas.cuenta);
    memorias.revocadas.guardar(sid, fila.revocada === true, marcas.revocada);
  }
  return { usuario: fila.usuario, vigente: credencialEnVigor(fila.usuario, credencial, fila.revocada === true, ahora) };
}
