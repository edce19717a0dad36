import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { eliminarSesion } from "@/lib/seguimientos/mutations";

export const DELETE = withApi(apiSeguimientos.eliminarSesion, ({ user, params }) => eliminarSesion(user, params.codigo));
