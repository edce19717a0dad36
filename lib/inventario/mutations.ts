import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { articulos, aulas, categoriasInventario, historialArticulos, subcategoriasInventario, type AccionHistorial } from "../db/schema";
import type { UsuarioActual } from "../auth/current-user";
import { AppError, conflicto, invalido, noEncontrado, prohibido } from "../errors";
import { alcanceInventario, comprobarCodigoLibre, getArticulo, unsafeListCodigosOcupados, type Alcance } from "./queries";
import { apuntarCodigosManuales, bloquearContador, reservarCodigos } from "./codigos";
import { leerCsvArticulos } from "./csv";
import { diferencias, erroresFormulario, type Cambio, type VistaArticulo } from "./reglas";
import { articuloEntradaSchema, MENSAJE_SOLO_ADMIN_RECUPERA, nombreCatalogoSchema, type ArticuloApi, type ArticuloEdicion, type ArticuloEntrada, type BajaEntrada } from "./schemas";

/** Who writes: the scope comes from id/tipo/department, the history line from the name. */
export type Autor = Pick<UsuarioActual, "id" | "tipo" | "departamentoId" | "nombre" | "apellidos">;

const nombreDe = (u: Autor) => `${u.nombre} ${u.apellidos}`.trim();

/** Postgres unique violation, whether the driver error comes bare or wrapped by drizzle. */
function esViolacionUnica(e: unknown): boolean {
  for (let x: unknown = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    if ((x as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Only a department's jefatura adds articles: a new article belongs to their department. */
async function departamentoParaAltas(user: Autor, d: Db): Promise<number> {
  if (user.tipo !== "jefatura") throw prohibido("Solo la jefatura de un departamento puede dar de alta artículos.");
  const alcance = await alcanceInventario(user, d);
  if (!alcance || alcance.todos) throw prohibido("No tienes un departamento asignado: pide a la administración que te asigne uno.");
  return alcance.departamentoId;
}

// --- Names → ids ---------------------------------------------------------------------------------

type Catalogo = {
  aulas: Map<string, number>;
  categorias: Map<string, { id: number; subcategorias: Map<string, number> }>;
};

async function cargarCatalogo(d: Db): Promise<Catalogo> {
  const filasAulas = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas);
  const cats = await d.select({ id: categoriasInventario.id, nombre: categoriasInventario.nombre }).from(categoriasInventario);
  const subs = await d.select({ id: subcategoriasInventario.id, categoriaId: subcategoriasInventario.categoriaId, nombre: subcategoriasInventario.nombre }).from(subcategoriasInventario);
  return {
    aulas: new Map(filasAulas.map((a) => [a.nombre, a.id])),
    categorias: new Map(cats.map((c) => [c.nombre, { id: c.id, subcategorias: new Map(subs.filter((s) => s.categoriaId === c.id).map((s) => [s.nombre, s.id])) }])),
  };
}

type Ids = { aulaId: number; categoriaId: number; subcategoriaId: number | null };

function resolverNombres(cat: Catalogo, e: Pick<ArticuloEntrada, "aula" | "categoria" | "subcategoria">): { ok: true; ids: Ids } | { ok: false; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const aulaId = cat.aulas.get(e.aula);
  if (aulaId === undefined) fieldErrors.aula = [`No existe el aula «${e.aula}».`];
  const c = cat.categorias.get(e.categoria);
  let subcategoriaId: number | null = null;
  if (!c) fieldErrors.categoria = [`No existe la categoría «${e.categoria}».`];
  else if (e.subcategoria) {
    subcategoriaId = c.subcategorias.get(e.subcategoria) ?? null;
    if (subcategoriaId === null) fieldErrors.subcategoria = [`La categoría ${e.categoria} no tiene la subcategoría «${e.subcategoria}».`];
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, ids: { aulaId: aulaId!, categoriaId: c!.id, subcategoriaId } };
}

function resolverOFallar(cat: Catalogo, e: ArticuloEntrada): Ids {
  const r = resolverNombres(cat, e);
  if (!r.ok) throw invalido(Object.values(r.fieldErrors)[0][0], r.fieldErrors);
  return r.ids;
}

// --- Writing one article -------------------------------------------------------------------------

type Estado = VistaArticulo & Ids & { codigo: number; bajaPorId: number | null };

async function leerEstado(tx: Db, alcance: Alcance, codigo: number, bloquear: boolean): Promise<Estado> {
  const ambito = and(eq(articulos.codigo, codigo), alcance.todos ? undefined : eq(articulos.departamentoId, alcance.departamentoId));
  // Lock first (a plain row lock), then read with the names: FOR UPDATE cannot cross outer joins.
  if (bloquear) {
    const [b] = await tx.select({ codigo: articulos.codigo }).from(articulos).where(ambito).for("update");
    if (!b) throw noEncontrado("Artículo no encontrado.");
  }
  const [a] = await tx
    .select({
      codigo: articulos.codigo,
      nombre: articulos.nombre,
      descripcion: articulos.descripcion,
      aula: aulas.nombre,
      categoria: categoriasInventario.nombre,
      subcategoria: subcategoriasInventario.nombre,
      fechabaja: articulos.fechaBaja,
      motivoBaja: articulos.motivoBaja,
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
type Peticion = Omit<VistaArticulo, "fechabaja" | "motivoBaja"> & Ids & { fechabaja?: string | null; motivoBaja?: string | null };

type Plan = { nuevo: Estado; accion: AccionHistorial; cambios: Cambio[] };

/**
 * The decommission rules in one place (form, REST and CSV import all come here):
 * a new decommission needs a reason and records who; clearing one is a restore, which only an
 * admin may do.
 */
function planificar(user: Autor, actual: Estado, p: Peticion): Plan {
  let fechabaja = actual.fechabaja;
  let motivoBaja = actual.motivoBaja;
  let bajaPorId = actual.bajaPorId;
  let accion: AccionHistorial = "modificacion";
  if (p.fechabaja !== undefined) {
    if (p.fechabaja === null) {
      if (actual.fechabaja !== null) {
        if (user.tipo !== "admin") throw prohibido(MENSAJE_SOLO_ADMIN_RECUPERA);
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

async function escribirPlan(tx: Db, user: Autor, plan: Plan): Promise<void> {
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

function peticionDe(e: ArticuloEntrada, ids: Ids): Peticion {
  return { nombre: e.nombre, descripcion: e.descripcion, aula: e.aula, categoria: e.categoria, subcategoria: e.subcategoria, ...ids, fechabaja: e.fechabaja, motivoBaja: e.motivoBaja };
}

type Alta = { codigo: number; departamentoId: number; peticion: Peticion };

/**
 * Inserts new articles (codes already reserved) with their 'alta' history lines. Rows travel as one
 * JSON parameter (json_to_recordset): a 5,000-row import is one statement per table instead of
 * 50,000 bound parameters, which both drivers (and PGlite's WASM) handle far faster.
 */
async function insertarAltas(tx: Db, user: Autor, altas: Alta[]): Promise<void> {
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

function exigirMotivoSiBaja(e: Pick<ArticuloEntrada, "fechabaja" | "motivoBaja">) {
  if (e.fechabaja && !e.motivoBaja) throw invalido("Indica el motivo de la baja.", { motivoBaja: ["Indica el motivo de la baja."] });
}

/**
 * Adds an article to the jefatura's department. A blank code takes the next free one inside the
 * same transaction; a code already in use anywhere in the centre is refused with the spec's
 * message (which names the article, whichever department has it).
 */
export async function crearArticulo(user: Autor, entrada: ArticuloEntrada, db?: Db): Promise<ArticuloApi> {
  const d = db ?? (await getDb());
  const departamentoId = await departamentoParaAltas(user, d);
  exigirMotivoSiBaja(entrada);
  let codigo: number;
  try {
    codigo = await d.transaction(async (tx) => {
      const ids = resolverOFallar(await cargarCatalogo(tx), entrada);
      let c: number;
      if (entrada.codigo === undefined) {
        [c] = await reservarCodigos(tx, 1);
      } else {
        c = entrada.codigo;
        await apuntarCodigosManuales(tx, [c]);
        const ocupado = await comprobarCodigoLibre(user, c, tx);
        if (ocupado) throw conflicto(ocupado);
      }
      await insertarAltas(tx, user, [{ codigo: c, departamentoId, peticion: peticionDe(entrada, ids) }]);
      return c;
    });
  } catch (e) {
    // Only reachable if something inserted without the counter's lock; still a 409, never a 500.
    if (esViolacionUnica(e) && entrada.codigo !== undefined) {
      throw conflicto((await comprobarCodigoLibre(user, entrada.codigo, d)) ?? `El código ${entrada.codigo} ya existe.`);
    }
    throw e;
  }
  return getArticulo(user, codigo, d);
}

/** Saves an existing article of the user's scope (the code itself never changes). */
export async function actualizarArticulo(user: Autor, entrada: ArticuloEdicion, db?: Db): Promise<ArticuloApi> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  await d.transaction(async (tx) => {
    const actual = await leerEstado(tx, alcance, entrada.codigo, true);
    const ids = resolverOFallar(await cargarCatalogo(tx), entrada);
    await escribirPlan(tx, user, planificar(user, actual, peticionDe(entrada, ids)));
  });
  return getArticulo(user, entrada.codigo, d);
}

/** Decommissions an article in use: date, reason, and who did it. */
export async function darDeBajaArticulo(user: Autor, codigo: number, baja: BajaEntrada, db?: Db): Promise<ArticuloApi> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  await d.transaction(async (tx) => {
    const actual = await leerEstado(tx, alcance, codigo, true);
    if (actual.fechabaja) throw conflicto("El artículo ya está dado de baja.");
    await escribirPlan(tx, user, planificar(user, actual, { ...actual, fechabaja: baja.fecha, motivoBaja: baja.motivo }));
  });
  return getArticulo(user, codigo, d);
}

/** Puts a decommissioned article back in use. Admin only (spec §4). */
export async function recuperarArticulo(user: Autor, codigo: number, db?: Db): Promise<ArticuloApi> {
  const d = db ?? (await getDb());
  if (user.tipo !== "admin") throw prohibido(MENSAJE_SOLO_ADMIN_RECUPERA);
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  await d.transaction(async (tx) => {
    const actual = await leerEstado(tx, alcance, codigo, true);
    if (!actual.fechabaja) throw conflicto("El artículo no está dado de baja.");
    await escribirPlan(tx, user, planificar(user, actual, { ...actual, fechabaja: null }));
  });
  return getArticulo(user, codigo, d);
}

/** Deletes an article (and its history) of the user's scope. Its code is not reused. */
export async function eliminarArticulo(user: Autor, codigo: number, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  const alcance = await alcanceInventario(user, d);
  if (!alcance) throw noEncontrado("Artículo no encontrado.");
  const borrados = await d
    .delete(articulos)
    .where(and(eq(articulos.codigo, codigo), alcance.todos ? undefined : eq(articulos.departamentoId, alcance.departamentoId)))
    .returning({ codigo: articulos.codigo });
  if (borrados.length === 0) throw noEncontrado("Artículo no encontrado.");
}

// --- CSV import ----------------------------------------------------------------------------------

export type InformeImportacion = {
  simulacion: boolean;
  importado: boolean;
  filas: number;
  nuevos: number;
  modificados: number;
  sinCambios: number;
  errores: { fila: number; mensajes: string[] }[];
};

/** Thrown inside the import transaction to roll it back and hand the report out. */
class Deshacer extends Error {
  constructor(public readonly informe: InformeImportacion) {
    super("deshacer");
  }
}

/**
 * Imports a CSV of articles into the jefatura's department: rows with a code of the department
 * update that article, rows with a free code or none add one. Every row is checked first, with the
 * same rules as the form; if any row is wrong nothing is written and the report lists each bad
 * row. `simular` checks and reports without writing (dry run).
 */
export async function importarArticulos(user: Autor, csv: string, opciones: { simular: boolean }, db?: Db): Promise<InformeImportacion> {
  const d = db ?? (await getDb());
  const departamentoId = await departamentoParaAltas(user, d);
  const informe: InformeImportacion = { simulacion: opciones.simular, importado: false, filas: 0, nuevos: 0, modificados: 0, sinCambios: 0, errores: [] };
  const lectura = leerCsvArticulos(csv);
  if (!lectura.ok) return { ...informe, errores: [{ fila: 1, mensajes: [lectura.mensaje] }] };
  informe.filas = lectura.filas.length;
  const tieneBaja = lectura.columnas.includes("fechabaja");
  // Every row is validated before anything is looked up: only codes within the range reach SQL.
  const leidas = lectura.filas.map(({ fila, valores }) => {
    const bruto: Record<string, unknown> = { ...valores };
    if (!tieneBaja) delete bruto.fechabaja;
    return { fila, r: articuloEntradaSchema.safeParse(bruto) };
  });

  try {
    return await d.transaction(async (tx) => {
      // Take the counter's lock first: no other article can be added while this import decides.
      await bloquearContador(tx);
      const cat = await cargarCatalogo(tx);
      const alcance: Alcance = { todos: false, departamentoId };

      const explicitos = [...new Set(leidas.flatMap(({ r }) => (r.success && r.data.codigo !== undefined ? [r.data.codigo] : [])))];
      const existentes = new Map((await unsafeListCodigosOcupados(explicitos, tx)).map((o) => [o.codigo, o]));

      const vistos = new Map<number, number>();
      const altas: (Omit<Alta, "codigo"> & { codigo?: number })[] = [];
      const planes: Plan[] = [];
      for (const { fila, r } of leidas) {
        if (!r.success) {
          informe.errores.push({ fila, mensajes: [...new Set(Object.values(erroresFormulario(r.error).fieldErrors).flat())] });
          continue;
        }
        const e = r.data;
        const mensajes: string[] = [];
        const res = resolverNombres(cat, e);
        if (!res.ok) mensajes.push(...Object.values(res.fieldErrors).flat());
        if (e.codigo !== undefined) {
          const otra = vistos.get(e.codigo);
          if (otra !== undefined) mensajes.push(`El código ${e.codigo} ya aparece en la fila ${otra}.`);
          else vistos.set(e.codigo, fila);
          const ex = existentes.get(e.codigo);
          if (ex && ex.departamentoId !== departamentoId) mensajes.push(`${ex.mensaje}.`);
        }
        if (mensajes.length || !res.ok) {
          informe.errores.push({ fila, mensajes });
          continue;
        }
        const peticion = peticionDe(e, res.ids);
        try {
          if (e.codigo !== undefined && existentes.has(e.codigo)) {
            const plan = planificar(user, await leerEstado(tx, alcance, e.codigo, !opciones.simular), peticion);
            planes.push(plan);
            if (plan.cambios.length) informe.modificados++;
            else informe.sinCambios++;
          } else {
            exigirMotivoSiBaja(e);
            altas.push({ codigo: e.codigo, departamentoId, peticion });
            informe.nuevos++;
          }
        } catch (err) {
          if (err instanceof AppError) informe.errores.push({ fila, mensajes: [err.message] });
          else throw err;
        }
      }

      if (informe.errores.length > 0 || opciones.simular) throw new Deshacer(informe);

      await apuntarCodigosManuales(tx, altas.flatMap((a) => (a.codigo === undefined ? [] : [a.codigo])));
      const sinCodigo = altas.filter((a) => a.codigo === undefined);
      const codigos = await reservarCodigos(tx, sinCodigo.length);
      sinCodigo.forEach((a, i) => (a.codigo = codigos[i]));
      await insertarAltas(tx, user, altas as Alta[]);
      for (const plan of planes) await escribirPlan(tx, user, plan);
      return { ...informe, importado: true };
    });
  } catch (e) {
    if (e instanceof Deshacer) return e.informe;
    throw e;
  }
}

// --- Categories (admin) --------------------------------------------------------------------------

function soloAdmin(user: Pick<Autor, "tipo">) {
  if (user.tipo !== "admin") throw prohibido("Solo la administración puede editar las categorías.");
}

function nombreValido(nombre: string): string {
  const r = nombreCatalogoSchema.safeParse(nombre);
  if (!r.success) throw invalido(`${r.error.issues[0].message}.`, { nombre: [r.error.issues[0].message] });
  return r.data;
}

async function conNombreUnico<T>(fn: () => Promise<T>, mensaje: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (esViolacionUnica(e)) throw conflicto(mensaje);
    throw e;
  }
}

/** A delete stopped by a foreign key: 23503 (NO ACTION) or 23001 (RESTRICT, as PGlite reports it). */
function esViolacionFk(e: unknown): boolean {
  for (let x: unknown = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    const code = (x as { code?: unknown }).code;
    if (code === "23503" || code === "23001") return true;
  }
  return false;
}

export async function crearCategoria(user: Autor, nombre: string, db?: Db): Promise<void> {
  soloAdmin(user);
  const n = nombreValido(nombre);
  const d = db ?? (await getDb());
  await conNombreUnico(() => d.insert(categoriasInventario).values({ nombre: n }), `Ya existe la categoría ${n}.`);
}

export async function renombrarCategoria(user: Autor, id: number, nombre: string, db?: Db): Promise<void> {
  soloAdmin(user);
  const n = nombreValido(nombre);
  const d = db ?? (await getDb());
  const r = await conNombreUnico(() => d.update(categoriasInventario).set({ nombre: n }).where(eq(categoriasInventario.id, id)).returning({ id: categoriasInventario.id }), `Ya existe la categoría ${n}.`);
  if (r.length === 0) throw noEncontrado("Categoría no encontrada.");
}

/** Refused while any article uses the category or one of its subcategories. */
export async function eliminarCategoria(user: Autor, id: number, db?: Db): Promise<void> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    const r = await d.transaction((tx) => tx.delete(categoriasInventario).where(eq(categoriasInventario.id, id)).returning({ id: categoriasInventario.id }));
    if (r.length === 0) throw noEncontrado("Categoría no encontrada.");
  } catch (e) {
    if (esViolacionFk(e)) throw conflicto("No se puede eliminar: hay artículos de esta categoría.");
    throw e;
  }
}

export async function crearSubcategoria(user: Autor, categoriaId: number, nombre: string, db?: Db): Promise<void> {
  soloAdmin(user);
  const n = nombreValido(nombre);
  const d = db ?? (await getDb());
  const [c] = await d.select({ id: categoriasInventario.id }).from(categoriasInventario).where(eq(categoriasInventario.id, categoriaId));
  if (!c) throw noEncontrado("Categoría no encontrada.");
  await conNombreUnico(() => d.insert(subcategoriasInventario).values({ categoriaId, nombre: n }), `La categoría ya tiene la subcategoría ${n}.`);
}

export async function renombrarSubcategoria(user: Autor, id: number, nombre: string, db?: Db): Promise<void> {
  soloAdmin(user);
  const n = nombreValido(nombre);
  const d = db ?? (await getDb());
  const r = await conNombreUnico(
    () => d.update(subcategoriasInventario).set({ nombre: n }).where(eq(subcategoriasInventario.id, id)).returning({ id: subcategoriasInventario.id }),
    `La categoría ya tiene la subcategoría ${n}.`,
  );
  if (r.length === 0) throw noEncontrado("Subcategoría no encontrada.");
}

export async function eliminarSubcategoria(user: Autor, id: number, db?: Db): Promise<void> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    const r = await d.transaction((tx) => tx.delete(subcategoriasInventario).where(eq(subcategoriasInventario.id, id)).returning({ id: subcategoriasInventario.id }));
    if (r.length === 0) throw noEncontrado("Subcategoría no encontrada.");
  } catch (e) {
    if (esViolacionFk(e)) throw conflicto("No se puede eliminar: hay artículos de esta subcategoría.");
    throw e;
  }
}
