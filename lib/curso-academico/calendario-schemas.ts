import { z } from "zod";
import { casilla, fecha, textoOpcional } from "../campos";

/**
 * The centre's calendar as the administration keeps it (/admin/calendario): school years and their
 * dates, which one is current, and the días no lectivos. Shared by the forms and their actions.
 */

export const codigoCursoSchema = z
  .string({ error: "Falta el curso académico" })
  .trim()
  .regex(/^\d{4}\/\d{4}$/, "El curso se escribe como 2026/2027")
  .refine((c) => Number(c.slice(5)) === Number(c.slice(0, 4)) + 1, "Los dos años del curso deben ser consecutivos, como en 2026/2027");

type Fechas = { codigo: string; inicio: string; fin: string };

/** A school year starts in its first calendar year and ends in the second, after it starts. */
export function fechasDelCurso<T extends z.ZodType<Fechas>>(schema: T) {
  return schema.superRefine((c, ctx) => {
    const y = Number(c.codigo.slice(0, 4));
    if (Number(c.inicio.slice(0, 4)) !== y) ctx.addIssue({ code: "custom", path: ["inicio"], message: `El curso ${c.codigo} empieza en ${y}` });
    if (Number(c.fin.slice(0, 4)) !== y + 1) ctx.addIssue({ code: "custom", path: ["fin"], message: `El curso ${c.codigo} termina en ${y + 1}` });
    else if (c.fin <= c.inicio) ctx.addIssue({ code: "custom", path: ["fin"], message: "El fin debe ser posterior al inicio" });
  });
}

export const cursoNuevoSchema = fechasDelCurso(
  z.object({
    codigo: codigoCursoSchema,
    inicio: fecha({ campo: "la fecha de inicio" }),
    fin: fecha({ campo: "la fecha de fin" }),
    actual: casilla,
  }),
);
export type CursoNuevo = z.output<typeof cursoNuevoSchema>;

export const fechasCursoSchema = fechasDelCurso(
  z.object({
    codigo: codigoCursoSchema,
    inicio: fecha({ campo: "la fecha de inicio" }),
    fin: fecha({ campo: "la fecha de fin" }),
  }),
);
export type FechasCurso = z.output<typeof fechasCursoSchema>;

export const cursoActualSchema = z.object({ codigo: codigoCursoSchema });

/** One day off, or a range (Christmas, Easter): `hasta` blank means the same day. */
export const diasNoLectivosSchema = z
  .object({
    curso: codigoCursoSchema,
    desde: fecha({ campo: "la fecha" }),
    hasta: z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), fecha({ campo: "la fecha final" }).optional()),
    descripcion: textoOpcional({ campo: "la descripción", max: 120 }),
  })
  .refine((d) => d.hasta === undefined || d.hasta >= d.desde, { path: ["hasta"], message: "La fecha final no puede ser anterior a la inicial" });
export type DiasNoLectivos = z.output<typeof diasNoLectivosSchema>;

export const diaNoLectivoSchema = z.object({ fecha: fecha({ campo: "la fecha" }) });
