import { z } from "zod";
import { defineApi } from "../api/define";
import { codigoCursoSchema } from "./calendario-schemas";

const cursoApi = z.object({
  codigo: z.string().describe("2026/2027"),
  inicio: z.string().describe("Primer día del curso, yyyy-MM-dd"),
  fin: z.string().describe("Último día del curso, yyyy-MM-dd"),
  actual: z.boolean(),
});

/** `?curso=2026/2027` on a read that has one answer per school year; without it, the current year. */
export const consultaCursoSchema = z.object({ curso: codigoCursoSchema.optional() });

/** The school years (issue 46): the dimension the reads with history take as `?curso=`. */
export const apiCursos = {
  lista: defineApi({
    method: "GET",
    path: "/api/cursos",
    tag: "Centro",
    summary:
      "Los cursos académicos del centro, del más reciente al más antiguo, y el actual (el marcado en el calendario o, si no hay ninguno marcado, el que corresponde a hoy). Las lecturas que tienen un dato por curso aceptan ?curso=",
    acceso: "sesion",
    response: z.object({ actual: cursoApi, cursos: z.array(cursoApi) }),
  }),
};
