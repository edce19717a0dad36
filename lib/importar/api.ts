import { grupoApi } from "../api/define";
import { importacionApiSchema, informeSchema, tipoImportacionParams } from "./schemas";

/** Admin only, under one OpenAPI tag. */
const admin = grupoApi({ tag: "Administración: importaciones", acceso: "centro.administrar" });

export const apiImportar = {
  importar: admin({
    method: "POST",
    path: "/api/admin/importar/{tipo}",
    summary:
      "Importa un CSV (estudiantes, docentes, modulos o asignaciones; separador ; o , y UTF-8 o Windows-1252). Con simular: true devuelve la vista previa sin escribir. Al aplicar, si alguna fila es incorrecta no se escribe nada (422 con los errores por fila). desactivar: ids de personas ausentes del archivo (de la vista previa) que se desactivan. Cuerpo JSON de 256 kB como mucho: para archivos mayores, usa la página de importación",
    params: tipoImportacionParams,
    body: importacionApiSchema,
    response: informeSchema,
  }),
  plantilla: admin({
    method: "GET",
    path: "/api/admin/importar/{tipo}/plantilla",
    summary: "Plantilla CSV de una importación: la fila de títulos y una fila de ejemplo (text/csv; separador ;)",
    params: tipoImportacionParams,
  }),
};
