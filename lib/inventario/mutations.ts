import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { articulos } from "../db/schema";
import { esViolacionUnica } from "../db/errores";
import { conflicto, noEncontrado } from "../errors";
import { exigir } from "../acceso/exigir";
import { apuntarCodigosManuales, reservarCodigos } from "./codigos";
import {
  cargarCatalogo,
  departamentoParaAltas,
  escribirPlan,
  exigirMotivoSiBaja,
  insertarAltas,
  leerEstado,
  peticionDe,
  planificar,
  resolverOFallar,
  type Autor,
} from "./escritura";
import { alcanceInventario, comprobarCodigoLibre, getArticulo } from "./queries";
import { MENSAJE_SOLO_ADMIN_RECUPERA, type ArticuloApi, type ArticuloEdicion, type ArticuloEntrada, type BajaEntrada } from "./schemas";

export type { Autor } from "./escritura";

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
  exigir(user, "inventario.recuperar", MENSAJE_SOLO_ADMIN_RECUPERA);
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
