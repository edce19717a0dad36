import { asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { deJson, enUnaFila } from "../db/fila";
import { ciclos, modulos } from "../db/schema";
import { noEncontrado } from "../errors";

/**
 * The centre's catalogue of cycles and modules. It is public on purpose (spec §7 calls it without a
 * token): it holds no personal data, and the convalidación and matrícula forms need it.
 */

export type CicloCatalogo = { codigo: string; nombre: string };
export type ModuloCatalogo = { codigo: string; nombre: string; curso: number };
export type CicloConModulos = CicloCatalogo & { modulos: ModuloCatalogo[] };

/** The cycles by code as a JSON column, for a page that reads them with other things (enUnaFila). */
export function ciclosColumna(): SQL<CicloCatalogo[]> {
  return sql`coalesce((select json_agg(json_build_object('codigo', c.codigo, 'nombre', c.nombre) order by c.codigo) from ${ciclos} as c), '[]'::json)`.mapWith((v) =>
    deJson<CicloCatalogo[]>(v),
  );
}

/** A cycle's modules by course then name (as listModulosCiclo) as a JSON column, for the same use. */
export function modulosCicloColumna(ciclo: string): SQL<ModuloCatalogo[]> {
  return sql`coalesce((
      select json_agg(json_build_object('codigo', mo.codigo, 'nombre', mo.nombre, 'curso', mo.curso) order by mo.curso, mo.nombre)
      from ${modulos} as mo where mo.ciclo = ${ciclo}), '[]'::json)`.mapWith((v) => deJson<ModuloCatalogo[]>(v));
}

export async function listCiclos(db?: Db): Promise<CicloCatalogo[]> {
  return (await enUnaFila({ ciclos: ciclosColumna() }, db)).ciclos;
}

/** Modules of a cycle by course then name; an unknown cycle is not found (not an empty list). */
export async function listModulosCiclo(codigo: string, db?: Db): Promise<ModuloCatalogo[]> {
  const d = db ?? (await getDb());
  const [c] = await d.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, codigo)).limit(1);
  if (!c) throw noEncontrado(`No existe el ciclo ${codigo}.`);
  return d
    .select({ codigo: modulos.codigo, nombre: modulos.nombre, curso: modulos.curso })
    .from(modulos)
    .where(eq(modulos.ciclo, codigo))
    .orderBy(asc(modulos.curso), asc(modulos.nombre));
}

/** Every cycle with its modules in two queries, for forms that switch cycles without a round trip. */
export async function listCiclosConModulos(db?: Db): Promise<CicloConModulos[]> {
  const d = db ?? (await getDb());
  const [cs, ms] = [await listCiclos(d), await d.select({ ciclo: modulos.ciclo, codigo: modulos.codigo, nombre: modulos.nombre, curso: modulos.curso }).from(modulos).orderBy(asc(modulos.curso), asc(modulos.nombre))];
  return cs.map((c) => ({ ...c, modulos: ms.filter((m) => m.ciclo === c.codigo).map(({ codigo, nombre, curso }) => ({ codigo, nombre, curso })) }));
}

/**
 * A row selected with its cycle's code and name as two columns (`cicloCodigo`, `cicloNombre`),
 * with them folded into the `ciclo: {codigo, nombre}` that lists and pages show.
 */
export function conCiclo<F extends { cicloCodigo: string; cicloNombre: string }>({ cicloCodigo, cicloNombre, ...resto }: F): Omit<F, "cicloCodigo" | "cicloNombre"> & { ciclo: CicloCatalogo } {
  return { ...resto, ciclo: { codigo: cicloCodigo, nombre: cicloNombre } };
}
