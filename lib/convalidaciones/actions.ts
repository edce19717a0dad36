"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireRole } from "../auth/current-user";
import { estadoDeError } from "../errors";
import type { EstadoFormulario } from "../modulos/actions";
import { fechaCorta } from "./fechas";
import { createSolicitud, reabrirSolicitud, resolverSolicitud, updateAjustesCentro } from "./mutations";
import {
  ajustesCentroSchema,
  erroresPorCampo,
  erroresResolucion,
  idSolicitudSchema,
  reaperturaSchema,
  resolucionDesdeFormulario,
  resolucionSchema,
  solicitudDesdeFormulario,
  solicitudFormSchema,
} from "./schemas";

const REVISA = "Revisa los campos marcados.";

function rutasSolicitud(id: number) {
  revalidatePath("/admin/convalidaciones");
  revalidatePath(`/admin/convalidaciones/${id}`);
  revalidatePath("/estudiantes/convalidaciones");
  revalidatePath(`/estudiantes/convalidaciones/${id}`);
}

export async function crearSolicitudAction(_prev: EstadoFormulario, fd: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("estudiante");
  const datos = solicitudFormSchema.safeParse(solicitudDesdeFormulario(fd));
  if (!datos.success) return { ok: false, message: REVISA, fieldErrors: erroresPorCampo(datos.error) };
  let id: number;
  try {
    id = (await createSolicitud(user, datos.data)).id;
  } catch (e) {
    return estadoDeError(e);
  }
  revalidatePath("/estudiantes/convalidaciones");
  revalidatePath("/admin/convalidaciones");
  redirect(`/estudiantes/convalidaciones/${id}?presentada=1`);
}

export async function resolverSolicitudAction(idSolicitud: number, _prev: EstadoFormulario, fd: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const p = idSolicitudSchema.safeParse({ id: idSolicitud });
  if (!p.success) return { ok: false, message: "Solicitud no encontrada." };
  const input = resolucionDesdeFormulario(fd);
  const datos = resolucionSchema.safeParse(input);
  if (!datos.success) return { ok: false, message: REVISA, fieldErrors: erroresResolucion(datos.error, input) };
  try {
    const s = await resolverSolicitud(user, p.data.id, datos.data);
    rutasSolicitud(s.id);
    return { ok: true, message: `Solicitud resuelta el ${fechaCorta(s.resuelta!)}.` };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function reabrirSolicitudAction(idSolicitud: number, _prev: EstadoFormulario, fd: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const p = idSolicitudSchema.safeParse({ id: idSolicitud });
  if (!p.success) return { ok: false, message: "Solicitud no encontrada." };
  const datos = reaperturaSchema.safeParse({ motivo: fd.get("motivo") ?? "" });
  if (!datos.success) return { ok: false, message: datos.error.issues[0].message, fieldErrors: erroresPorCampo(datos.error) };
  try {
    await reabrirSolicitud(user, p.data.id, datos.data.motivo);
    rutasSolicitud(p.data.id);
    return { ok: true, message: "Solicitud reabierta. Ya puedes cambiar la resolución." };
  } catch (e) {
    return estadoDeError(e);
  }
}

export async function guardarAjustesAction(_prev: EstadoFormulario, fd: FormData): Promise<EstadoFormulario> {
  const user = await requireRole("admin");
  const datos = ajustesCentroSchema.safeParse(Object.fromEntries([...fd.entries()].filter(([k]) => !k.startsWith("$"))));
  if (!datos.success) return { ok: false, message: REVISA, fieldErrors: erroresPorCampo(datos.error) };
  try {
    await updateAjustesCentro(user, datos.data);
    revalidatePath("/admin/convalidaciones", "layout");
    return { ok: true, message: "Datos del centro guardados." };
  } catch (e) {
    return estadoDeError(e);
  }
}
