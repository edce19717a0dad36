import { withApi } from "@/lib/api/handler";
import { apiAdminModulos } from "@/lib/modulos/admin-api";
import { actualizarModulo, eliminarModulo, getModuloAdmin } from "@/lib/modulos/admin";

export const GET = withApi(apiAdminModulos.modulo, ({ user, params }) => getModuloAdmin(user, params.codigo, params.ciclo));

export const PUT = withApi(apiAdminModulos.actualizarModulo, async ({ user, params, body }) => {
  await actualizarModulo(user, { ...body, codigo: params.codigo, ciclo: params.ciclo });
  return getModuloAdmin(user, params.codigo, params.ciclo);
});

export const DELETE = withApi(apiAdminModulos.eliminarModulo, ({ user, params }) => eliminarModulo(user, params.codigo, params.ciclo));
