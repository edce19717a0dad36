import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { crearGrupo, getGrupo, listGrupos } from "@/lib/centro/grupos";

export const GET = withApi(apiAdminCentro.grupos, ({ user }) => listGrupos(user));

export const POST = withApi(apiAdminCentro.crearGrupo, async ({ user, body }) => {
  await crearGrupo(user, body);
  return getGrupo(user, body.codigo);
});
