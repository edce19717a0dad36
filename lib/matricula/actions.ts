"use server";

import { z } from "zod";
import { accion } from "../accion";
import { horaEnElCentro } from "../fechas";
import { actualizarRuta, borrarRuta, crearRuta, descartarBorrador, enviarMatricula, guardarBorrador, revisarMatricula } from "./mutations";
import { MENSAJE_ENVIADA } from "./reglas";
import { borradorSchema, idRutaSchema, matriculaSchema, revisionFormSchema, rutaFormSchema } from "./schemas";

const PAGINAS = ["/estudiantes/matricula", "/admin/matriculas"];

export const enviarMatriculaAction = accion({ acceso: "matricula.rellenar", schema: matriculaSchema, revalidar: PAGINAS }, async ({ user, datos }) => {
  const m = await enviarMatricula(user, datos);
  return { message: MENSAJE_ENVIADA, datos: { id: m.id } };
});

/** Saved as the student types: no page is refreshed, the form only shows when it was saved. */
export const guardarBorradorAction = accion({ acceso: "matricula.rellenar", schema: borradorSchema }, async ({ user, datos }) => {
  const guardado = await guardarBorrador(user, datos);
  return { message: `Borrador guardado a las ${horaEnElCentro(guardado)}`, datos: { guardado: guardado.toISOString() } };
});

export const descartarBorradorAction = accion({ acceso: "matricula.rellenar", schema: z.object({}), revalidar: ["/estudiantes/matricula"] }, async ({ user }) => {
  await descartarBorrador(user);
  return "Cambios descartados: el formulario vuelve a tu última matrícula enviada.";
});

export const revisarMatriculaAction = accion(
  { acceso: "matriculas.revisar", schema: revisionFormSchema, revalidar: (d) => [`/admin/matriculas/${d.id}`, "/admin/matriculas", "/estudiantes/matricula"] },
  async ({ user, datos: { id, ...r } }) => {
    const m = await revisarMatricula(user, id, r);
    const message = m.estado === "revisada" ? "Matrícula marcada como revisada." : "Incidencia anotada: el estudiante verá la nota en su página de matrícula.";
    return { message, datos: { version: m.version } };
  },
);

export const guardarRutaAction = accion({ acceso: "matriculas.revisar", schema: rutaFormSchema, revalidar: ["/admin/transporte", "/estudiantes/matricula"] }, async ({ user, datos: { id, ...r } }) => {
  const ruta = id ? await actualizarRuta(user, id, r) : await crearRuta(user, r);
  return `Ruta «${ruta.nombre}» guardada${ruta.activa ? "" : " (no se ofrece)"}.`;
});

export const borrarRutaAction = accion({ acceso: "matriculas.revisar", schema: idRutaSchema, revalidar: ["/admin/transporte"] }, async ({ user, datos }) => {
  await borrarRuta(user, datos.id);
  return "Ruta borrada.";
});
