import { withApi } from "@/lib/api/handler";
import { apiSeguimientos } from "@/lib/seguimientos/api";
import { listPeriodosModulo } from "@/lib/seguimientos/queries";

export const GET = withApi(apiSeguimientos.periodos, ({ user, params }) => listPeriodosModulo(user, params.codigo, params.ciclo));
