import { z } from "zod";
import { id } from "../campos";
import { TIPOS_IMPORTACION } from "./columnas";

const huella = z.string().regex(/^[0-9a-f]{64}$/, "La huella del archivo no es válida");

/** The import page's form: check (preview) or apply one file. */
export const importacionFormSchema = z.object({
  tipo: z.enum(TIPOS_IMPORTACION, "Tipo de importación desconocido"),
  modo: z.enum(["comprobar", "aplicar"], "Modo desconocido"),
  archivo: z.instanceof(File, { message: "Elige un archivo CSV" }).refine((f) => f.size > 0, "Elige un archivo CSV"),
  huella: huella.optional(),
  desactivar: z.array(id("Persona no encontrada")).max(5000).default([]),
});

/** POST /api/admin/importar/{tipo}: the file's text and the same choices. */
export const importacionApiSchema = z.object(
  {
    csv: z.string({ error: "Falta el contenido CSV (campo csv)" }),
    simular: z.boolean({ error: "simular debe ser true o false" }).optional().default(false),
    desactivar: z.array(id("Persona no encontrada"), { error: "desactivar debe ser una lista de ids" }).max(5000).optional().default([]),
    huella: huella.optional(),
  },
  { error: "Envía un objeto JSON con el campo csv" },
);

export const tipoImportacionParams = z.object({ tipo: z.enum(TIPOS_IMPORTACION, "Tipo de importación desconocido: estudiantes, docentes, modulos o asignaciones") });

const cambio = z.object({ campo: z.string(), antes: z.string(), despues: z.string() });

export const informeSchema = z.object({
  tipo: z.enum(TIPOS_IMPORTACION),
  simulacion: z.boolean(),
  aplicado: z.boolean(),
  huella: z.string().describe("SHA-256 del archivo; al aplicar, si se envía, debe coincidir"),
  mensaje: z.string().nullable().describe("Problema del archivo entero (vacío, demasiado grande, faltan columnas)"),
  filas: z.array(z.object({ linea: z.number().int(), clave: z.string(), estado: z.enum(["nuevo", "cambiado", "sinCambios", "error"]), cambios: z.array(cambio), errores: z.array(z.string()) })),
  nuevos: z.number().int(),
  cambiados: z.number().int(),
  sinCambios: z.number().int(),
  errores: z.number().int(),
  ausentes: z.array(z.object({ id: z.number().int(), nombre: z.string(), email: z.string(), detalle: z.string() })).describe("Personas activas de ese tipo que no están en el archivo (solo estudiantes y docentes)"),
  desactivados: z.number().int(),
});
