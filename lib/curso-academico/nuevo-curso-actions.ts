"use server";

import { accion } from "../accion";
import { confirmarAsignaciones, nuevoCurso, type ResultadoNuevoCurso } from "./nuevo-curso";
import { confirmarAsignacionesSchema, nuevoCursoSchema } from "./nuevo-curso-schemas";

/** Server actions of /admin/cursos (the «Nuevo curso» wizard). The same function as POST /api/admin/cursos. */
export const nuevoCursoAction = accion(
  {
    acceso: "centro.administrar",
    schema: nuevoCursoSchema,
    revalidar: (_d, r: ResultadoNuevoCurso | undefined) => (r?.aplicado ? ["/admin", "/admin/cursos", "/admin/calendario"] : []),
  },
  async ({ user, datos }) => {
    const r = await nuevoCurso(user, datos);
    return { message: r.mensaje, datos: r };
  },
);

export const confirmarAsignacionesAction = accion({ acceso: "centro.administrar", schema: confirmarAsignacionesSchema, revalidar: ["/admin/cursos"] }, async ({ user, datos }) => {
  const n = await confirmarAsignaciones(user, datos.curso);
  return n === 0 ? "No quedaba ninguna asignación por confirmar." : `${n} ${n === 1 ? "asignación de docencia confirmada" : "asignaciones de docencia confirmadas"} en el curso ${datos.curso}.`;
});
