import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { crearModulo, getModuloAdmin, listModulosAdmin } from "@/lib/modulos/admin";

export const GET = withApi(apiAdminCentro.modulos, ({ user, query }) => listModulosAdmin(user, query));

export const POST = withApi(apiAdminCentro.crearModulo, async ({ user, body }) => {
  await crearModulo(user, body);
  return getModuloAdmin(user, body.codigo, body.ciclo);
});
