import { withApi } from "@/lib/api/handler";
import { apiAdminGrupos } from "@/lib/grupos/admin-api";
import { crearGrupo, getGrupo, listGrupos } from "@/lib/grupos/admin";

export const GET = withApi(apiAdminGrupos.grupos, ({ user }) => listGrupos(user));

export const POST = withApi(apiAdminGrupos.crearGrupo, async ({ user, body }) => {
  await crearGrupo(user, body);
  return getGrupo(user, body.codigo);
});
