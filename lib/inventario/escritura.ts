import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { articulos, aulas, categoriasInventario, historialArticulos, subcategoriasInventario, type AccionHistorial } from "../db/schema";
import type { UsuarioActual } from "../auth/current-user";
import { puede } from "../acceso/politica";
import { invalido, noEncontrado, prohibido } from "../errors";
import { plegar } from "../texto";
import { alcanceDepartamento, columnasVista, type Alcance } from "./queries";
import { diferencias, type Cambio, type VistaArticulo } from "./reglas";
import { MENSAJE_SOLO_ADMIN_RECUPERA, type ArticuloEntrada } from "./schemas";

/**
 * The building blocks every article write shares (the form, the REST API and the CSV import):
 * names to ids, the decommission rules, and the history line of each change. Not called from
 * outside lib/inventario.
 */

/** Who writes: the scope comes from id/cargos/department, the history line from the name. */
export type Autor = Pick<UsuarioActual, "id" | "cargos" | "departamentoId" | "nombre" | "apellidos">;

export const nombreDe = (u: Autor) => `${u.nombre} ${u.apellidos}`.trim();

/** Only a department's jefatura adds articles: a new article belongs to their department. */
export async function departamentoParaAltas(user: Autor, d: Db): Promise<number> {
  if (!puede(user, "inventario.editar")) throw prohibido("Solo la jefatura de un departamento puede dar de alta artículos.");
  const alcance = await alcanceDepartamento(user, d);
  if (!alcance) throw prohibido("No tienes un departamento asignado: pide a la administración que te asigne uno.");
  return alcance.departamentoId;
}

// --- Names → ids ---------------------------------------------------------------------------------

/**
 * Names as people type them in a CSV or an API body: without case or accents, as the
 * administration's imports match (lib/texto.ts). The exact name wins; two names that differ only
 * in case or accents ("Taller", "taller") cannot be told apart otherwise, and the caller lists them.
 */
export type PorNombre<T> = { exactos: Map<string, T>; plegados: Map<string, string[]> };

function porNombre<T>(filas: readonly { nombre: string; valor: T }[]): PorNombre<T> {
  const plegados = new Map<string, string[]>();
  for (const f of filas) {
    const clave = plegar(f.nombre);
    plegados.set(clave, [...(plegados.get(clave) ?? []), f.nombre]);
  }
  return { exactos: new Map(filas.map((f) => [f.nombre, f.valor])), plegados };
}

/** The value `nombre` stands for, or the names it could be (none, or several). */
function buscar<T>(indice: PorNombre<T>, nombre: string): { valor: T } | { candidatos: string[] } {
  const exacto = indice.exactos.get(nombre);
  if (exacto !== undefined) return { valor: exacto };
  const candidatos = indice.plegados.get(plegar(nombre)) ?? [];
  return candidatos.length === 1 ? { valor: indice.exactos.get(candidatos[0])! } : { candidatos };
}

const lista = (nombres: string[]) => [...nombres].sort().map((n) => `«${n}»`).join(", ");

export type Catalogo = {
  aulas: PorNombre<number>;
  categorias: PorNombre<{ id: number; nombre: string; subcategorias: PorNombre<number> }>;
};

export function catalogoDe(filas: { aulas: { id: number; nombre: string }[]; categorias: { id: number; nombre: string }[]; subcategorias: { id: number; categoriaId: number; nombre: string }[] }): Catalogo {
  return {
    aulas: porNombre(filas.aulas.map((a) => ({ nombre: a.nombre, valor: a.id }))),
    categorias: porNombre(
      filas.categorias.map((c) => ({
        nombre: c.nombre,
        valor: { id: c.id, nombre: c.nombre, subcategorias: porNombre(filas.subcategorias.filter((s) => s.categoriaId === c.id).map((s) => ({ nombre: s.nombre, valor: s.id }))) },
      })),
    ),
  };
}

export async function cargarCatalogo(d: Db): Promise<Catalogo> {
  return catalogoDe({
    aulas: await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas),
    categorias: await d.select({ id: categoriasInventario.id, nombre: categoriasInventario.nombre }).from(categoriasInventario),
    subcategorias: await d.select({ id: subcategoriasInventario.id, categoriaId: subcategoriasInventario.categoriaId, nombre: subcategoriasInventario.nombre }).from(subcategoriasInventario),
  });
}

export type Ids = { aulaId: number; categoriaId: number; subcategoriaId: number | null };

const VARIAS = "que solo se distinguen por mayúsculas o tildes";

export function resolverNombres(cat: Catalogo, e: Pick<ArticuloEntrada, "aula" | "categoria" | "subcategoria">): { ok: true; ids: Ids } | { ok: false; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const aula = buscar(cat.aulas, e.aula);
  if ("candidatos" in aula) {
    fieldErrors.aula = [aula.candidatos.length ? `Hay varias aulas ${VARIAS} (${lista(aula.candidatos)}): escribe el nombre exacto de una.` : `No existe el aula «${e.aula}».`];
  }
  const c = buscar(cat.categorias, e.categoria);
  let subcategoriaId: number | null = null;
  if ("candidatos" in c) {
    fieldErrors.categoria = [c.candidatos.length ? `Hay varias categorías ${VARIAS} (${lista(c.candidatos)}): escribe el nombre exacto de una.` : `No existe la categoría «${e.categoria}».`];
  } else if (e.subcategoria) {
    const s = buscar(c.valor.subcategorias, e.subcategoria);
    if ("valor" in s) subcategoriaId = s.valor;
    else if (s.candidatos.length) fieldErrors.subcategoria = [`La categoría ${c.valor.nombre} tiene varias subcategorías ${VARIAS} (${lista(s.candidatos)}): escribe el nombre exacto de una.`];
    else fieldErrors.subcategoria = [`La categoría ${c.valor.nombre} no tiene la subcategoría «${e.subcategoria}».`];
  }
  if (Object.keys(fieldErrors).length || !("valor" in aula) || !("valor" in c)) return { ok: false, fieldErrors };
  return { ok: true, ids: { aulaId: aula.valor, categoriaId: c.valor.id, subcategoriaId } };
}

export function resolverOFallar(cat: Catalogo, e: ArticuloEntrada): Ids {
  const r = resolverNombres(cat, e);
  if (!r.ok) throw invalido(Object.values(r.fieldErrors)[0][0], r.fieldErrors);
  return r.ids;
}

// --- Writing one article -------------------------------------------------------------------------

export type Estado = VistaArticulo & Ids & { codigo: number; bajaPorId: number | null };

export async function leerEstado(tx: Db, alcance: Alcance, codigo: number, bloquear: boolean): Promise<Estado> {
  const ambito = and(eq(articulos.codigo, codigo), alcance.todos ? undefined : eq(articulos.departamentoId, alcance.departamentoId));
  // Lock first (a plain row lock), then read with the names: FOR UPDATE cannot cross outer joins.
  if (bloquear) {
    const [b] = await tx.select({ codigo: articulos.codigo }).from(articulos).where(ambito).for("update");
    if (!b) throw noEncontrado("Artículo no encontrado.");
  }
  const [a] = await tx
    .select({
      ...columnasVista,
      aulaId: articulos.aulaId,
      categoriaId: articulos.categoriaId,
      subcategoriaId: articulos.subcategoriaId,
      bajaPorId: articulos.bajaPorId,
    })
    .from(articulos)
    .innerJoin(aulas, eq(aulas.id, articulos.aulaId))
    .innerJoin(categoriasInventario, eq(categoriasInventario.id, articulos.categoriaId))
    .leftJoin(subcategoriasInventario, eq(subcategoriasInventario.id, articulos.subcategoriaId))
    .where(ambito)
    .limit(1);
  if (!a) throw noEncontrado("Artículo no encontrado.");
  return a;
}

/** What a save asks for; fechabaja undefined leaves the decommission as it is. */
export type Peticion = Omit<VistaArticulo, "fechabaja" | "motivoBaja"> & Ids & { fechabaja?: string | null; motivoBaja?: string | null };

export type Plan = { nuevo: Estado; accion: AccionHistorial; cambios: Cambio[] };

/**
 * The decommission rules in one place (form, REST and CSV import all come here):
 * a new decommission needs a reason and records who; clearing one is a restore, which only an
 * admin may do.
 */
export function planificar(user: Autor, actual: Estado, p: Peticion): Plan {
  let fechabaja = actual.fechabaja;
  let motivoBaja = actual.motivoBaja;
  let bajaPorId = actual.bajaPorId;
  let accion: AccionHistorial = "modificacion";
  if (p.fechabaja !== undefined) {
    if (p.fechabaja === null) {
      if (actual.fechabaja !== null) {
        if (!puede(user, "inventario.recuperar")) throw prohibido(MENSAJE_SOLO_ADMIN_RECUPERA);
        fechabaja = motivoBaja = null;
        bajaPorId = null;
        accion = "recuperacion";
      }
    } else {
      if (actual.fechabaja === null) {
        if (!p.motivoBaja) throw invalido("Indica el motivo de la baja.", { motivoBaja: ["Indica el motivo de la baja."] });
        bajaPorId = user.id;
        accion = "baja";
      }
      fechabaja = p.fechabaja;
      motivoBaja = p.motivoBaja ?? actual.motivoBaja;
    }
  }
  const nuevo: Estado = {
    codigo: actual.codigo,
    nombre: p.nombre,
    descripcion: p.descripcion,
    aula: p.aula,
    categoria: p.categoria,
    subcategoria: p.subcategoria,
    aulaId: p.aulaId,
    categoriaId: p.categoriaId,
    subcategoriaId: p.subcategoriaId,
    fechabaja,
    motivoBaja,
    bajaPorId,
  };
  return { nuevo, accion, cambios: diferencias(actual, nuevo) };
}

export async function escribirPlan(tx: Db, user: Autor, plan: Plan): Promise<void> {
  if (plan.cambios.length === 0) return;
  const n = plan.nuevo;
  await tx
    .update(articulos)
    .set({
      nombre: n.nombre,
      descripcion: n.descripcion,
      aulaId: n.aulaId,
      categoriaId: n.categoriaId,
      subcategoriaId: n.subcategoriaId,
      fechaBaja: n.fechabaja,
      motivoBaja: n.motivoBaja,
      bajaPorId: n.bajaPorId,
      actualizado: sql`now()`,
    })
    .where(eq(articulos.codigo, n.codigo));
  await tx.insert(historialArticulos).values({ articuloCodigo: n.codigo, usuarioId: user.id, usuarioNombre: nombreDe(user), accion: plan.accion, cambios: plan.cambios });
}

export function peticionDe(e: ArticuloEntrada, ids: Ids): Peticion {
  return { nombre: e.nombre, descripcion: e.descripcion, aula: e.aula, categoria: e.categoria, subcategoria: e.subcategoria, ...ids, fechabaja: e.fechabaja, motivoBaja: e.motivoBaja };
}

export type Alta = { codigo: number; departamentoId: number; peticion: Peticion };

/**
 * Inserts new articles (codes already reserved) with their 'alta' history lines. Rows travel as one
 * JSON parameter (json_to_recordset): a 5,000-row import is one statement per table instead of
 * 50,000 bound parameters, which both drivers (and PGlite's WASM) handle far faster.
 */
export async function insertarAltas(tx: Db, user: Autor, altas: Alta[]): Promise<void> {
  for (let i = 0; i < altas.length; i += 2000) {
    const trozo = altas.slice(i, i + 2000);
    const filas = trozo.map(({ codigo, departamentoId, peticion: p }) => ({
      codigo,
      nombre: p.nombre,
      descripcion: p.descripcion,
      aula_id: p.aulaId,
      categoria_id: p.categoriaId,
      subcategoria_id: p.subcategoriaId,
      departamento_id: departamentoId,
      fecha_baja: p.fechabaja ?? null,
      motivo_baja: p.fechabaja ? p.motivoBaja! : null,
      baja_por_id: p.fechabaja ? user.id : null,
    }));
    await tx.execute(sql`
      insert into ${articulos} (codigo, nombre, descripcion, aula_id, categoria_id, subcategoria_id, departamento_id, fecha_baja, motivo_baja, baja_por_id)
      select codigo, nombre, descripcion, aula_id, categoria_id, subcategoria_id, departamento_id, fecha_baja, motivo_baja, baja_por_id
      from json_to_recordset(${JSON.stringify(filas)}::json) as x(codigo integer, nombre text, descripcion text, aula_id integer,
        categoria_id integer, subcategoria_id integer, departamento_id integer, fecha_baja date, motivo_baja text, baja_por_id integer)`);
    const historial = trozo.map(({ codigo, peticion: p }) => ({
      articulo_codigo: codigo,
      cambios: diferencias(null, { ...p, fechabaja: p.fechabaja ?? null, motivoBaja: p.fechabaja ? (p.motivoBaja ?? null) : null }),
    }));
    await tx.execute(sql`
      insert into ${historialArticulos} (articulo_codigo, usuario_id, usuario_nombre, accion, cambios)
      select articulo_codigo, ${user.id}::integer, ${nombreDe(user)}, 'alta', cambios
      from json_to_recordset(${JSON.stringify(historial)}::json) as x(articulo_codigo integer, cambios jsonb)`);
  }
}

export function exigirMotivoSiBaja(e: Pick<ArticuloEntrada, "fechabaja" | "motivoBaja">) {
  if (e.fechabaja && !e.motivoBaja) throw invalido("Indica el motivo de la baja.", { motivoBaja: ["Indica el motivo de la baja."] });
}
