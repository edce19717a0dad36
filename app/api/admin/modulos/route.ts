import { withApi } from "@/lib/api/handler";
import { apiAdminModulos } from "@/lib/modulos/admin-api";
import { crearModulo, getModuloAdmin, listModulosAdmin } from "@/lib/modulos/admin";

export const GET = withApi(apiAdminModulos.modulos, ({ user, query }) => listModulosAdmin(user, query));

export const POST = withApi(apiAdminModulos.crearModulo, async ({ user, body }) => {
  await crearModulo(user, body);
  return getModuloAdmin(user, body.codigo, body.ciclo);
});
