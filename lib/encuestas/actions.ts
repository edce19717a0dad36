"use server";

import { accion } from "../accion";
import { abrirCampana, borrarCampana, cerrarCampana, crearCampana, enviarEncuesta } from "./mutations";
import { campanaRefSchema, campanaSchema, envioSchema } from "./schemas";

/** Pages that show a campaign's state: a change to one refreshes the three. */
const PAGINAS_CAMPANAS = ["/admin/encuestas", "/estudiantes/encuestas", "/docentes/encuestas/resultados"];

/**
 * The student's form sends the same shape as `POST /api/encuestas`. A refusal without field errors
 * (answered in another tab, campaign just closed, module no longer theirs) means there is nothing
 * left to send: the form closes and reloads the list (EncuestaEstudiante).
 */
export const enviarEncuestaAction = accion({ acceso: "encuestas.contestar", schema: envioSchema, revalidar: ["/estudiantes/encuestas"] }, async ({ user, datos }) => {
  const r = await enviarEncuesta(user, datos);
  return r.message;
});

export const crearCampanaAction = accion({ acceso: "encuestas.gestionar", schema: campanaSchema, revalidar: ["/admin/encuestas"] }, async ({ user, datos }) => {
  const c = await crearCampana(user, datos);
  return `Campaña «${c.nombre}» creada. Se abrirá sola el día de apertura, o antes si la abres tú.`;
});

export const abrirCampanaAction = accion({ acceso: "encuestas.gestionar", schema: campanaRefSchema, revalidar: PAGINAS_CAMPANAS }, async ({ user, datos }) => {
  const c = await abrirCampana(user, datos.id);
  return `Campaña «${c.nombre}» abierta: los estudiantes ya pueden contestar.`;
});

export const cerrarCampanaAction = accion({ acceso: "encuestas.gestionar", schema: campanaRefSchema, revalidar: PAGINAS_CAMPANAS }, async ({ user, datos }) => {
  const c = await cerrarCampana(user, datos.id);
  return `Campaña «${c.nombre}» cerrada: ya no admite respuestas y se han publicado todos sus resultados.`;
});

export const borrarCampanaAction = accion({ acceso: "encuestas.gestionar", schema: campanaRefSchema, revalidar: ["/admin/encuestas"] }, async ({ user, datos }) => {
  await borrarCampana(user, datos.id);
  return "Campaña borrada.";
});
