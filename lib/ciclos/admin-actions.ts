"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, SIN_CAMBIOS } from "../centro/admin-comun";
import { claveCicloSchema, cicloSchema } from "./admin-schemas";
import { actualizarCiclo, crearCiclo, eliminarCiclo } from "./admin";

/** Server actions of /admin/centro/ciclos, over lib/ciclos/admin.ts. */

export const crearCicloAction = accion({ ...ACCION_ADMIN, schema: cicloSchema }, async ({ user, datos }) => {
  await crearCiclo(user, datos);
  return `Ciclo ${datos.codigo} creado.`;
});

export const guardarCicloAction = accion({ ...ACCION_ADMIN, schema: cicloSchema }, async ({ user, datos }) =>
  (await actualizarCiclo(user, datos)).cambiado ? `Ciclo ${datos.codigo} guardado.` : SIN_CAMBIOS,
);

export const eliminarCicloAction = accion({ ...ACCION_ADMIN, schema: claveCicloSchema }, async ({ user, datos }) => {
  await eliminarCiclo(user, datos.codigo);
  return `Ciclo ${datos.codigo} eliminado.`;
});
