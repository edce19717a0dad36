import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { asignarSesion, crearSesion } from "@/lib/seguimientos/mutations";

export const POST = withApi(apiSeguimientos.crearSesion, ({ user, body }) => crearSesion(user, body));

export const PUT = withApi(apiSeguimientos.asignar, ({ user, body }) => asignarSesion(user, body));
