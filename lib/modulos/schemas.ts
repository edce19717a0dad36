import { z } from "zod";
import { texto } from "../campos";

export const codigoModuloSchema = z
  .string({ error: "Falta el código del módulo" })
  .trim()
  .min(1, "Falta el código del módulo")
  .max(20, "El código del módulo es demasiado largo")
  .regex(/^[A-Za-z0-9_-]+$/, "El código del módulo no es válido");

export const codigoCicloSchema = z
  .string({ error: "Falta el código del ciclo" })
  .trim()
  .min(1, "Falta el código del ciclo")
  .max(20, "El código del ciclo es demasiado largo")
  .regex(/^[A-Za-z0-9_-]+$/, "El código del ciclo no es válido")
  .transform((c) => c.toUpperCase());

export const moduloParamsSchema = z.object({ codigo: codigoModuloSchema, ciclo: codigoCicloSchema });
export type ModuloParams = z.output<typeof moduloParamsSchema>;

/** A student's code, or their email: teachers often know one but not the other. */
export const matriculaSchema = z.object({
  estudiante: z
    .string({ error: "Escribe el código del estudiante" })
    .trim()
    .min(1, "Escribe el código del estudiante")
    .pipe(texto({ campo: "el código", max: 120 })),
});
export type MatriculaInput = z.output<typeof matriculaSchema>;

export const busquedaEstudianteSchema = z.object({
  q: z.string({ error: "Escribe al menos 2 letras" }).trim().min(2, "Escribe al menos 2 letras").pipe(texto({ campo: "la búsqueda", max: 60 })),
});

export const moduloSchema = z.object({ codigo: z.string(), ciclo: z.string(), curso: z.number().int(), nombre: z.string(), cicloNombre: z.string() });
export const estudianteSchema = z.object({
  id: z.number().int(),
  codigo: z.string().nullable(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
});
export const tutoriaSchema = z.object({ grupo: z.string().nullable(), ciclo: z.string().nullable(), curso: z.number().int().nullable(), cicloNombre: z.string().nullable() });
