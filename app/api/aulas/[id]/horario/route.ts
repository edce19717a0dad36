import { withApi } from "@/lib/api/handler";
import { apiAulas } from "@/lib/aulas/api";
import { getSemanaAula } from "@/lib/horarios/semanas";
import { semanaParaApi } from "@/lib/horarios/semana";

export const GET = withApi(apiAulas.horario, async ({ user, params, query }) => semanaParaApi(await getSemanaAula(user, params.id, undefined, query.curso)));
