import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { cuenta, cuentasPor } from "../db/cuentas";
import { columnaLista } from "../db/fila";
import { departamentos, modulos, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { registrar } from "../registro/registrar";
import { compararNatural } from "../orden";
import { autorDe, eliminarConRegistro, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { DepartamentoEntrada } from "./admin-schemas";
import { tieneCargo } from "../acceso/politica";

export type DepartamentoAdmin = { id: number; nombre: string; jefeId: number | null; jefe: string | null; personas: number; modulos: number };

export async function listDepartamentos(user: ConCargos, db?: Db): Promise<DepartamentoAdmin[]> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const personas = cuentasPor(d, "personas_del_departamento", { departamentoId: usuarios.departamentoId }, usuarios, { donde: eq(usuarios.activo, true) });
  const deModulos = cuentasPor(d, "modulos_del_departamento", { departamentoId: modulos.departamentoId }, modulos);
  const filas = await d
    .select({
      id: departamentos.id,
      nombre: departamentos.nombre,
      jefeId: departamentos.jefeId,
      jefe: sql<string | null>`case when ${usuarios.id} is null then null else ${usuarios.nombre} || ' ' || ${usuarios.apellidos} end`,
      personas: cuenta(personas),
      modulos: cuenta(deModulos),
    })
    .from(departamentos)
    .leftJoin(usuarios, eq(usuarios.id, departamentos.jefeId))
    .leftJoin(personas, eq(personas.departamentoId, departamentos.id))
    .leftJoin(deModulos, eq(deModulos.departamentoId, departamentos.id))
    .orderBy(asc(departamentos.nombre));
  return filas.sort((a, b) => compararNatural(a.nombre, b.nombre));
}

export type OpcionDepartamento = { id: number; nombre: string };

/**
 * The departments for a select, in listDepartamentos' order but without its counts, as a JSON
 * column: a form reads them with its other options in one statement (enUnaFila).
 */
export function departamentosColumna(user: ConCargos): SQL<OpcionDepartamento[]> {
  exigirAdmin(user);
  return columnaLista(sql`select json_agg(json_build_object('id', d.id, 'nombre', d.nombre)) from ${departamentos} as d`, (filas: OpcionDepartamento[]) =>
    filas.sort((a, b) => compararNatural(a.nombre, b.nombre)),
  );
}

type Estado = { nombre: string; jefe: string | null };

async function leer(tx: Db, id: number, bloquear = false): Promise<{ id: number; nombre: string; jefeId: number | null; jefe: string | null }> {
  const q = tx.select({ id: departamentos.id, nombre: departamentos.nombre, jefeId: departamentos.jefeId }).from(departamentos).where(eq(departamentos.id, id));
  const [dep] = bloquear ? await q.for("update") : await q;
  if (!dep) throw noEncontrado("Departamento no encontrado.");
  return { ...dep, jefe: dep.jefeId === null ? null : await emailDe(tx, dep.jefeId) };
}

async function emailDe(tx: Db, id: number): Promise<string | null> {
  const [u] = await tx.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, id));
  return u?.email ?? null;
}

/** The head must be an active jefatura account, and heads one department at most. */
async function comprobar(tx: Db, e: DepartamentoEntrada, id: number | null): Promise<string | null> {
  const [otro] = await tx
    .select({ id: departamentos.id })
    .from(departamentos)
    .where(and(sql`lower(${departamentos.nombre}) = lower(${e.nombre})`, id === null ? undefined : ne(departamentos.id, id)));
  if (otro) throw conflicto(`Ya existe el departamento ${e.nombre}.`, { nombre: ["Ya existe un departamento con este nombre"] });
  if (e.jefeId === null) return null;
  const [j] = await tx.select({ email: usuarios.email, cargos: usuarios.cargos, activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, e.jefeId));
  if (!j || !tieneCargo(j, "jefatura") || !j.activo) {
    throw invalido("La jefatura del departamento debe ser una cuenta activa con el cargo de jefatura.", { jefeId: ["Elige una persona con el cargo de jefatura"] });
  }
  const [ocupado] = await tx
    .select({ nombre: departamentos.nombre })
    .from(departamentos)
    .where(and(eq(departamentos.jefeId, e.jefeId), id === null ? undefined : ne(departamentos.id, id)));
  if (ocupado) throw conflicto(`${j.email} ya es jefatura del departamento ${ocupado.nombre}.`, { jefeId: [`Ya es jefatura de ${ocupado.nombre}`] });
  return j.email;
}

const duplicado = (r: string | undefined) =>
  r === "departamentos_nombre_unique" ? conflicto("Ya existe un departamento con este nombre.", { nombre: ["Ya existe un departamento con este nombre"] }) : r === "departamentos_jefe_id_unique" ? conflicto("Esa persona ya es jefatura de otro departamento.", { jefeId: ["Ya es jefatura de otro departamento"] }) : null;

export async function crearDepartamento(user: Admin, e: DepartamentoEntrada, db?: Db): Promise<{ id: number }> {
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const jefe = await comprobar(tx, e, null);
    const [fila] = await tx.insert(departamentos).values({ nombre: e.nombre, jefeId: e.jefeId }).returning({ id: departamentos.id });
    const despues: Estado = { nombre: e.nombre, jefe };
    await registrar(tx, autorDe(user), { accion: "crear", entidad: "departamento", clave: e.nombre, resumen: `Alta del departamento ${e.nombre}.`, despues });
    return fila;
    }, duplicado,
  );
}

export async function actualizarDepartamento(user: Admin, id: number, e: DepartamentoEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const antes = await leer(tx, id, true);
    const jefe = await comprobar(tx, e, id);
    if (antes.nombre === e.nombre && antes.jefeId === e.jefeId) return { cambiado: false };
    await tx.update(departamentos).set({ nombre: e.nombre, jefeId: e.jefeId }).where(eq(departamentos.id, id));
    await registrar(tx, autorDe(user), {
      accion: "modificar",
      entidad: "departamento",
      clave: e.nombre,
      resumen: antes.nombre === e.nombre ? `Cambios en el departamento ${e.nombre}.` : `El departamento ${antes.nombre} pasa a llamarse ${e.nombre}.`,
      antes: { nombre: antes.nombre, jefe: antes.jefe } satisfies Estado,
      despues: { nombre: e.nombre, jefe } satisfies Estado,
    });
    return { cambiado: true };
    }, duplicado,
  );
}

/** Refused while people, modules or inventory belong to it. */
export async function eliminarDepartamento(user: Admin, id: number, db?: Db): Promise<void> {
  await eliminarConRegistro(user, db, {
    tabla: "departamentos",
    clave: { id },
    leer: (tx) => leer(tx, id, true),
    queEs: (antes) => `el departamento ${antes.nombre}`,
    borrar: (tx) => tx.delete(departamentos).where(eq(departamentos.id, id)),
    linea: (antes) => ({ accion: "eliminar", entidad: "departamento", clave: antes.nombre, resumen: `Baja del departamento ${antes.nombre}.`, antes: { nombre: antes.nombre, jefe: antes.jefe } satisfies Estado }),
  });
}
