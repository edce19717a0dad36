import { z } from "zod";
import { codigoCursoSchema } from "../curso-academico/calendario-schemas";
import { email, fecha, id, texto, textoOpcional } from "../campos";
import { codigoCicloSchema, codigoModuloSchema } from "../modulos/schemas";
import { MAX_COMENTARIO } from "./puntuaciones";

// --- Submission (student) ----------------------------------------------------------------------

const resultadoSchema = z
  .number({ error: "La puntuación debe ser un número del 0 al 10, o vacía para Ns/Nc" })
  .int("La puntuación debe ser un número entero del 0 al 10")
  .min(0, "La puntuación debe estar entre 0 y 10")
  .max(10, "La puntuación debe estar entre 0 y 10");

/** One answer: the question id and its score; an absent (or null) score is 'Ns/Nc' (spec §5). */
export const respuestaSchema = z.object({
  id: id("La pregunta no es válida"),
  resultado: resultadoSchema.nullish().transform((r) => r ?? null),
});

/**
 * The module as the pending list returns it (spec §3: identified by its code and the teacher's
 * email). `ciclo` is optional for old clients, which never had it; other fields (nombre …) are ignored.
 */
export const moduloEncuestaRefSchema = z.object(
  {
    codigo: codigoModuloSchema,
    ciclo: codigoCicloSchema.optional(),
    docente: z.object(
      {
        email: email("el correo del docente"),
      },
      { error: "Falta el docente del módulo" },
    ),
  },
  { error: "Falta el módulo de la encuesta" },
);

export const envioSchema = z.object({
  modulo: moduloEncuestaRefSchema,
  respuestas: z
    .array(respuestaSchema, { error: "Faltan las respuestas" })
    .min(1, "Faltan las respuestas")
    .max(100, "Hay demasiadas respuestas"),
  // The limit is stated in the message (students see it next to the box), then the shared text rules.
  comentario: z
    .union([z.string(), z.null()], { error: "El comentario debe ser texto" })
    .optional()
    .refine((c) => (c ?? "").trim().length <= MAX_COMENTARIO, `El comentario no puede pasar de ${MAX_COMENTARIO} caracteres`)
    .pipe(textoOpcional({ campo: "el comentario", max: MAX_COMENTARIO, multilinea: true })),
});
export type EnvioInput = z.output<typeof envioSchema>;

// --- Campaigns (admin) -------------------------------------------------------------------------

const fechaSchema = (campo: string) => fecha({ campo: `la fecha de ${campo}` });

export const campanaSchema = z
  .object({
    nombre: z
      .string({ error: "Escribe el nombre de la campaña" })
      .trim()
      .min(3, "Escribe el nombre de la campaña (al menos 3 caracteres)")
      .pipe(texto({ campo: "el nombre", max: 120 })),
    cursoAcademico: z
      .string({ error: "Escribe el curso académico" })
      .trim()
      .regex(/^\d{4}\/\d{4}$/, "Escribe el curso académico como 2026/2027")
      .refine((c) => Number(c.slice(5)) === Number(c.slice(0, 4)) + 1, "Los dos años del curso deben ser consecutivos, p. ej. 2026/2027"),
    abre: fechaSchema("apertura"),
    cierra: fechaSchema("cierre"),
  })
  .refine((c) => c.cierra >= c.abre, { path: ["cierra"], message: "La fecha de cierre no puede ser anterior a la de apertura" });
export type CampanaInput = z.output<typeof campanaSchema>;

export const idCampanaSchema = id("La campaña no es válida");

/** Which campaign an admin's button acts on. */
export const campanaRefSchema = z.object({ id: idCampanaSchema }, { error: "Campaña no encontrada" });

// --- Results (teacher, admin) ------------------------------------------------------------------

// Exactly 1 or 2 (a number, or the digit in a path): "1e0" and " 2 " are not courses.
export const cursoSchema = z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")], { error: "El curso debe ser 1 o 2" }).transform((c) => Number(c) as 1 | 2);

export const grupoParamsSchema = z.object({ curso: cursoSchema, ciclo: codigoCicloSchema });

export const consultaResultadosSchema = z.object({ campana: idCampanaSchema.optional() });

/**
 * The same with the school year (issue 46): that year's campaigns only, by default its open one or
 * its latest closed one; a campaign of another year is 404, a year without campaigns is empty.
 */
export const consultaResultadosCursoSchema = consultaResultadosSchema.extend({
  curso: codigoCursoSchema.optional().describe("Curso académico (2025/2026); sin él, cualquier curso"),
});

/** The admin page's filters, from the URL; anything unreadable falls back to the defaults. */
export const filtrosAdminSchema = z.object({
  campana: idCampanaSchema.optional().catch(undefined),
  curso: cursoSchema.optional().catch(undefined),
  ciclo: codigoCicloSchema.optional().catch(undefined),
});

// --- Response shapes (REST) --------------------------------------------------------------------

export const cuestionApiSchema = z.object({ id: z.number().int(), texto: z.string() });

const personaSchema = z.object({ email: z.string(), nombre: z.string(), apellidos: z.string() });

export const moduloEncuestaSchema = z.object({
  codigo: z.string(),
  ciclo: z.string(),
  curso: z.number().int(),
  nombre: z.string(),
  docente: personaSchema,
  /** Students enrolled in the module: below the minimum, results may never be shown. */
  matriculados: z.number().int(),
});

const campanaResumenSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cursoAcademico: z.string(),
  abre: z.string(),
  cierra: z.string(),
  estado: z.enum(["preparada", "abierta", "cerrada"]),
});

const cabeceraResultadoSchema = {
  campana: campanaResumenSchema,
  modulo: z.object({ codigo: z.string(), nombre: z.string(), ciclo: z.string(), curso: z.number().int() }),
  docente: personaSchema,
  // Sent since the results had them; the document did not list them (issue 47.8).
  estado: z.enum(["preparada", "abierta", "cerrada"]).describe("Estado de la campaña cuando se leyeron los resultados"),
  respuestas: z.number().int(),
  publicadas: z.number().int().describe("Respuestas incluidas en lo que se muestra (la última publicación)"),
  visible: z.boolean(),
  motivo: z.enum(["abierta", "pocas"]).nullable(),
  faltan: z.number().int(),
  minimo: z.number().int(),
};

export const resultadoModuloSchema = z.object({
  ...cabeceraResultadoSchema,
  cuestiones: z.array(
    z.object({
      id: z.number().int(),
      numero: z.number().int(),
      cuestion: z.string(),
      media: z.number().nullable(),
      conPuntuacion: z.number().int(),
      resultados: z.array(z.object({ resultado: z.number().int().nullable(), veces: z.number().int() })),
    }),
  ),
});

export const comentariosModuloSchema = z.object({ ...cabeceraResultadoSchema, comentarios: z.array(z.string()) });

export const envioRespuestaSchema = z.object({ message: z.string() });
