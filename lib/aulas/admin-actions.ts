"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, CON_ID, SIN_CAMBIOS } from "../centro/admin-comun";
import { idSchema } from "../centro/admin-comun";
import { aulaSchema } from "./admin-schemas";
import { actualizarAula, crearAula, eliminarAula } from "./admin";

/** Server actions of /admin/centro/aulas, over lib/aulas/admin.ts. */

export const guardarAulaAction = accion({ ...ACCION_ADMIN, schema: aulaSchema.extend(CON_ID) }, async ({ user, datos }) => {
  const { id: idAula, ...e } = datos;
  if (idAula === null) {
    await crearAula(user, e);
    return `Aula ${e.nombre} creada.`;
  }
  return (await actualizarAula(user, idAula, e)).cambiado ? `Aula ${e.nombre} guardada.` : SIN_CAMBIOS;
});

export const eliminarAulaAction = accion({ ...ACCION_ADMIN, schema: idSchema }, async ({ user, datos }) => {
  await eliminarAula(user, datos.id);
  return "Aula eliminada.";
});
