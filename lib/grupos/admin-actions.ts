"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, SIN_CAMBIOS } from "../centro/admin-comun";
import { claveGrupoSchema, grupoSchema } from "./admin-schemas";
import { actualizarGrupo, crearGrupo, eliminarGrupo } from "./admin";

/** Server actions of /admin/centro/grupos: each a thin layer over admin.ts (ACCION_ADMIN, lib/centro/admin-comun.ts). */

export const crearGrupoAction = accion({ ...ACCION_ADMIN, schema: grupoSchema, redirigir: (d) => `/admin/centro/grupos/${encodeURIComponent(d.codigo)}` }, async ({ user, datos }) => {
  await crearGrupo(user, datos);
  return `Grupo ${datos.codigo} creado.`;
});

export const guardarGrupoAction = accion({ ...ACCION_ADMIN, schema: grupoSchema }, async ({ user, datos }) =>
  (await actualizarGrupo(user, datos)).cambiado ? `Grupo ${datos.codigo} guardado.` : SIN_CAMBIOS,
);

export const eliminarGrupoAction = accion({ ...ACCION_ADMIN, schema: claveGrupoSchema, redirigir: () => "/admin/centro/grupos" }, async ({ user, datos }) => {
  await eliminarGrupo(user, datos.codigo);
  return `Grupo ${datos.codigo} eliminado.`;
});
