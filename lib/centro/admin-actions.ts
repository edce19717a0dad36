"use server";

import { accion } from "../accion";
import { id } from "../campos";
import { asignacionSchema, aulaSchema, cicloSchema, claveCicloSchema, claveGrupoSchema, claveModuloSchema, departamentoSchema, grupoSchema, idSchema, moduloSchema, opcional } from "./admin-schemas";
import { crearAsignacion, eliminarAsignacion } from "./asignaciones";
import { actualizarAula, crearAula, eliminarAula } from "../aulas/admin";
import { actualizarCiclo, crearCiclo, eliminarCiclo } from "../ciclos/admin";
import { actualizarDepartamento, crearDepartamento, eliminarDepartamento } from "./departamentos";
import { actualizarGrupo, crearGrupo, eliminarGrupo } from "./grupos";
import { actualizarModulo, crearModulo, eliminarModulo } from "../modulos/admin";

/**
 * Server actions of /admin/centro. Each is a thin layer over lib/centro: the role is checked again
 * in the database, the input parsed with the form's own schema, and the whole admin area refreshed.
 */

const base = { acceso: "centro.administrar" as const, revalidar: ["/admin"] as const };
const conId = { id: opcional(id("No encontrado")) };
const sinCambios = "No había cambios que guardar.";

export const guardarDepartamentoAction = accion({ ...base, schema: departamentoSchema.extend(conId) }, async ({ user, datos }) => {
  const { id: idDep, ...e } = datos;
  if (idDep === null) {
    await crearDepartamento(user, e);
    return `Departamento ${e.nombre} creado.`;
  }
  return (await actualizarDepartamento(user, idDep, e)).cambiado ? `Departamento ${e.nombre} guardado.` : sinCambios;
});

export const eliminarDepartamentoAction = accion({ ...base, schema: idSchema }, async ({ user, datos }) => {
  await eliminarDepartamento(user, datos.id);
  return "Departamento eliminado.";
});

export const crearCicloAction = accion({ ...base, schema: cicloSchema }, async ({ user, datos }) => {
  await crearCiclo(user, datos);
  return `Ciclo ${datos.codigo} creado.`;
});

export const guardarCicloAction = accion({ ...base, schema: cicloSchema }, async ({ user, datos }) =>
  (await actualizarCiclo(user, datos)).cambiado ? `Ciclo ${datos.codigo} guardado.` : sinCambios,
);

export const eliminarCicloAction = accion({ ...base, schema: claveCicloSchema }, async ({ user, datos }) => {
  await eliminarCiclo(user, datos.codigo);
  return `Ciclo ${datos.codigo} eliminado.`;
});

export const crearModuloAction = accion({ ...base, schema: moduloSchema }, async ({ user, datos }) => {
  await crearModulo(user, datos);
  return `Módulo ${datos.codigo} (${datos.nombre}) creado en ${datos.ciclo}.`;
});

export const guardarModuloAction = accion({ ...base, schema: moduloSchema }, async ({ user, datos }) =>
  (await actualizarModulo(user, datos)).cambiado ? `Módulo ${datos.codigo} guardado.` : sinCambios,
);

export const eliminarModuloAction = accion({ ...base, schema: claveModuloSchema }, async ({ user, datos }) => {
  await eliminarModulo(user, datos.codigo, datos.ciclo);
  return `Módulo ${datos.codigo} de ${datos.ciclo} eliminado.`;
});

export const crearGrupoAction = accion({ ...base, schema: grupoSchema, redirigir: (d) => `/admin/centro/grupos/${encodeURIComponent(d.codigo)}` }, async ({ user, datos }) => {
  await crearGrupo(user, datos);
  return `Grupo ${datos.codigo} creado.`;
});

export const guardarGrupoAction = accion({ ...base, schema: grupoSchema }, async ({ user, datos }) =>
  (await actualizarGrupo(user, datos)).cambiado ? `Grupo ${datos.codigo} guardado.` : sinCambios,
);

export const eliminarGrupoAction = accion({ ...base, schema: claveGrupoSchema, redirigir: () => "/admin/centro/grupos" }, async ({ user, datos }) => {
  await eliminarGrupo(user, datos.codigo);
  return `Grupo ${datos.codigo} eliminado.`;
});

export const crearAsignacionAction = accion({ ...base, schema: asignacionSchema }, async ({ user, datos }) => {
  await crearAsignacion(user, datos);
  return `Módulo ${datos.modulo} asignado en ${datos.grupo}.`;
});

export const eliminarAsignacionAction = accion({ ...base, schema: asignacionSchema }, async ({ user, datos }) => {
  await eliminarAsignacion(user, datos);
  return `Asignación del módulo ${datos.modulo} quitada.`;
});

export const guardarAulaAction = accion({ ...base, schema: aulaSchema.extend(conId) }, async ({ user, datos }) => {
  const { id: idAula, ...e } = datos;
  if (idAula === null) {
    await crearAula(user, e);
    return `Aula ${e.nombre} creada.`;
  }
  return (await actualizarAula(user, idAula, e)).cambiado ? `Aula ${e.nombre} guardada.` : sinCambios;
});

export const eliminarAulaAction = accion({ ...base, schema: idSchema }, async ({ user, datos }) => {
  await eliminarAula(user, datos.id);
  return "Aula eliminada.";
});
