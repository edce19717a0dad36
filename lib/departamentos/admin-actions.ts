"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, CON_ID, SIN_CAMBIOS, idSchema } from "../centro/admin-comun";
import { departamentoSchema } from "./admin-schemas";
import { actualizarDepartamento, crearDepartamento, eliminarDepartamento } from "./admin";

/** Server actions of /admin/centro/departamentos: each a thin layer over admin.ts (ACCION_ADMIN, lib/centro/admin-comun.ts). */

export const guardarDepartamentoAction = accion({ ...ACCION_ADMIN, schema: departamentoSchema.extend(CON_ID) }, async ({ user, datos }) => {
  const { id: idDep, ...e } = datos;
  if (idDep === null) {
    await crearDepartamento(user, e);
    return `Departamento ${e.nombre} creado.`;
  }
  return (await actualizarDepartamento(user, idDep, e)).cambiado ? `Departamento ${e.nombre} guardado.` : SIN_CAMBIOS;
});

export const eliminarDepartamentoAction = accion({ ...ACCION_ADMIN, schema: idSchema }, async ({ user, datos }) => {
  await eliminarDepartamento(user, datos.id);
  return "Departamento eliminado.";
});
