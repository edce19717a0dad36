"use server";

import { revalidatePath } from "next/cache";
import { requireRole } from "../auth/current-user";
import { estadoDeError } from "../errors";
import {
  actualizarArticulo,
  crearArticulo,
  crearCategoria,
  crearSubcategoria,
  darDeBajaArticulo,
  eliminarArticulo,
  eliminarCategoria,
  eliminarSubcategoria,
  importarArticulos,
  recuperarArticulo,
  renombrarCategoria,
  renombrarSubcategoria,
  type InformeImportacion,
} from "./mutations";
import { comprobarCodigoLibre, listCodigosArticulos } from "./queries";
import { validarFormularioArticulo } from "./reglas";
import { bajaSchema, codigoSchema, filtroArticulosSchema } from "./schemas";

export type EstadoArticulo = { ok: boolean; message: string; fieldErrors?: Record<string, string[]>; codigo?: number } | null;

function revalidar() {
  revalidatePath("/jefatura/inventario", "layout");
  revalidatePath("/admin/inventario", "layout");
}

const CAMPOS = ["codigo", "nombre", "descripcion", "aula", "categoria", "subcategoria"] as const;

/**
 * Saves the 'Detalles del artículo' form: a new article when `codigoEdicion` is null, otherwise
 * that article (its code comes from the page, never from the form: it is read-only when editing).
 */
export async function guardarArticuloAction(codigoEdicion: number | null, _prev: EstadoArticulo, formData: FormData): Promise<EstadoArticulo> {
  const user = await requireRole("jefatura");
  const valores = Object.fromEntries(CAMPOS.map((c) => [c, formData.get(c) ?? ""]));
  const v = validarFormularioArticulo(valores);
  if (!v.ok) return { ok: false, message: v.message, fieldErrors: v.fieldErrors };
  try {
    const guardado =
      codigoEdicion === null
        ? await crearArticulo(user, v.datos)
        : await actualizarArticulo(user, { ...v.datos, codigo: codigoSchema.parse(codigoEdicion) });
    revalidar();
    return { ok: true, message: `Artículo ${guardado.codigo} guardado.`, codigo: guardado.codigo };
  } catch (e) {
    return estadoDeError(e);
  }
}

/** On leaving the code field of a new article: the spec's alert if the code is taken, else null. */
export async function comprobarCodigoAction(codigo: string): Promise<{ mensaje: string | null; error?: string }> {
  const user = await requireRole("jefatura");
  if (codigo.trim() === "") return { mensaje: null };
  const c = codigoSchema.safeParse(codigo);
  if (!c.success) return { mensaje: null, error: c.error.issues[0].message };
  return { mensaje: await comprobarCodigoLibre(user, c.data) };
}

export async function eliminarArticuloAction(codigo: number): Promise<EstadoArticulo> {
  const user = await requireRole("jefatura", "admin");
  const c = codigoSchema.safeParse(codigo);
  if (!c.success) return { ok: false, message: "Artículo no encontrado." };
  try {
    await eliminarArticulo(user, c.data);
    revalidar();
    return { ok: true, message: `Artículo ${c.data} eliminado.` };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function darDeBajaAction(codigo: number, _prev: EstadoArticulo, formData: FormData): Promise<EstadoArticulo> {
  const user = await requireRole("jefatura");
  const c = codigoSchema.safeParse(codigo);
  if (!c.success) return { ok: false, message: "Artículo no encontrado." };
  const b = bajaSchema.safeParse({ fecha: formData.get("fecha") ?? "", motivo: formData.get("motivo") ?? "" });
  if (!b.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const i of b.error.issues) (fieldErrors[String(i.path[0])] ??= []).push(`${i.message}.`);
    return { ok: false, message: Object.values(fieldErrors)[0][0], fieldErrors };
  }
  try {
    await darDeBajaArticulo(user, c.data, b.data);
    revalidar();
    return { ok: true, message: "Artículo dado de baja." };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function recuperarArticuloAction(codigo: number): Promise<EstadoArticulo> {
  const user = await requireRole("admin");
  const c = codigoSchema.safeParse(codigo);
  if (!c.success) return { ok: false, message: "Artículo no encontrado." };
  try {
    const a = await recuperarArticulo(user, c.data);
    revalidar();
    return { ok: true, message: `Artículo ${a.codigo} (${a.nombre}) recuperado.` };
  } catch (e) {
    return estadoDeError(e);
  }
}

/** Every code matching the list's current search and room, for 'Marcar todos'. */
export async function listCodigosAction(q: string, aula: string): Promise<number[]> {
  const user = await requireRole("jefatura");
  const f = filtroArticulosSchema.safeParse({ q, aula });
  return f.success ? listCodigosArticulos(user, f.data) : [];
}

export type EstadoImportacion = { ok: boolean; message: string; informe?: InformeImportacion } | null;

/** Next accepts server-action bodies up to 1 MB by default; a 5,000-row CSV is about 400 kB. */
const MAX_CSV = 900 * 1024;

export async function importarCsvAction(_prev: EstadoImportacion, formData: FormData): Promise<EstadoImportacion> {
  const user = await requireRole("jefatura");
  const archivo = formData.get("archivo");
  const simular = formData.get("modo") !== "importar";
  if (!(archivo instanceof File) || archivo.size === 0) return { ok: false, message: "Elige un archivo CSV." };
  if (archivo.size > MAX_CSV) return { ok: false, message: "El archivo es demasiado grande (máximo 900 kB): divídelo en varios." };
  try {
    const informe = await importarArticulos(user, await archivo.text(), { simular });
    if (informe.importado) revalidar();
    const filasConError = informe.errores.length;
    const message = filasConError
      ? `Hay ${filasConError} ${filasConError === 1 ? "fila" : "filas"} con errores. No se ha importado nada: corrige el archivo y vuelve a intentarlo.`
      : informe.importado
        ? `Importación terminada: ${informe.nuevos} nuevos, ${informe.modificados} modificados, ${informe.sinCambios} sin cambios.`
        : `Comprobación correcta: se importarían ${informe.nuevos} nuevos y se modificarían ${informe.modificados} (${informe.sinCambios} sin cambios). Todavía no se ha importado nada.`;
    return { ok: filasConError === 0, message, informe };
  } catch (e) {
    return estadoDeError(e);
  }
}

// --- Categories (admin) --------------------------------------------------------------------------

export type EstadoCategoria = { ok: boolean; message: string } | null;

function idValido(v: FormDataEntryValue | null): number | null {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * One action for the category editor's small forms; `operacion` says which. Each form is a plain
 * <form>, so the editor works with the keyboard and without client code.
 */
export async function categoriaAction(_prev: EstadoCategoria, formData: FormData): Promise<EstadoCategoria> {
  const user = await requireRole("admin");
  const nombre = String(formData.get("nombre") ?? "");
  const id = idValido(formData.get("id"));
  try {
    switch (formData.get("operacion")) {
      case "crear-categoria":
        await crearCategoria(user, nombre);
        break;
      case "renombrar-categoria":
        if (id === null) return { ok: false, message: "Categoría no encontrada." };
        await renombrarCategoria(user, id, nombre);
        break;
      case "eliminar-categoria":
        if (id === null) return { ok: false, message: "Categoría no encontrada." };
        await eliminarCategoria(user, id);
        break;
      case "crear-subcategoria":
        if (id === null) return { ok: false, message: "Categoría no encontrada." };
        await crearSubcategoria(user, id, nombre);
        break;
      case "renombrar-subcategoria":
        if (id === null) return { ok: false, message: "Subcategoría no encontrada." };
        await renombrarSubcategoria(user, id, nombre);
        break;
      case "eliminar-subcategoria":
        if (id === null) return { ok: false, message: "Subcategoría no encontrada." };
        await eliminarSubcategoria(user, id);
        break;
      default:
        return { ok: false, message: "Operación desconocida." };
    }
    revalidatePath("/admin/inventario/categorias");
    return { ok: true, message: "Cambios guardados." };
  } catch (e) {
    return estadoDeError(e);
  }
}
