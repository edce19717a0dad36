import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { listSesiones } from "@/lib/seguimientos/queries";

export const GET = withApi(apiSeguimientos.sesiones, ({ user, params, query }) => listSesiones(user, params.codigo, params.ciclo, { mes: query.mes, curso: query.curso }));
