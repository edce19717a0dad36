import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { eliminarAccion } from "@/lib/seguimientos/mutations";

export const DELETE = withApi(apiSeguimientos.eliminarAccion, async ({ user, params }) => {
  await eliminarAccion(user, params.codigo);
});
