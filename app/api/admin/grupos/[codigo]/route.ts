import { withApi } from "@/lib/api/handler";
import { apiAdminGrupos } from "@/lib/grupos/admin-api";
import { actualizarGrupo, eliminarGrupo, getGrupo } from "@/lib/grupos/admin";

export const GET = withApi(apiAdminGrupos.grupo, ({ user, params }) => getGrupo(user, params.codigo));

export const PUT = withApi(apiAdminGrupos.actualizarGrupo, async ({ user, params, body }) => {
  await actualizarGrupo(user, { ...body, codigo: params.codigo });
  return getGrupo(user, params.codigo);
});

export const DELETE = withApi(apiAdminGrupos.eliminarGrupo, ({ user, params }) => eliminarGrupo(user, params.codigo));
