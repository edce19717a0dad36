import { z } from "zod";
import { defineApi } from "../api/define";
import { MAX_CUERPO_IMPORTACION } from "../importar/limites";
import {
  articuloEdicionSchema,
  articuloEntradaSchema,
  articuloSchema,
  categoriaSchema,
  codigoSchema,
  filtroArticulosSchema,
  importacionSchema,
  informeImportacionSchema,
  nombreCategoriaParams,
  subcategoriaSchema,
  textoBusquedaParams,
} from "./schemas";


const codigoParams = z.object({ codigo: codigoSchema });
const historialSchema = z.array(
  z.object({
    fecha: z.string().describe("Momento del cambio (ISO 8601)"),
    usuario: z.string(),
    accion: z.enum(["alta", "modificacion", "baja", "recuperacion"]),
    cambios: z.array(z.object({ campo: z.string(), antes: z.string().nullable(), despues: z.string().nullable() })),
  }),
);

/**
 * REST contracts of spec §7 "Inventory". Jefatura works on their department's articles; an admin
 * sees and changes every department's and is the only one who can restore (PUT with fechabaja null).
 */
export const apiInventario = {
  listar: defineApi({ method: "GET", path: "/api/inventario", tag: "Inventario", summary: "Artículos del departamento (todos, para administración); filtros opcionales q y aula", acceso: "inventario.gestionar", query: filtroArticulosSchema, response: z.array(articuloSchema) }),
  crear: defineApi({
    method: "POST",
    path: "/api/inventario",
    tag: "Inventario",
    summary: "Da de alta un artículo en el departamento; sin código se asigna el siguiente libre. 409 si el código ya existe",
    acceso: "inventario.editar",
    body: articuloEntradaSchema,
    response: articuloSchema,
    status: 201,
  }),
  actualizar: defineApi({
    method: "PUT",
    path: "/api/inventario",
    tag: "Inventario",
    summary: "Guarda un artículo. Con fechabaja (y motivoBaja) lo da de baja; fechabaja null lo recupera (solo administración)",
    acceso: "inventario.gestionar",
    body: articuloEdicionSchema,
    response: articuloSchema,
  }),
  categorias: defineApi({ method: "GET", path: "/api/inventario/categorias", tag: "Inventario", summary: "Categorías con sus subcategorías", acceso: "inventario.gestionar", response: z.array(categoriaSchema) }),
  subcategorias: defineApi({
    method: "GET",
    path: "/api/inventario/categorias/{nombre}",
    tag: "Inventario",
    summary: "Subcategorías de una categoría",
    acceso: "inventario.gestionar",
    params: nombreCategoriaParams,
    response: z.array(subcategoriaSchema),
  }),
  buscar: defineApi({
    method: "GET",
    path: "/api/inventario/search/{text}",
    tag: "Inventario",
    summary: "Artículos cuyo código, nombre o descripción contienen el texto (sin distinguir mayúsculas ni acentos)",
    acceso: "inventario.gestionar",
    params: textoBusquedaParams,
    response: z.array(articuloSchema),
  }),
  exportar: defineApi({ method: "GET", path: "/api/inventario/csv", tag: "Inventario", summary: "La lista actual (filtros q y aula) en CSV para hoja de cálculo (text/csv; separador ;)", acceso: "inventario.gestionar", query: filtroArticulosSchema }),
  importar: defineApi({
    method: "POST",
    path: "/api/inventario/importar",
    tag: "Inventario",
    summary:
      "Importa un CSV (mismas columnas que la exportación) con la forma de todas las importaciones: el texto en archivo, simular: true para la vista previa, huella de la vista previa opcional. Si alguna fila es incorrecta no se importa nada (422 con los errores por fila); un archivo que no se puede leer da 422 con un mensaje sobre el archivo; otra importación del inventario aplicándose a la vez, o una huella que ya no es la del plan, 409",
    acceso: "inventario.editar",
    body: importacionSchema,
    maxCuerpo: MAX_CUERPO_IMPORTACION,
    response: informeImportacionSchema,
  }),
  ver: defineApi({
    method: "GET",
    path: "/api/inventario/{codigo}",
    tag: "Inventario",
    summary: "Un artículo con su historial (lo que abre el código QR de la etiqueta)",
    acceso: "inventario.gestionar",
    params: codigoParams,
    response: articuloSchema.extend({ historial: historialSchema }),
  }),
  eliminar: defineApi({ method: "DELETE", path: "/api/inventario/{codigo}", tag: "Inventario", summary: "Elimina un artículo (su código no se vuelve a asignar)", acceso: "inventario.gestionar", params: codigoParams, status: 204 }),
};
