"use server";

import { accion } from "../accion";
import { actualizarUsuario, cambiarActivo, crearUsuario } from "./mutations";
import { activarSchema, usuarioEdicionSchema, usuarioSchema } from "./schemas";

const revalidar = ["/admin"] as const;

export const crearUsuarioAction = accion(
  { acceso: "centro.administrar", schema: usuarioSchema, revalidar, redirigir: (_d, r: { id: number } | undefined) => `/admin/usuarios/${r?.id ?? ""}` },
  async ({ user, datos }) => ({ message: `${datos.nombre} ${datos.apellidos} dado o dada de alta.`, datos: await crearUsuario(user, datos) }),
);

export const guardarUsuarioAction = accion({ acceso: "centro.administrar", schema: usuarioEdicionSchema, revalidar }, async ({ user, datos }) => {
  const { id, ...resto } = datos;
  const { cambiado } = await actualizarUsuario(user, id, resto);
  return cambiado ? "Cambios guardados. Si has cambiado el tipo o la has desactivado, se aplica en su próxima petición." : "No había cambios que guardar.";
});

export const activarUsuarioAction = accion({ acceso: "centro.administrar", schema: activarSchema, revalidar }, async ({ user, datos }) => {
  const r = await cambiarActivo(user, datos.id, datos.activo);
  if (!r.cambiado) return `La cuenta de ${r.nombre} ya estaba ${datos.activo ? "activa" : "desactivada"}.`;
  return datos.activo ? `Cuenta de ${r.nombre} reactivada.` : `Cuenta de ${r.nombre} desactivada: ya no puede entrar en el portal. Su historial se conserva.`;
});
