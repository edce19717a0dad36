"use server";

import { revalidatePath } from "next/cache";
import { requireRole } from "../auth/current-user";
import { esAppError, estadoDeError } from "../errors";
import { desmatricularEstudiante, matricularEstudiante } from "./mutations";
import { buscarEstudiantesParaModulo, type EstudianteFicha } from "./queries";
import { busquedaEstudianteSchema, matriculaSchema, moduloParamsSchema } from "./schemas";

export type EstadoFormulario = { ok: boolean; message: string; fieldErrors?: Record<string, string[]> } | null;

function rutaModulo(codigo: string, ciclo: string) {
  return `/docentes/docencia/${encodeURIComponent(codigo)}/${encodeURIComponent(ciclo)}`;
}

export async function matricularAction(codigo: string, ciclo: string, _prev: EstadoFormulario, formData: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("docente", "jefatura");
  const p = moduloParamsSchema.safeParse({ codigo, ciclo });
  if (!p.success) return { ok: false, message: "Módulo no encontrado." };
  const datos = matriculaSchema.safeParse({ estudiante: formData.get("estudiante") ?? "" });
  if (!datos.success) {
    const msg = datos.error.issues[0]?.message ?? "Datos no válidos";
    return { ok: false, message: msg, fieldErrors: { estudiante: [msg] } };
  }
  try {
    const e = await matricularEstudiante(user, p.data.codigo, p.data.ciclo, datos.data.estudiante);
    revalidatePath(rutaModulo(p.data.codigo, p.data.ciclo));
    return { ok: true, message: `${e.nombre} ${e.apellidos} matriculado o matriculada.` };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function desmatricularAction(codigo: string, ciclo: string, estudiante: string): Promise<EstadoFormulario> {
  const user = await requireRole("docente", "jefatura");
  const p = moduloParamsSchema.safeParse({ codigo, ciclo });
  const datos = matriculaSchema.safeParse({ estudiante });
  if (!p.success || !datos.success) return { ok: false, message: "Datos no válidos." };
  try {
    await desmatricularEstudiante(user, p.data.codigo, p.data.ciclo, datos.data.estudiante);
    revalidatePath(rutaModulo(p.data.codigo, p.data.ciclo));
    return { ok: true, message: "Matrícula eliminada." };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function buscarEstudiantesAction(codigo: string, ciclo: string, q: string): Promise<EstudianteFicha[]> {
  const user = await requireRole("docente", "jefatura");
  const p = moduloParamsSchema.safeParse({ codigo, ciclo });
  const b = busquedaEstudianteSchema.safeParse({ q });
  if (!p.success || !b.success) return [];
  try {
    return await buscarEstudiantesParaModulo(user, p.data.codigo, p.data.ciclo, b.data.q);
  } catch (e) {
    if (esAppError(e)) return [];
    throw e;
  }
}
