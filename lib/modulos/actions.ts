"use server";

import { accion } from "../accion";
import { desmatricularEstudiante, matricularEstudiante } from "./mutations";
import { buscarEstudiantesParaModulo, getModulo, type EstudianteFicha } from "./queries";
import { busquedaFormSchema, matriculaFormSchema } from "./schemas";

const rutaModulo = (d: { codigo: string; ciclo: string }) => [`/docentes/docencia/${encodeURIComponent(d.codigo)}/${encodeURIComponent(d.ciclo)}`];

export const matricularAction = accion({ acceso: "modulos.matricular", schema: matriculaFormSchema, revalidar: rutaModulo }, async ({ user, datos }) => {
  const modulo = await getModulo(user, datos.codigo, datos.ciclo);
  const e = await matricularEstudiante(user, datos.codigo, datos.ciclo, datos.estudiante);
  return `Se ha matriculado a ${e.nombre} ${e.apellidos} en ${modulo.nombre}.`;
});

export const desmatricularAction = accion({ acceso: "modulos.matricular", schema: matriculaFormSchema, revalidar: rutaModulo }, async ({ user, datos }) => {
  await desmatricularEstudiante(user, datos.codigo, datos.ciclo, datos.estudiante);
  return "Matrícula eliminada.";
});

/** Students not yet enrolled whose name, email or code contains the text, for the suggestions. */
export const buscarEstudiantesAction = accion<typeof busquedaFormSchema, EstudianteFicha[]>({ acceso: "modulos.matricular", schema: busquedaFormSchema }, async ({ user, datos }) => ({
  message: "",
  datos: await buscarEstudiantesParaModulo(user, datos.codigo, datos.ciclo, datos.q),
}));
