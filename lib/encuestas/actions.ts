"use server";

import { revalidatePath } from "next/cache";
import { requireRole } from "../auth/current-user";
import { esAppError, estadoDeError } from "../errors";
import { abrirCampana, borrarCampana, cerrarCampana, crearCampana, enviarEncuesta } from "./mutations";
import { campanaSchema, envioSchema, idCampanaSchema } from "./schemas";

export type EstadoFormulario = { ok: boolean; message: string; fieldErrors?: Record<string, string[]>; cerrar?: boolean } | null;

function erroresDeCampo(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) (out[i.path.map(String).join(".") || "_"] ??= []).push(i.message);
  return out;
}

/** The student's form sends the same JSON shape as `POST /api/encuestas`. */
export async function enviarEncuestaAction(datos: unknown): Promise<EstadoFormulario> {
  const user = await requireRole("estudiante");
  const p = envioSchema.safeParse(datos);
  if (!p.success) return { ok: false, message: p.error.issues[0]?.message ?? "Datos no válidos.", fieldErrors: erroresDeCampo(p.error.issues) };
  try {
    const r = await enviarEncuesta(user, p.data);
    revalidatePath("/estudiantes/encuestas");
    return { ok: true, message: r.message };
  } catch (e) {
    // Answered in another tab, campaign just closed, module no longer theirs: the list on screen
    // is out of date, so it is reloaded and the form closed (`cerrar`).
    if (esAppError(e) && (e.status === 404 || e.status === 409)) {
      revalidatePath("/estudiantes/encuestas");
      return { ok: false, message: e.message, cerrar: true };
    }
    return estadoDeError(e);
  }
}

export async function crearCampanaAction(_prev: EstadoFormulario, formData: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const p = campanaSchema.safeParse({
    nombre: formData.get("nombre") ?? "",
    cursoAcademico: formData.get("cursoAcademico") ?? "",
    abre: formData.get("abre") ?? "",
    cierra: formData.get("cierra") ?? "",
  });
  if (!p.success) return { ok: false, message: "Revisa los campos marcados.", fieldErrors: erroresDeCampo(p.error.issues) };
  try {
    const c = await crearCampana(user, p.data);
    revalidatePath("/admin/encuestas");
    return { ok: true, message: `Campaña «${c.nombre}» creada. Ábrela cuando quieras que los estudiantes empiecen a contestar.` };
  } catch (e) {
    return estadoDeError(e);
  }
}

const CAMBIOS = {
  abrir: { fn: abrirCampana, hecho: (n: string) => `Campaña «${n}» abierta: los estudiantes ya pueden contestar.` },
  cerrar: { fn: cerrarCampana, hecho: (n: string) => `Campaña «${n}» cerrada: ya no admite respuestas y se han publicado todos sus resultados.` },
} as const;

/** Open or close a campaign; both pages that show campaign state are refreshed. */
export async function cambiarCampanaAction(accion: keyof typeof CAMBIOS, id: number): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const p = idCampanaSchema.safeParse(id);
  const cambio = Object.hasOwn(CAMBIOS, accion) ? CAMBIOS[accion] : null;
  if (!p.success || !cambio) return { ok: false, message: "Campaña no encontrada." };
  try {
    const c = await cambio.fn(user, p.data);
    revalidatePath("/admin/encuestas");
    revalidatePath("/estudiantes/encuestas");
    revalidatePath("/docentes/encuestas/resultados");
    return { ok: true, message: cambio.hecho(c.nombre) };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function borrarCampanaAction(id: number): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const p = idCampanaSchema.safeParse(id);
  if (!p.success) return { ok: false, message: "Campaña no encontrada." };
  try {
    await borrarCampana(user, p.data);
    revalidatePath("/admin/encuestas");
    return { ok: true, message: "Campaña borrada." };
  } catch (e) {
    return estadoDeError(e);
  }
}
