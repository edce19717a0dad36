"use server";

import type { z } from "zod";
import { accion } from "../accion";
import { formatearFecha } from "../fechas";
import { actualizarFechasCurso, anadirDiasNoLectivos, crearCursoAcademico, eliminarDiaNoLectivo, marcarCursoActual } from "./calendario";
import { cursoActualSchema, cursoNuevoSchema, diaNoLectivoSchema, diasNoLectivosSchema, fechasCursoSchema } from "./calendario-schemas";

/** Server actions of /admin/calendario. The school year feeds timetables and follow-up too. */
const REVALIDAR = ["/admin/calendario", "/docentes/seguimientos", "/jefatura/seguimientos"] as const;

const deAdmin = <S extends z.ZodType>(schema: S, fn: Parameters<typeof accion<S, unknown>>[1]) => accion<S, unknown>({ acceso: "centro.administrar", schema, revalidar: REVALIDAR }, fn);

export const crearCursoAction = deAdmin(cursoNuevoSchema, async ({ user, datos }) => {
  const c = await crearCursoAcademico(user, datos);
  return `Curso ${c.codigo} creado${c.actual ? " y marcado como actual" : ""}.`;
});

export const fechasCursoAction = deAdmin(fechasCursoSchema, async ({ user, datos }) => {
  const c = await actualizarFechasCurso(user, datos);
  return `Curso ${c.codigo}: del ${formatearFecha(c.inicio)} al ${formatearFecha(c.fin)}.`;
});

export const cursoActualAction = deAdmin(cursoActualSchema, async ({ user, datos }) => {
  const c = await marcarCursoActual(user, datos.codigo);
  return `${c.codigo} es ahora el curso actual.`;
});

export const anadirDiasAction = deAdmin(diasNoLectivosSchema, async ({ user, datos }) => {
  const r = await anadirDiasNoLectivos(user, datos);
  if (r.dias === 1) return r.anadidos ? `${formatearFecha(datos.desde)} marcado como no lectivo.` : `${formatearFecha(datos.desde)} ya era no lectivo.`;
  return `${r.anadidos} ${r.anadidos === 1 ? "día añadido" : "días añadidos"} como no lectivos (${r.dias} de lunes a viernes en el intervalo).`;
});

export const eliminarDiaAction = deAdmin(diaNoLectivoSchema, async ({ user, datos }) => {
  await eliminarDiaNoLectivo(user, datos.fecha);
  return `${formatearFecha(datos.fecha)} vuelve a ser lectivo.`;
});
