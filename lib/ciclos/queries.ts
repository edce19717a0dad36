import { asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { ciclos, modulos } from "../db/schema";
import { noEncontrado } from "../errors";

/**
 * The centre's catalogue of cycles and modules. It is public on purpose (spec §7 calls it without a
 * token): it holds no personal data, and the convalidación and matrícula forms need it.
 */

export type CicloCatalogo = { codigo: string; nombre: string };
export type ModuloCatalogo = { codigo: string; nombre: string; curso: number };
/**
 * The cycles for a form's select, with the modules of the cycle the form starts with: another
 * cycle's are loaded when the user picks it (GET /api/ciclos/{codigo}/modulos, decision 054).
 */
export type CatalogoCiclos = { ciclos: CicloCatalogo[]; modulos: Record<string, ModuloCatalogo[]> };

/** The cycles by code as a JSON column, for a page that reads them with other things (enUnaFila). */
export function ciclosColumna(): SQL<CicloCatalogo[]> {
  return columnaLista<CicloCatalogo>(sql`select json_agg(json_build_object('codigo', c.codigo, 'nombre', c.nombre) order by c.codigo) from ${ciclos} as c`);
}

/**
 * A cycle's modules by course then name (as listModulosCiclo) as a JSON column, for the same use.
 * `ciclo` may be read in the same statement (a subquery).
 */
export function modulosCicloColumna(ciclo: string | SQL<string | null>): SQL<ModuloCatalogo[]> {
  return columnaLista<ModuloCatalogo>(sql`
      select json_agg(json_build_object('codigo', mo.codigo, 'nombre', mo.nombre, 'curso', mo.curso) order by mo.curso, mo.nombre)
      from ${modulos} as mo where mo.ciclo = ${ciclo}`);
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

/** The catalogue's columns, for a page that reads them with other things; catalogoDe reads them back. */
export function catalogoColumnas(ciclo: string | SQL<string | null>) {
  return { ciclos: ciclosColumna(), modulos: modulosCicloColumna(ciclo) };
}

/** An empty or unknown cycle brings no modules: the form shows its hint instead of an empty list. */
export function catalogoDe(ciclo: string, r: { ciclos: CicloCatalogo[]; modulos: ModuloCatalogo[] }): CatalogoCiclos {
  return { ciclos: r.ciclos, modulos: r.ciclos.some((c) => c.codigo === ciclo) ? { [ciclo]: r.modulos } : {} };
}

export async function getCatalogoCiclos(ciclo: string, db?: Db): Promise<CatalogoCiclos> {
  return catalogoDe(ciclo, await enUnaFila(catalogoColumnas(ciclo), db));
}

/**
 * A row selected with its cycle's code and name as two columns (`cicloCodigo`, `cicloNombre`),
 * with them folded into the `ciclo: {codigo, nombre}` that lists and pages show.
 */
export function conCiclo<F extends { cicloCodigo: string; cicloNombre: string }>({ cicloCodigo, cicloNombre, ...resto }: F): Omit<F, "cicloCodigo" | "cicloNombre"> & { ciclo: CicloCatalogo } {
  return { ...resto, ciclo: { codigo: cicloCodigo, nombre: cicloNombre } };
}
