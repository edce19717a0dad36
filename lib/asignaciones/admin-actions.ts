"use server";

import { accion } from "../accion";
import { ACCION_ADMIN } from "../centro/admin-comun";
import { asignacionSchema } from "./admin-schemas";
import { crearAsignacion, eliminarAsignacion } from "./admin";

/** Server actions of a group's teaching (/admin/centro/grupos/[codigo]): thin layers over admin.ts. */

export const crearAsignacionAction = accion({ ...ACCION_ADMIN, schema: asignacionSchema }, async ({ user, datos }) => {
  await crearAsignacion(user, datos);
  return `Módulo ${datos.modulo} asignado en ${datos.grupo}.`;
});

export const eliminarAsignacionAction = accion({ ...ACCION_ADMIN, schema: asignacionSchema }, async ({ user, datos }) => {
  await eliminarAsignacion(user, datos);
  return `Asignación del módulo ${datos.modulo} quitada.`;
});
