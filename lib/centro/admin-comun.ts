import "server-only";
import type { UsuarioActual } from "../auth/current-user";
import { getDb, type Db } from "../db";
import { esViolacionFk, esViolacionUnica, restriccionSql } from "../db/errores";
import { conflicto } from "../errors";
import { z } from "zod";
import { id, opcional } from "../campos";
import type { ConCargos } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";
import { registrar, type Autor, type EntradaRegistro } from "../registro/registrar";
import { countReferencias, describirReferencias } from "./referencias";

/** Who administers: the cargos decide, the rest goes to the audit log. */
export type Admin = Pick<UsuarioActual, "id" | "cargos" | "email" | "nombre" | "apellidos">;

/** The administration of the centre's data (people, departments, cycles, groups, rooms, imports). */
export function exigirAdmin(user: ConCargos): void {
  exigir(user, "centro.administrar", "Solo la administración del centro puede hacer esto.");
}

/**
 * The id of the server's console (`npm run admin`): it administers without an account of its own
 * (it creates the first one), so its log lines have no author id. Serial ids start at 1.
 */
export const ID_CONSOLA = 0;

/**
 * What every server action of /admin/centro shares: the role, checked again in the database, and
 * the whole admin area refreshed; the key of a form that creates when it has no id; and the
 * answer to a save that changed nothing.
 */
export const ACCION_ADMIN = { acceso: "centro.administrar" as const, revalidar: ["/admin"] as const };
export const CON_ID = { id: opcional(id("No encontrado")) };
/** The key of a row in the edit and delete actions of the admin forms. */
export const idSchema = z.object({ id: id("No encontrado") });
export const SIN_CAMBIOS = "No había cambios que guardar.";

export function autorDe(user: Admin): NonNullable<Autor> {
  return { id: user.id === ID_CONSOLA ? null : user.id, nombre: user.nombre, apellidos: user.apellidos, email: user.email };
}

/**
 * Refuses to delete a row that anything refers to, naming what does ("el módulo 0065 (QUI301)
 * tiene 2 asignaciones de docencia y 10 matrículas de estudiantes"). Call it inside the delete's
 * transaction after locking the row, so no new reference can appear before the delete.
 */
export async function exigirSinReferencias(tx: Db, tabla: string, clave: Record<string, string | number>, queEs: string): Promise<void> {
  const refs = await countReferencias(tx, tabla, clave);
  if (refs.length) throw conflicto(`No se puede eliminar ${queEs}: tiene ${describirReferencias(refs)}. Quita o cambia antes esas referencias.`);
}

/**
 * Runs a write and turns what the database refused despite the checks made before it (two admins
 * saving at once) into the same domain errors: a duplicate into `duplicado`, a foreign key into a
 * conflict.
 */
export async function traducirErrores<T>(fn: () => Promise<T>, duplicado: (restriccion: string | undefined) => Error | null): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (esViolacionUnica(e)) {
      const err = duplicado(restriccionSql(e));
      if (err) throw err;
    }
    if (esViolacionFk(e)) throw conflicto("Otro dato del portal depende de este: no se ha cambiado nada.");
    throw e;
  }
}


/**
 * The delete of every administered row: lock and read it, refuse if anything refers to it, delete
 * it and log it, in one transaction.
 */
export async function eliminarConRegistro<E>(
  user: Admin,
  db: Db | undefined,
  o: { tabla: string; clave: Record<string, string | number>; leer: (tx: Db) => Promise<E>; queEs: (antes: E) => string; borrar: (tx: Db) => Promise<unknown>; linea: (antes: E) => EntradaRegistro },
): Promise<void> {
  await transaccionAdmin(user, db, async (tx) => {
    const antes = await o.leer(tx);
    await exigirSinReferencias(tx, o.tabla, o.clave, o.queEs(antes));
    await o.borrar(tx);
    await registrar(tx, autorDe(user), o.linea(antes));
  });
}

/**
 * Every write of the administration: the cargos checked, one transaction (the change and its audit
 * lines), and what the database refused despite the checks turned into domain errors.
 */
export async function transaccionAdmin<T>(user: ConCargos, db: Db | undefined, fn: (tx: Db) => Promise<T>, duplicado: (restriccion: string | undefined) => Error | null = () => null): Promise<T> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  return traducirErrores(() => d.transaction((tx) => fn(tx)), duplicado);
}
