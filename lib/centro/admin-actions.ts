"use server";

import { accion } from "../accion";
import { ACCION_ADMIN, CON_ID, SIN_CAMBIOS } from "./admin-comun";
import { asignacionSchema, claveGrupoSchema, departamentoSchema, grupoSchema, idSchema } from "./admin-schemas";
import { crearAsignacion, eliminarAsignacion } from "./asignaciones";
import { actualizarDepartamento, crearDepartamento, eliminarDepartamento } from "./departamentos";
import { actualizarGrupo, crearGrupo, eliminarGrupo } from "./grupos";

/**
 * Server actions of /admin/centro for the centre's own data (departments, groups, teaching
 * assignments; cycles, modules and rooms have theirs in their folders): each a thin layer over
 * lib/centro, with the input parsed by the form's own schema (ACCION_ADMIN, admin-comun.ts).
 */

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

export const crearAsignacionAction = accion({ ...ACCION_ADMIN, schema: asignacionSchema }, async ({ user, datos }) => {
  await crearAsignacion(user, datos);
  return `Módulo ${datos.modulo} asignado en ${datos.grupo}.`;
});

export const eliminarAsignacionAction = accion({ ...ACCION_ADMIN, schema: asignacionSchema }, async ({ user, datos }) => {
  await eliminarAsignacion(user, datos);
  return `Asignación del módulo ${datos.modulo} quitada.`;
});
