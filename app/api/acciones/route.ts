import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { actualizarAccion, crearAccion } from "@/lib/seguimientos/mutations";

export const POST = withApi(apiSeguimientos.crearAccion, ({ user, body }) => crearAccion(user, body));

export const PUT = withApi(apiSeguimientos.actualizarAccion, ({ user, body }) => actualizarAccion(user, body));
