import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { actualizarModulo, eliminarModulo, getModuloAdmin } from "@/lib/modulos/admin";

export const GET = withApi(apiAdminCentro.modulo, ({ user, params }) => getModuloAdmin(user, params.codigo, params.ciclo));

export const PUT = withApi(apiAdminCentro.actualizarModulo, async ({ user, params, body }) => {
  await actualizarModulo(user, { ...body, codigo: params.codigo, ciclo: params.ciclo });
  return getModuloAdmin(user, params.codigo, params.ciclo);
});

export const DELETE = withApi(apiAdminCentro.eliminarModulo, ({ user, params }) => eliminarModulo(user, params.codigo, params.ciclo));
