import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { listAcciones } from "@/lib/seguimientos/queries";

export const GET = withApi(apiSeguimientos.acciones, ({ user, params, query }) => listAcciones(user, params.codigo, params.ciclo, undefined, query.curso));
