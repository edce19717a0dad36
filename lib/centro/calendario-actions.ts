"use server";

import { accion } from "../accion";
import { formatearFecha } from "../fechas";
import { actualizarFechasCurso, anadirDiasNoLectivos, crearCursoAcademico, eliminarDiaNoLectivo, marcarCursoActual } from "./calendario";
import { cursoActualSchema, cursoNuevoSchema, diaNoLectivoSchema, diasNoLectivosSchema, fechasCursoSchema } from "./calendario-schemas";

/** Server actions of /admin/calendario. The school year feeds timetables and follow-up too. */
const ADMIN = ["admin"] as const;
const REVALIDAR = ["/admin/calendario", "/docentes/seguimientos", "/jefatura/seguimientos"] as const;

export const crearCursoAction = accion({ acceso: ADMIN, schema: cursoNuevoSchema, revalidar: REVALIDAR }, async ({ user, datos }) => {
  const c = await crearCursoAcademico(user, datos);
  return `Curso ${c.codigo} creado${c.actual ? " y marcado como actual" : ""}.`;
});

export const fechasCursoAction = accion({ acceso: ADMIN, schema: fechasCursoSchema, revalidar: REVALIDAR }, async ({ user, datos }) => {
  const c = await actualizarFechasCurso(user, datos);
  return `Curso ${c.codigo}: del ${formatearFecha(c.inicio)} al ${formatearFecha(c.fin)}.`;
});

export const cursoActualAction = accion({ acceso: ADMIN, schema: cursoActualSchema, revalidar: REVALIDAR }, async ({ user, datos }) => {
  const c = await marcarCursoActual(user, datos.codigo);
  return `${c.codigo} es ahora el curso actual.`;
});

export const anadirDiasAction = accion({ acceso: ADMIN, schema: diasNoLectivosSchema, revalidar: REVALIDAR }, async ({ user, datos }) => {
  const r = await anadirDiasNoLectivos(user, datos);
  if (r.dias === 1) return r.anadidos ? `${formatearFecha(datos.desde)} marcado como no lectivo.` : `${formatearFecha(datos.desde)} ya era no lectivo.`;
  return `${r.anadidos} ${r.anadidos === 1 ? "día añadido" : "días añadidos"} como no lectivos (${r.dias} de lunes a viernes en el intervalo).`;
});

export const eliminarDiaAction = accion({ acceso: ADMIN, schema: diaNoLectivoSchema, revalidar: REVALIDAR }, async ({ user, datos }) => {
  await eliminarDiaNoLectivo(user, datos.fecha);
  return `${formatearFecha(datos.fecha)} vuelve a ser lectivo.`;
});
