import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db";
import { articulos, aulas, categoriasInventario, departamentos, historialArticulos, subcategoriasInventario, usuarios, type CambioArticulo, type AccionHistorial } from "../db/schema";
import type { Quien } from "../acceso/cargos";
import { puede } from "../acceso/politica";
import { noEncontrado } from "../errors";
import { columnaLista, enUnaFila, listaJson, listaOVacia } from "../db/fila";
import { paginaConTotal } from "../db/paginas";
import { contieneSql } from "../texto";
import { compararNatural } from "../orden";
import { aulasColumna, type Aula } from "../aulas/queries";
import { departamentoDe } from "../modulos/queries";
import { mensajeCodigoAjeno, mensajeCodigoDuplicado } from "./reglas";
import type { ArticuloApi, FiltroArticulos } from "./schemas";

export type { Quien };

/** What a user may see: the management the whole centre, a jefatura her department, anyone else nothing. */
export type Alcance = { todos: true } | { todos: false; departamentoId: number };

export async function alcanceInventario(user: Quien, d: Db): Promise<Alcance | null> {
  if (puede(user, "inventario.centro")) return { todos: true };
  return alcanceDepartamento(user, d);
}

/** The department whose inventory a jefatura keeps (where her new articles go), or null. */
export async function alcanceDepartamento(user: Quien, d: Db): Promise<Extract<Alcance, { todos: false }> | null> {
  if (!puede(user, "inventario.editar")) return null;
  const dep = await departamentoDe(user, d);
  return dep === null ? null : { todos: false, departamentoId: dep };
}

const bajaPor = alias(usuarios, "baja_por");

/** An article with the names people read (its history compares these), from the joins below. */
export const columnasVista = {
  codigo: articulos.codigo,
  nombre: articulos.nombre,
  descripcion: articulos.descripcion,
  aula: aulas.nombre,
  categoria: categoriasInventario.nombre,
  subcategoria: subcategoriasInventario.nombre,
  fechabaja: articulos.fechaBaja,
  motivoBaja: articulos.motivoBaja,
};

export const columnasArticulo = {
  ...columnasVista,
  bajaPor: sql<string | null>`nullif(trim(${bajaPor.nombre} || ' ' || ${bajaPor.apellidos}), '')`,
  departamento: departamentos.nombre,
};

/** The joins that turn ids into the names the spec's article carries, under any selection. */
function conNombres<T extends PgSelect>(q: T) {
  return q
    .innerJoin(aulas, eq(aulas.id, articulos.aulaId))
    .innerJoin(categoriasInventario, eq(categoriasInventario.id, articulos.categoriaId))
    .leftJoin(subcategoriasInventario, eq(subcategoriasInventario.id, articulos.subcategoriaId))
    .innerJoin(departamentos, eq(departamentos.id, articulos.departamentoId))
    .leftJoin(bajaPor, eq(bajaPor.id, articulos.bajaPorId));
}

export type FiltroInterno = FiltroArticulos & { soloBajas?: boolean };

/** Scope, room, decommissioned-only and text search, all as SQL so the database does the work. */
function condiciones(alcance: Alcance, filtro: FiltroInterno): SQL | undefined {
  const c: SQL[] = [];
  if (!alcance.todos) c.push(eq(articulos.departamentoId, alcance.departamentoId));
  if (filtro.aula) c.push(eq(aulas.nombre, filtro.aula));
  if (filtro.soloBajas) c.push(isNotNull(articulos.fechaBaja));
  const q = filtro.q?.trim();
  if (q) c.push(or(contieneSql(sql`cast(${articulos.codigo} as text)`, q), contieneSql(articulos.nombre, q), contieneSql(articulos.descripcion, q))!);
  return c.length ? and(...c) : undefined;
}

/** A code typed in the search box comes first; then `despues` (by code unless a list says otherwise). */
function orden(filtro: FiltroInterno, despues: SQL[] = [asc(articulos.codigo)]): SQL[] {
  const q = filtro.q?.trim();
  return q && /^\d{1,9}$/.test(q) ? [sql`(${articulos.codigo} = ${Number(q)}) desc`, ...despues] : despues;
}

export type ArticuloResumen = { codigo: number; nombre: string; aula: string; fechabaja: string | null };
export type PaginaArticulos = { articulos: ArticuloResumen[]; total: number; pagina: number; paginas: number; porPagina: number };

export const POR_PAGINA = 48;

/**
 * One page of the list /jefatura/inventario. Search and filter run in the database and only one
 * page of rows travels, so 5,000 articles cost the same as 50.
 */
export async function listArticulosPagina(user: Quien, filtro: FiltroInterno, pagina = 1, porPagina = POR_PAGINA, db?: Db): Promise<PaginaArticulos> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) return { articulos: [], total: 0, pagina: 1, paginas: 1, porPagina };
  const donde = condiciones(alcance, filtro);
  const cuenta = d.select({ total: count() }).from(articulos).innerJoin(aulas, eq(aulas.id, articulos.aulaId)).where(donde);
  const r = await paginaConTotal(
    d,
    cuenta,
    (total, limite, offset) =>
      d
        .select({ codigo: articulos.codigo, nombre: articulos.nombre, aula: aulas.nombre, fechabaja: articulos.fechaBaja, total })
        .from(articulos)
        .innerJoin(aulas, eq(aulas.id, articulos.aulaId))
        .where(donde)
        .orderBy(...orden(filtro))
        .limit(limite)
        .offset(offset),
    pagina,
    porPagina,
  );
  return { articulos: r.filas, total: r.total, pagina: r.pagina, paginas: r.paginas, porPagina };
}

export type BajaResumen = { codigo: number; nombre: string; aula: string; departamento: string; fechabaja: string | null; motivoBaja: string | null; bajaPor: string | null };
export type PaginaBajas = { bajas: BajaResumen[]; total: number; pagina: number; paginas: number; porPagina: number };

export const POR_PAGINA_BAJAS = 50;

/**
 * One page of the decommissioned articles in scope (the whole centre for the administration), the
 * most recently withdrawn first: a centre piles bajas up year after year, and the one to recover is
 * usually recent. A code typed in the search box comes first.
 */
export async function listBajasPagina(user: Quien, q: string, pagina = 1, porPagina = POR_PAGINA_BAJAS, db?: Db): Promise<PaginaBajas> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) return { bajas: [], total: 0, pagina: 1, paginas: 1, porPagina };
  const filtro: FiltroInterno = { q, soloBajas: true };
  const donde = condiciones(alcance, filtro);
  const cuenta = d.select({ total: count() }).from(articulos).where(donde);
  const r = await paginaConTotal(
    d,
    cuenta,
    (total, limite, offset) =>
      conNombres(
        d
          .select({
            codigo: articulos.codigo,
            nombre: articulos.nombre,
            aula: aulas.nombre,
            departamento: departamentos.nombre,
            fechabaja: articulos.fechaBaja,
            motivoBaja: articulos.motivoBaja,
            bajaPor: columnasArticulo.bajaPor,
            total,
          })
          .from(articulos)
          .$dynamic(),
      )
        .where(donde)
        .orderBy(...orden(filtro, [desc(articulos.fechaBaja), desc(articulos.codigo)]))
        .limit(limite)
        .offset(offset),
    pagina,
    porPagina,
  );
  return { bajas: r.filas, total: r.total, pagina: r.pagina, paginas: r.paginas, porPagina };
}

/** Every matching code, for 'Marcar todos' in print mode. */
export async function listCodigosArticulos(user: Quien, filtro: FiltroInterno, db?: Db): Promise<number[]> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) return [];
  const filas = await d
    .select({ codigo: articulos.codigo })
    .from(articulos)
    .innerJoin(aulas, eq(aulas.id, articulos.aulaId))
    .where(condiciones(alcance, filtro))
    .orderBy(asc(articulos.codigo));
  return filas.map((f) => f.codigo);
}

/** Whole articles (the spec's shape) for the REST list, the search route and the CSV export. */
export async function listArticulos(user: Quien, filtro: FiltroInterno = { q: "" }, db?: Db): Promise<ArticuloApi[]> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) return [];
  // One row holding the list as JSON: drizzle maps a row field by field, checking each field's kind,
  // and for a department's 2,500 articles that was a third of the REST list's time (decision 041).
  // The keys and values are those of the row-by-row read (the data tests compare both).
  const lista = listaJson<ArticuloApi>(columnasArticulo, orden(filtro));
  const [fila] = await conNombres(d.select({ lista }).from(articulos).$dynamic()).where(condiciones(alcance, filtro));
  return fila.lista;
}

/** One article in the user's scope; another department's code is not found. */
export async function getArticulo(user: Quien, codigo: number, db?: Db): Promise<ArticuloApi> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  const [a] = await conNombres(d.select(columnasArticulo).from(articulos).$dynamic())
    .where(and(eq(articulos.codigo, codigo), alcance.todos ? undefined : eq(articulos.departamentoId, alcance.departamentoId)))
    .limit(1);
  if (!a) throw noEncontrado("Artículo no encontrado.");
  return a;
}

export type EntradaHistorial = { id: number; fecha: Date; usuario: string; accion: AccionHistorial; cambios: CambioArticulo[] };

export type FichaArticulo = { articulo: ArticuloApi; historial: EntradaHistorial[]; aulas: Aula[]; categorias: CategoriaCatalogo[] };

/**
 * An article's page: the article (in the user's scope, as getArticulo), its history newest first
 * and what its form offers (getOpcionesArticulo), in one statement after the scope. Another
 * department's article is not found, like a code that does not exist.
 */
export async function getFichaArticulo(user: Quien, codigo: number, db?: Db): Promise<FichaArticulo> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  const historial = columnaLista(
    sql`select json_agg(json_build_object('id', h.id, 'fecha', h.fecha, 'usuario', h.usuario_nombre, 'accion', h.accion, 'cambios', h.cambios) order by h.fecha desc, h.id desc)
      from ${historialArticulos} as h where h.articulo_codigo = ${articulos.codigo}`,
    (filas: (Omit<EntradaHistorial, "fecha"> & { fecha: string })[]) => filas.map((e) => ({ ...e, fecha: new Date(e.fecha) })),
  );
  const [fila] = await conNombres(d.select({ ...columnasArticulo, historial, aulas: aulasColumna(), categorias: categoriasColumna() }).from(articulos).$dynamic())
    .where(and(eq(articulos.codigo, codigo), alcance.todos ? undefined : eq(articulos.departamentoId, alcance.departamentoId)))
    .limit(1);
  if (!fila) throw noEncontrado("Artículo no encontrado.");
  const { historial: h, aulas: a, categorias: c, ...articulo } = fila;
  return { articulo, historial: h, aulas: a, categorias: c };
}

/** GET /api/inventario/{codigo}: the article with its history, dates as ISO text. */
export async function getArticuloConHistorial(user: Quien, codigo: number, db?: Db) {
  const { articulo, historial } = await getFichaArticulo(user, codigo, db);
  return { ...articulo, historial: historial.map(({ fecha, usuario, accion, cambios }) => ({ fecha: fecha.toISOString(), usuario, accion, cambios })) };
}

export type CodigoOcupado = { codigo: number; departamentoId: number; mensaje: string };

/**
 * Unscoped: which of these codes are taken, by which department, with the spec's duplicate
 * message. Codes are one numbering for the whole centre, so a taken code is refused whoever has
 * it; but the message names the article only inside the caller's scope — an article of another
 * department is "in use", not named (issue 47.9: trying codes must not list other departments'
 * articles). Only for the duplicate-code check of new articles and imports.
 */
export async function unsafeListCodigosOcupados(codigos: number[], alcance: Alcance | null, db?: Db): Promise<CodigoOcupado[]> {
  if (codigos.length === 0) return [];
  const d = db ?? (await getDb());
  const out: CodigoOcupado[] = [];
  for (let i = 0; i < codigos.length; i += 5000) {
    const filas = await d
      .select({ codigo: articulos.codigo, nombre: articulos.nombre, fechaBaja: articulos.fechaBaja, departamentoId: articulos.departamentoId })
      .from(articulos)
      .where(inArray(articulos.codigo, codigos.slice(i, i + 5000)));
    out.push(
      ...filas.map((f) => ({
        codigo: f.codigo,
        departamentoId: f.departamentoId,
        mensaje: alcance && (alcance.todos || alcance.departamentoId === f.departamentoId) ? mensajeCodigoDuplicado(f) : mensajeCodigoAjeno(f.codigo),
      })),
    );
  }
  return out;
}

/**
 * When a new article's code is taken, the spec's alert (§5): the article that has it and whether
 * it was decommissioned, if the user may see it; only "in use" otherwise. Null when the code is free.
 */
export async function comprobarCodigoLibre(user: Quien, codigo: number, db?: Db): Promise<string | null> {
  if (!puede(user, "inventario.gestionar")) return null;
  const d = db ?? (await getDb());
  const [a] = await unsafeListCodigosOcupados([codigo], await alcanceInventario(user, d), d);
  return a?.mensaje ?? null;
}

export type Etiqueta = { codigo: number; nombre: string; aula: string };

/** The label data of the given codes that the user may see, by code; others are left out. */
export async function listEtiquetas(user: Quien, codigos: number[], db?: Db): Promise<Etiqueta[]> {
  if (codigos.length === 0) return [];
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) return [];
  const filas: Etiqueta[] = [];
  // Chunks keep each statement's parameter list well under Postgres's limit.
  for (let i = 0; i < codigos.length; i += 5000) {
    const trozo = codigos.slice(i, i + 5000);
    filas.push(
      ...(await d
        .select({ codigo: articulos.codigo, nombre: articulos.nombre, aula: aulas.nombre })
        .from(articulos)
        .innerJoin(aulas, eq(aulas.id, articulos.aulaId))
        .where(and(inArray(articulos.codigo, trozo), condiciones(alcance, { q: "" })))),
    );
  }
  return filas.sort((a, b) => a.codigo - b.codigo);
}

// --- Catalogue ---------------------------------------------------------------------------------

export type CategoriaCatalogo = { id: number; nombre: string; subcategorias: { id: number; nombre: string }[] };

const porNombre = (a: { nombre: string }, b: { nombre: string }) => compararNatural(a.nombre, b.nombre);

/**
 * Categories with their subcategories, alphabetically, as a JSON column, for a page that reads them
 * with other things. Not personal: any staff member may read them.
 */
export function categoriasColumna(): SQL<CategoriaCatalogo[]> {
  const subcategorias = listaOVacia(
    sql`select json_agg(json_build_object('id', s.id, 'nombre', s.nombre)) from ${subcategoriasInventario} as s where s.categoria_id = c.id`,
  );
  return columnaLista(
    sql`select json_agg(json_build_object('id', c.id, 'nombre', c.nombre, 'subcategorias', ${subcategorias})) from ${categoriasInventario} as c`,
    (filas: CategoriaCatalogo[]) => filas.sort(porNombre).map((c) => ({ ...c, subcategorias: c.subcategorias.sort(porNombre) })),
  );
}

export async function listCategorias(db?: Db): Promise<CategoriaCatalogo[]> {
  return (await enUnaFila({ categorias: categoriasColumna() }, db)).categorias;
}

/** What an article's form offers: the rooms and the categories, in one statement. */
export async function getOpcionesArticulo(db?: Db): Promise<{ aulas: Aula[]; categorias: CategoriaCatalogo[] }> {
  return enUnaFila({ aulas: aulasColumna(), categorias: categoriasColumna() }, db);
}

/** Subcategories of a category by its name; an unknown category is not found. */
export async function listSubcategorias(nombreCategoria: string, db?: Db): Promise<{ nombre: string }[]> {
  const d = db ?? (await getDb());
  const [c] = await d.select({ id: categoriasInventario.id }).from(categoriasInventario).where(eq(categoriasInventario.nombre, nombreCategoria)).limit(1);
  if (!c) throw noEncontrado(`No existe la categoría ${nombreCategoria}.`);
  const subs = await d.select({ nombre: subcategoriasInventario.nombre }).from(subcategoriasInventario).where(eq(subcategoriasInventario.categoriaId, c.id));
  return subs.sort(porNombre);
}
