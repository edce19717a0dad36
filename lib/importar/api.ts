import { grupoApi } from "../api/define";
import { formatearTamano } from "../archivos";
import { MAX_BYTES_IMPORTACION, MAX_CUERPO_IMPORTACION, MAX_FILAS_IMPORTACION } from "./limites";
import { importacionApiSchema, informeSchema, tipoImportacionParams } from "./schemas";

/** Admin only, under one OpenAPI tag. */
const admin = grupoApi({ tag: "Administración: importaciones", acceso: "centro.administrar" });

export const apiImportar = {
  importar: admin({
    method: "POST",
    path: "/api/admin/importar/{tipo}",
    summary:
      `Importa un CSV (estudiantes, docentes, modulos o asignaciones; separador ; o , y UTF-8 o Windows-1252) con la forma de todas las importaciones: el texto en archivo (antes csv), simular: true para la vista previa sin escribir, huella de la vista previa opcional. Al aplicar, si alguna fila es incorrecta no se escribe nada (422 con los errores por fila); un archivo que no se puede leer da 422; otra importación del mismo tipo aplicándose a la vez, o una huella que ya no es la del plan, 409. desactivar: ids de personas ausentes del archivo (de la vista previa) que se desactivan. Archivos de ${formatearTamano(MAX_BYTES_IMPORTACION)} y ${MAX_FILAS_IMPORTACION} filas como mucho`,
    params: tipoImportacionParams,
    body: importacionApiSchema,
    maxCuerpo: MAX_CUERPO_IMPORTACION,
    response: informeSchema,
  }),
  plantilla: admin({
    method: "GET",
    path: "/api/admin/importar/{tipo}/plantilla",
    summary: "Plantilla CSV de una importación: la fila de títulos y una fila de ejemplo (text/csv; separador ;)",
    params: tipoImportacionParams,
  }),
};
