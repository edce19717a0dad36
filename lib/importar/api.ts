import { defineApi } from "../api/define";
import { importacionApiSchema, informeSchema, tipoImportacionParams } from "./schemas";

const ADMIN = ["admin"] as const;
const TAG = "Administración: importaciones";

export const apiImportar = {
  importar: defineApi({
    method: "POST",
    path: "/api/admin/importar/{tipo}",
    tag: TAG,
    summary:
      "Importa un CSV (estudiantes, docentes, modulos o asignaciones; separador ; o , y UTF-8 o Windows-1252). Con simular: true devuelve la vista previa sin escribir. Al aplicar, si alguna fila es incorrecta no se escribe nada (422 con los errores por fila). desactivar: ids de personas ausentes del archivo (de la vista previa) que se desactivan. Cuerpo JSON de 256 kB como mucho: para archivos mayores, usa la página de importación",
    acceso: ADMIN,
    params: tipoImportacionParams,
    body: importacionApiSchema,
    response: informeSchema,
  }),
  plantilla: defineApi({
    method: "GET",
    path: "/api/admin/importar/{tipo}/plantilla",
    tag: TAG,
    summary: "Plantilla CSV de una importación: la fila de títulos y una fila de ejemplo (text/csv; separador ;)",
    acceso: ADMIN,
    params: tipoImportacionParams,
  }),
};
