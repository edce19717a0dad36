import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { generarSesiones } from "@/lib/seguimientos/mutations";

export const POST = withApi(apiSeguimientos.generar, ({ user, params, body }) => generarSesiones(user, { modulo: params.codigo, ciclo: params.ciclo, ...body }));
