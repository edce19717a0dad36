import { withApi } from "@/lib/api/handler";
import { apiAulas } from "@/lib/aulas/api";
import { getSemanaAula, semanaParaApi } from "@/lib/horarios/queries";

export const GET = withApi(apiAulas.horario, async ({ user, params, query }) => semanaParaApi(await getSemanaAula(user, params.id, undefined, query.curso)));
