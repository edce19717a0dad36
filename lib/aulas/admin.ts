import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { aulas, type TipoAula } from "../db/schema";
import { conflicto, noEncontrado } from "../errors";
import { registrar } from "../registro/registrar";
import { compararNatural } from "../orden";
import { autorDe, eliminarConRegistro, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { AulaEntrada } from "./admin-schemas";

/**
 * Rooms as the administration keeps them (name, kind, seats). The room list other areas show
 * (lib/aulas) reads the same table.
 */
export type AulaAdmin = { id: number; nombre: string; tipo: TipoAula; capacidad: number | null };

const columnas = { id: aulas.id, nombre: aulas.nombre, tipo: aulas.tipo, capacidad: aulas.capacidad };

export async function listAulasAdmin(user: ConCargos, db?: Db): Promise<AulaAdmin[]> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const filas = await d.select(columnas).from(aulas);
  return filas.sort((a, b) => compararNatural(a.nombre, b.nombre));
}

export async function getAulaAdmin(user: ConCargos, id: number, db?: Db): Promise<AulaAdmin> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const [a] = await d.select(columnas).from(aulas).where(eq(aulas.id, id));
  if (!a) throw noEncontrado("Aula no encontrada.");
  return a;
}

type Estado = Omit<AulaAdmin, "id">;

async function leer(tx: Db, id: number): Promise<Estado> {
  const [a] = await tx.select({ nombre: aulas.nombre, tipo: aulas.tipo, capacidad: aulas.capacidad }).from(aulas).where(eq(aulas.id, id)).for("update");
  if (!a) throw noEncontrado("Aula no encontrada.");
  return a;
}

const yaExiste = (nombre: string) => conflicto(`Ya existe el aula ${nombre}.`, { nombre: ["Ya existe un aula con este nombre"] });

async function nombreLibre(tx: Db, nombre: string, id: number | null) {
  const [otra] = await tx
    .select({ id: aulas.id })
    .from(aulas)
    .where(and(sql`lower(${aulas.nombre}) = lower(${nombre})`, id === null ? undefined : ne(aulas.id, id)));
  if (otra) throw yaExiste(nombre);
}

export async function crearAula(user: Admin, e: AulaEntrada, db?: Db): Promise<AulaAdmin> {
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    await nombreLibre(tx, e.nombre, null);
    const [fila] = await tx.insert(aulas).values(e).returning(columnas);
    await registrar(tx, autorDe(user), { accion: "crear", entidad: "aula", clave: e.nombre, resumen: `Alta del aula ${e.nombre}.`, despues: e });
    return fila;
    }, (r) => (r === "aulas_nombre_unique" ? yaExiste(e.nombre) : null),
  );
}

export async function actualizarAula(user: Admin, id: number, e: AulaEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const antes = await leer(tx, id);
    if (antes.nombre === e.nombre && antes.tipo === e.tipo && antes.capacidad === e.capacidad) return { cambiado: false };
    await nombreLibre(tx, e.nombre, id);
    await tx.update(aulas).set(e).where(eq(aulas.id, id));
    await registrar(tx, autorDe(user), {
      accion: "modificar",
      entidad: "aula",
      clave: e.nombre,
      resumen: antes.nombre === e.nombre ? `Cambios en el aula ${e.nombre}.` : `El aula ${antes.nombre} pasa a llamarse ${e.nombre}.`,
      antes,
      despues: e,
    });
    return { cambiado: true };
    }, (r) => (r === "aulas_nombre_unique" ? yaExiste(e.nombre) : null),
  );
}

/** Refused while inventory articles or timetable periods are in it. */
export async function eliminarAula(user: Admin, id: number, db?: Db): Promise<void> {
  await eliminarConRegistro(user, db, {
    tabla: "aulas",
    clave: { id },
    leer: (tx) => leer(tx, id),
    queEs: (antes) => `el aula ${antes.nombre}`,
    borrar: (tx) => tx.delete(aulas).where(eq(aulas.id, id)),
    linea: (antes) => ({ accion: "eliminar", entidad: "aula", clave: antes.nombre, resumen: `Baja del aula ${antes.nombre}.`, antes }),
  });
}
