"use server";

import { accion } from "../accion";
import { enviarCorreoPrueba, guardarPreferenciasAvisos, marcarLeidos, reintentarCorreo } from "./mutations";
import { correoPruebaSchema, leerAvisosSchema, preferenciasAvisosSchema, reintentarCorreoSchema } from "./schemas";
import { getEnv } from "../env";

// The bell's number is in the portal's layout: refresh from the top.
export const marcarLeidosAction = accion({ acceso: "avisos.leer", schema: leerAvisosSchema, revalidar: ["/"] }, async ({ user, datos }) => {
  const n = await marcarLeidos(user, datos.id);
  if (datos.id !== "todos") return "Aviso marcado como leído.";
  return n === 0 ? "No tenías avisos sin leer." : n === 1 ? "1 aviso marcado como leído." : `${n} avisos marcados como leídos.`;
});

export const reintentarCorreoAction = accion({ acceso: "correo.administrar", schema: reintentarCorreoSchema, revalidar: ["/admin/correo"] }, async ({ user, datos }) => {
  await reintentarCorreo(user, datos.id);
  return getEnv().SMTP_URL ? "Correo de nuevo en la cola: sale en el próximo repaso." : "Correo de nuevo en la cola. No hay SMTP_URL: se queda pendiente hasta que se configure.";
});

export const correoPruebaAction = accion({ acceso: "correo.administrar", schema: correoPruebaSchema, revalidar: ["/admin/correo"] }, async ({ user, datos }) => {
  await enviarCorreoPrueba(user, datos.correo);
  return getEnv().SMTP_URL
    ? `Correo de prueba a ${datos.correo} en la cola: sale en el próximo repaso. Mira abajo si se envió o falló.`
    : `Correo de prueba a ${datos.correo} en la cola. No hay SMTP_URL: se queda pendiente y puedes leerlo abajo.`;
});

export const preferenciasAvisosAction = accion({ acceso: "avisos.preferencias", schema: preferenciasAvisosSchema, revalidar: ["/perfil"] }, async ({ user, datos }) => {
  const recibes = await guardarPreferenciasAvisos(user, datos);
  return recibes.length === 0 ? "Preferencias guardadas: no recibirás ningún resumen." : "Preferencias guardadas.";
});
