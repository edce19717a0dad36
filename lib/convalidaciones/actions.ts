"use server";

import { accion } from "../accion";
import { AppError, esAppError } from "../errors";
import { formatearFecha } from "../fechas";
import { guardarAjustesCentro } from "./ajustes";
import { crearSolicitud, reabrirSolicitud, resolverSolicitud } from "./mutations";
import { ajustesCentroSchema, reaperturaFormSchema, resolucionFormSchema, solicitudFormSchema } from "./schemas";

/** A request's pages, for the student and for the administration. */
const rutasSolicitud = (id: number) => ["/admin/convalidaciones", `/admin/convalidaciones/${id}`, "/estudiantes/convalidaciones", `/estudiantes/convalidaciones/${id}`];

export const crearSolicitudAction = accion<typeof solicitudFormSchema, number>(
  {
    acceso: "convalidaciones.solicitar",
    schema: solicitudFormSchema,
    revalidar: ["/estudiantes/convalidaciones", "/admin/convalidaciones"],
    redirigir: (_datos, id) => `/estudiantes/convalidaciones/${id}?presentada=1`,
  },
  async ({ user, datos }) => {
    const s = await crearSolicitud(user, datos);
    return { message: "Solicitud presentada.", datos: s.id };
  },
);

export const resolverSolicitudAction = accion({ acceso: "convalidaciones.resolver", schema: resolucionFormSchema, revalidar: (d) => rutasSolicitud(d.id) }, async ({ user, datos }) => {
  try {
    const s = await resolverSolicitud(user, datos.id, datos);
    return `Solicitud resuelta el ${formatearFecha(s.resuelta)}.`;
  } catch (e) {
    // lib/ names a module's problem by its code ('0065.estado'); the form's fields go by position.
    if (!esAppError(e) || !e.fieldErrors) throw e;
    const porPosicion: Record<string, string[]> = {};
    for (const [clave, mensajes] of Object.entries(e.fieldErrors)) {
      const [codigo, campo] = clave.split(".");
      const i = datos.modulos.findIndex((m) => m.codigo === codigo);
      porPosicion[campo && i >= 0 ? `modulos.${i}.${campo}` : clave] = mensajes;
    }
    throw new AppError(e.codigo, e.status, e.message, porPosicion);
  }
});

export const reabrirSolicitudAction = accion({ acceso: "convalidaciones.resolver", schema: reaperturaFormSchema, revalidar: (d) => rutasSolicitud(d.id) }, async ({ user, datos }) => {
  await reabrirSolicitud(user, datos.id, datos.motivo);
  return "Solicitud reabierta. Ya puedes cambiar la resolución.";
});

export const guardarAjustesAction = accion({ acceso: "convalidaciones.resolver", schema: ajustesCentroSchema, revalidar: ["/admin/convalidaciones"] }, async ({ user, datos }) => {
  await guardarAjustesCentro(user, datos);
  return "Datos del centro guardados.";
});
