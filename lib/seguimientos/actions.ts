"use server";

import type { z } from "zod";
import { accion } from "../accion";
import { formatearFecha } from "../fechas";
import { asignarSesion, cambiarCompletado, crearAccion, crearSesion, eliminarAccion, eliminarSesion, generarSesiones, actualizarAccion } from "./mutations";
import type { SesionVista } from "./queries";
import {
  accionFormularioEdicionSchema,
  accionNuevaSchema,
  asignacionSchema,
  completadoSchema,
  generacionSchema,
  idAccionSchema,
  idSesionSchema,
  sesionNuevaSchema,
} from "./schemas";

/**
 * Server actions of the follow-up pages: only teachers (the module check is in mutations.ts).
 * Every change refreshes the teacher's and jefatura's follow-up pages, whose headers show the
 * indicators that the change moves.
 */
const REVALIDAR = ["/docentes/seguimientos", "/jefatura/seguimientos"] as const;

/** `datos` typed as unknown, so that the pages hand every action to the forms as one type. */
const deDocente = <S extends z.ZodType>(schema: S, fn: Parameters<typeof accion<S, unknown>>[1]) => accion<S, unknown>({ acceso: "seguimiento.editar", schema, revalidar: REVALIDAR }, fn);

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

export const crearAccionAction = deDocente(accionNuevaSchema, async ({ user, datos }) => {
  const a = await crearAccion(user, datos);
  return { message: `Acción formativa «${a.nombre}» creada.`, datos: { id: a.id } };
});

export const editarAccionAction = deDocente(accionFormularioEdicionSchema, async ({ user, datos }) => {
  const a = await actualizarAccion(user, datos);
  return `Cambios de «${a.nombre}» guardados.`;
});

export const completarAccionAction = deDocente(completadoSchema, async ({ user, datos }) => {
  const a = await cambiarCompletado(user, datos.id, datos.completado);
  return a.completado ? `«${a.nombre}» marcada como completada.` : `«${a.nombre}» marcada como pendiente.`;
});

export const eliminarAccionAction = deDocente(idAccionSchema, async ({ user, datos }) => {
  const r = await eliminarAccion(user, datos.id);
  const sesiones = r.liberadas ? ` ${plural(r.liberadas, "sesión ha quedado", "sesiones han quedado")} sin asignar.` : "";
  return `Acción formativa «${r.nombre}» eliminada.${sesiones}`;
});

export const crearSesionAction = deDocente(sesionNuevaSchema, async ({ user, datos }) => {
  await crearSesion(user, datos);
  return "Sesión añadida correctamente";
});

export const eliminarSesionAction = deDocente(idSesionSchema, async ({ user, datos }) => {
  await eliminarSesion(user, datos.id);
  return "Sesión eliminada.";
});

export const asignarSesionAction = deDocente(asignacionSchema, async ({ user, datos }) => {
  const s: SesionVista = await asignarSesion(user, datos);
  const cuando = `${formatearFecha(s.fecha)} ${s.inicio}`;
  return { message: s.accion.id === null ? `Sesión del ${cuando} sin asignar.` : `Sesión del ${cuando} asignada a «${s.accion.nombre}».`, datos: s };
});

export const generarSesionesAction = deDocente(generacionSchema, async ({ user, datos }) => {
  const r = await generarSesiones(user, datos);
  const partes = [`Se han añadido ${plural(r.creadas, "sesión", "sesiones")} entre el ${formatearFecha(r.desde)} y el ${formatearFecha(r.hasta)}`];
  if (r.existentes) partes.push(`${plural(r.existentes, "ya estaba", "ya estaban")} y no se han repetido`);
  if (r.diasNoLectivos) partes.push(`se han saltado ${plural(r.diasNoLectivos, "día no lectivo", "días no lectivos")}`);
  return { message: `${partes.join("; ")}.`, datos: r };
});
