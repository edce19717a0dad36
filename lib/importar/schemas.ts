import { z } from "zod";
import { id } from "../campos";
import { TIPOS_IMPORTACION } from "./columnas";

/**
 * What every import receives, from its page (FormData) or from the API (JSON): one shape. The page
 * sends the file, `modo` (comprobar | aplicar), the preview's `huella` and the import's choices as
 * JSON in `elecciones`; the API sends the file's text in `archivo`, `simular`, `huella` and the same
 * choices as fields of the body.
 */

export const huellaSchema = z.string().regex(/^[0-9a-f]{64}$/, "La huella de la vista previa no es válida");

export const archivoFormSchema = z.instanceof(File, { message: "Elige un archivo" }).refine((f) => f.size > 0, "El archivo está vacío");

/** The choices as the form sends them: JSON text (empty = none). */
export function eleccionesFormSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (typeof v !== "string") return v ?? {};
    try {
      return JSON.parse(v || "{}");
    } catch {
      return null;
    }
  }, schema);
}

/** The page's form of an import whose choices are `elecciones` (plus fields of its own, such as the school year). */
export function formularioImportacion<E extends z.ZodType, S extends z.ZodRawShape>(elecciones: E, extra: S) {
  return z.object({
    archivo: archivoFormSchema,
    modo: z.enum(["comprobar", "aplicar"], "Modo desconocido"),
    huella: huellaSchema.optional(),
    elecciones: eleccionesFormSchema(elecciones),
    ...extra,
  });
}

/** FormData → the form's input: empty fields are absent. */
export function desdeFormDataImportacion(fd: FormData, campos: readonly string[] = []): Record<string, unknown> {
  const valor = (k: string) => fd.get(k) || undefined;
  return { archivo: fd.get("archivo"), modo: fd.get("modo"), huella: valor("huella"), elecciones: valor("elecciones"), ...Object.fromEntries(campos.map((k) => [k, valor(k)])) };
}

/** The API's body of an import: the file's text and the import's own fields. `csv` is the old name of `archivo`. */
export function cuerpoImportacion<S extends z.ZodRawShape>(extra: S) {
  return z
    .object(
      {
        archivo: z.string({ error: "archivo debe ser el texto del archivo" }).optional().describe("El texto del archivo (CSV, o XML de FET en los horarios)"),
        csv: z.string({ error: "csv debe ser el texto del archivo" }).optional().describe("Nombre antiguo de archivo"),
        simular: z.boolean({ error: "simular debe ser true o false" }).optional().default(false).describe("true: solo la vista previa, sin escribir nada"),
        huella: huellaSchema.optional().describe("La huella de la vista previa: si se envía y el plan ya no es ese, 409"),
        ...extra,
      },
      { error: "Envía un objeto JSON con el campo archivo" },
    )
    .refine((c) => (c as { archivo?: string }).archivo !== undefined || (c as { csv?: string }).csv !== undefined, { message: "Falta el texto del archivo (campo archivo)", path: ["archivo"] });
}

/** The people imports' choice: who of those missing from the file to deactivate. */
export const desactivarSchema = z.array(id("Persona no encontrada"), { error: "desactivar debe ser una lista de ids" }).max(10_000).optional().default([]);

/** The administration's imports (people, modules, assignments) on their page. */
export const importacionFormSchema = formularioImportacion(z.object({ desactivar: desactivarSchema }, { error: "Las elecciones no son válidas" }), {
  tipo: z.enum(TIPOS_IMPORTACION, "Tipo de importación desconocido"),
});

/** POST /api/admin/importar/{tipo}. */
export const importacionApiSchema = cuerpoImportacion({
  desactivar: desactivarSchema.describe("Ids de personas ausentes del archivo (de la vista previa) que se desactivan"),
});

export const tipoImportacionParams = z.object({ tipo: z.enum(TIPOS_IMPORTACION, "Tipo de importación desconocido: estudiantes, docentes, modulos o asignaciones") });

const cambio = z.object({ campo: z.string(), antes: z.string().nullable(), despues: z.string().nullable() });

/** The one report of every import (lib/importar/tipos.ts), as the API returns it; each import extends it. */
export const informeBaseSchema = z.object({
  tipo: z.string(),
  simulacion: z.boolean(),
  aplicado: z.boolean(),
  huella: z.string().describe("SHA-256 de la importación, el archivo y las elecciones; al aplicar, si se envía, debe coincidir"),
  mensaje: z.string().nullable().describe("Problema del archivo entero (vacío, demasiado grande, faltan columnas); entonces no hay filas"),
  leidas: z.number().int().describe("Filas de datos del archivo"),
  filas: z
    .array(
      z.object({
        linea: z.number().int(),
        clave: z.string(),
        estado: z.enum(["nuevo", "cambiado", "sinCambios", "error", "omitida"]),
        cambios: z.array(cambio),
        errores: z.array(z.string()),
        avisos: z.array(z.string()),
      }),
    )
    .describe("Lo que hace cada fila, o por qué no se puede importar (error) o se deja fuera (omitida)"),
  nuevos: z.number().int(),
  cambiados: z.number().int(),
  sinCambios: z.number().int(),
  eliminados: z.number().int(),
  errores: z.number().int().describe("Filas con errores: con una, no se escribe nada"),
  omitidas: z.number().int().describe("Filas leídas que no se importan"),
});

export const informeSchema = informeBaseSchema.extend({
  ausentes: z.array(z.object({ id: z.number().int(), nombre: z.string(), email: z.string(), detalle: z.string() })).describe("Personas activas de ese tipo que no están en el archivo (solo estudiantes y docentes)"),
  desactivados: z.number().int(),
});
