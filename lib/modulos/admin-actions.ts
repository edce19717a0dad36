"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, SIN_CAMBIOS } from "../centro/admin-comun";
import { claveModuloSchema, moduloSchema } from "./admin-schemas";
import { actualizarModulo, crearModulo, eliminarModulo } from "./admin";

/** Server actions of /admin/centro/modulos, over lib/modulos/admin.ts. */

export const crearModuloAction = accion({ ...ACCION_ADMIN, schema: moduloSchema }, async ({ user, datos }) => {
  await crearModulo(user, datos);
  return `Módulo ${datos.codigo} (${datos.nombre}) creado en ${datos.ciclo}.`;
});

export const guardarModuloAction = accion({ ...ACCION_ADMIN, schema: moduloSchema }, async ({ user, datos }) =>
  (await actualizarModulo(user, datos)).cambiado ? `Módulo ${datos.codigo} guardado.` : SIN_CAMBIOS,
);

export const eliminarModuloAction = accion({ ...ACCION_ADMIN, schema: claveModuloSchema }, async ({ user, datos }) => {
  await eliminarModulo(user, datos.codigo, datos.ciclo);
  return `Módulo ${datos.codigo} de ${datos.ciclo} eliminado.`;
});
