import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { actualizarGrupo, eliminarGrupo, getGrupo } from "@/lib/centro/grupos";

export const GET = withApi(apiAdminCentro.grupo, ({ user, params }) => getGrupo(user, params.codigo));

export const PUT = withApi(apiAdminCentro.actualizarGrupo, async ({ user, params, body }) => {
  await actualizarGrupo(user, { ...body, codigo: params.codigo });
  return getGrupo(user, params.codigo);
});

export const DELETE = withApi(apiAdminCentro.eliminarGrupo, ({ user, params }) => eliminarGrupo(user, params.codigo));
