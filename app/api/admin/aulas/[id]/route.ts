import { withApi } from "@/lib/api/handler";
import { apiAdminAulas } from "@/lib/aulas/admin-api";
import { actualizarAula, eliminarAula, getAulaAdmin } from "@/lib/aulas/admin";

export const GET = withApi(apiAdminAulas.aula, ({ user, params }) => getAulaAdmin(user, params.id));

export const PUT = withApi(apiAdminAulas.actualizarAula, async ({ user, params, body }) => {
  await actualizarAula(user, params.id, body);
  return getAulaAdmin(user, params.id);
});

export const DELETE = withApi(apiAdminAulas.eliminarAula, ({ user, params }) => eliminarAula(user, params.id));
