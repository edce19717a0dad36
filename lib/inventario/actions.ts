"use server";

import { accion } from "../accion";
import { conflicto } from "../errors";
import { crearCategoria, crearSubcategoria, eliminarCategoria, eliminarSubcategoria, renombrarCategoria, renombrarSubcategoria } from "./categorias";
import { mensajeInforme } from "../importar/mensajes";
import { desdeFormDataImportacion } from "../importar/schemas";
import { importarArticulos, type InformeImportacion } from "./importacion";
import { actualizarArticulo, crearArticulo, darDeBajaArticulo, eliminarArticulo, recuperarArticulo } from "./mutations";
import { comprobarCodigoLibre, listCodigosArticulos } from "./queries";
import {
  articuloEdicionSchema,
  articuloEntradaSchema,
  articuloRefSchema,
  bajaFormSchema,
  catalogoRefSchema,
  filtroArticulosSchema,
  importacionFormSchema,
  nombreCatalogoFormSchema,
  renombrarCatalogoSchema,
} from "./schemas";

/** Every inventory page shows articles or their state: any write refreshes both areas. */
const INVENTARIO = ["/jefatura/inventario", "/admin/inventario"];
const CATEGORIAS = ["/admin/inventario/categorias"];

export const crearArticuloAction = accion({ acceso: "inventario.editar", schema: articuloEntradaSchema, revalidar: INVENTARIO }, async ({ user, datos }) => {
  const a = await crearArticulo(user, datos);
  return { message: `Artículo ${a.codigo} guardado.`, datos: { codigo: a.codigo } };
});

/** Saves an article of the user's department; its code is read-only on the page and never changes. */
export const actualizarArticuloAction = accion({ acceso: "inventario.editar", schema: articuloEdicionSchema, revalidar: INVENTARIO }, async ({ user, datos }) => {
  const a = await actualizarArticulo(user, datos);
  return { message: `Artículo ${a.codigo} guardado.`, datos: { codigo: a.codigo } };
});

/** On leaving the code field of a new article: the spec's alert if the code is taken (a conflict). */
export const comprobarCodigoAction = accion({ acceso: "inventario.editar", schema: articuloRefSchema }, async ({ user, datos }) => {
  const ocupado = await comprobarCodigoLibre(user, datos.codigo);
  if (ocupado) throw conflicto(ocupado);
  return "";
});

export const eliminarArticuloAction = accion({ acceso: "inventario.gestionar", schema: articuloRefSchema, revalidar: INVENTARIO }, async ({ user, datos }) => {
  await eliminarArticulo(user, datos.codigo);
  return `Artículo ${datos.codigo} eliminado.`;
});

export const darDeBajaAction = accion({ acceso: "inventario.editar", schema: bajaFormSchema, revalidar: INVENTARIO }, async ({ user, datos }) => {
  await darDeBajaArticulo(user, datos.codigo, datos);
  return "Artículo dado de baja.";
});

export const recuperarArticuloAction = accion({ acceso: "inventario.recuperar", schema: articuloRefSchema, revalidar: INVENTARIO }, async ({ user, datos }) => {
  const a = await recuperarArticulo(user, datos.codigo);
  return `Artículo ${a.codigo} (${a.nombre}) recuperado.`;
});

/** Every code matching the list's search and room (all pages), for 'Marcar todos'. */
export const listCodigosAction = accion({ acceso: "inventario.editar", schema: filtroArticulosSchema }, async ({ user, datos }) => ({ message: "", datos: await listCodigosArticulos(user, datos) }));

/**
 * Checks (preview) or applies a CSV, as every import does (lib/importar): a file with bad rows
 * imports nothing; the report (in `datos`) lists every row, so the form shows them all at once.
 */
export const importarCsvAction = accion<typeof importacionFormSchema, InformeImportacion>(
  {
    acceso: "inventario.editar",
    schema: importacionFormSchema,
    desdeFormData: (fd) => desdeFormDataImportacion(fd),
    revalidar: (_datos, informe) => (informe?.aplicado ? INVENTARIO : []),
  },
  async ({ user, datos }) => {
    const informe = await importarArticulos(user, new Uint8Array(await datos.archivo.arrayBuffer()), { simular: datos.modo === "comprobar", huella: datos.huella, archivo: datos.archivo.name });
    return { message: mensajeInforme(informe), datos: informe };
  },
);

// --- Categories (admin): one action per operation ------------------------------------------------

export const crearCategoriaAction = accion({ acceso: "inventario.categorias", schema: nombreCatalogoFormSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await crearCategoria(user, datos.nombre);
  return `Categoría ${datos.nombre} añadida.`;
});

export const renombrarCategoriaAction = accion({ acceso: "inventario.categorias", schema: renombrarCatalogoSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await renombrarCategoria(user, datos.id, datos.nombre);
  return `Categoría renombrada a ${datos.nombre}.`;
});

export const eliminarCategoriaAction = accion({ acceso: "inventario.categorias", schema: catalogoRefSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await eliminarCategoria(user, datos.id);
  return "Categoría eliminada.";
});

/** `id` is the category the new subcategory belongs to. */
export const crearSubcategoriaAction = accion({ acceso: "inventario.categorias", schema: renombrarCatalogoSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await crearSubcategoria(user, datos.id, datos.nombre);
  return `Subcategoría ${datos.nombre} añadida.`;
});

export const renombrarSubcategoriaAction = accion({ acceso: "inventario.categorias", schema: renombrarCatalogoSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await renombrarSubcategoria(user, datos.id, datos.nombre);
  return `Subcategoría renombrada a ${datos.nombre}.`;
});

export const eliminarSubcategoriaAction = accion({ acceso: "inventario.categorias", schema: catalogoRefSchema, revalidar: CATEGORIAS }, async ({ user, datos }) => {
  await eliminarSubcategoria(user, datos.id);
  return "Subcategoría eliminada.";
});
