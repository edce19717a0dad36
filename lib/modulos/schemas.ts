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

/** A student's code, or their email: teachers often know one but not the other. */
export const matriculaSchema = z.object({
  estudiante: z
    .string({ error: "Escribe el código del estudiante" })
    .trim()
    .min(1, "Escribe el código del estudiante")
    .pipe(texto({ campo: "el código", max: 120 })),
});

export const busquedaEstudianteSchema = z.object({
  q: z.string({ error: "Escribe al menos 2 letras" }).trim().min(2, "Escribe al menos 2 letras").pipe(texto({ campo: "la búsqueda", max: 60 })),
});

// --- What the enrolment page sends (lib/modulos/actions.ts) -----------------------------------

/** Enrol or remove a student in a module: the module from the page, the student from the field. */
export const matriculaFormSchema = moduloParamsSchema.extend(matriculaSchema.shape);
/** Name suggestions for the enrolment field. */
export const busquedaFormSchema = moduloParamsSchema.extend(busquedaEstudianteSchema.shape);

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
