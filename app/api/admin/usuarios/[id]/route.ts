import { withApi } from "@/lib/api/handler";
import { apiAdminUsuarios } from "@/lib/usuarios/api";
import { actualizarUsuario } from "@/lib/usuarios/mutations";
import { getUsuario } from "@/lib/usuarios/queries";

export const GET = withApi(apiAdminUsuarios.ver, ({ user, params }) => getUsuario(user, params.id));

export const PUT = withApi(apiAdminUsuarios.actualizar, async ({ user, params, body }) => {
  await actualizarUsuario(user, params.id, body);
  return getUsuario(user, params.id);
});
