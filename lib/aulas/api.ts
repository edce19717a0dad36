import { z } from "zod";
import { defineApi } from "../api/define";
import { consultaCursoSchema } from "../curso-academico/api";
import { aulaIdParams, horarioApiSchema } from "../horarios/schemas";

export const aulaSchema = z.object({ id: z.number().int(), nombre: z.string() });

/** Rooms (spec §7). Names only: nothing personal, but still for staff. */
export const apiAulas = {
  listar: defineApi({ method: "GET", path: "/api/aulas", tag: "Aulas", summary: "Aulas y espacios del centro", acceso: "aulas.ver", response: z.array(aulaSchema) }),
  ver: defineApi({ method: "GET", path: "/api/aulas/{id}", tag: "Aulas", summary: "Un aula", acceso: "aulas.ver", params: aulaIdParams, response: aulaSchema }),
  horario: defineApi({
    method: "GET",
    path: "/api/aulas/{id}/horario",
    tag: "Aulas",
    summary:
      "Horario semanal del aula en el curso actual (o en el curso ?curso=2025/2026, historial; 404 si el curso no existe): entradas agrupadas por franja ('08:30-09:25'), cada una {dia, modulo{nombre, ciclo}, docente{nombre, email}}. Los estudiantes solo ven las aulas cuyo nombre empieza por 'Aula'",
    acceso: "sesion",
    params: aulaIdParams,
    query: consultaCursoSchema,
    response: horarioApiSchema,
  }),
};
