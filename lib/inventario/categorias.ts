import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { categoriasInventario, subcategoriasInventario } from "../db/schema";
import { esViolacionFk, esViolacionUnica } from "../db/errores";
import { conflicto, invalido, noEncontrado } from "../errors";
import { exigir } from "../acceso/exigir";
import type { Autor } from "./escritura";
import { nombreCatalogoSchema } from "./schemas";

/** The admin's catalogue of categories and subcategories (the articles' names for them). */

function soloAdmin(user: Pick<Autor, "cargos">) {
  exigir(user, "inventario.categorias", "Solo la administración puede editar las categorías.");
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
  await eliminarDelCatalogo(db ?? (await getDb()), categoriasInventario, id, { falta: "Categoría no encontrada.", enUso: "No se puede eliminar: hay artículos de esta categoría." });
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
  await eliminarDelCatalogo(db ?? (await getDb()), subcategoriasInventario, id, { falta: "Subcategoría no encontrada.", enUso: "No se puede eliminar: hay artículos de esta subcategoría." });
}

/** Deletes a row of the catalogue; an article that uses it (a foreign key) stops the delete. */
async function eliminarDelCatalogo(d: Db, tabla: typeof categoriasInventario | typeof subcategoriasInventario, id: number, mensajes: { falta: string; enUso: string }) {
  try {
    const r = await d.transaction((tx) => tx.delete(tabla).where(eq(tabla.id, id)).returning({ id: tabla.id }));
    if (r.length === 0) throw noEncontrado(mensajes.falta);
  } catch (e) {
    if (esViolacionFk(e)) throw conflicto(mensajes.enUso);
    throw e;
  }
}
