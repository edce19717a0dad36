import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { getIndicadores } from "@/lib/seguimientos/queries";

export const GET = withApi(apiSeguimientos.indicadores, ({ user, params }) => getIndicadores(user, params.codigo, params.ciclo));
