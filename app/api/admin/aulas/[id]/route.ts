import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { actualizarAula, eliminarAula, getAulaAdmin } from "@/lib/aulas/admin";

export const GET = withApi(apiAdminCentro.aula, ({ user, params }) => getAulaAdmin(user, params.id));

export const PUT = withApi(apiAdminCentro.actualizarAula, async ({ user, params, body }) => {
  await actualizarAula(user, params.id, body);
  return getAulaAdmin(user, params.id);
});

export const DELETE = withApi(apiAdminCentro.eliminarAula, ({ user, params }) => eliminarAula(user, params.id));
