import { withApi } from "@/lib/api/handler";
import { apiHorarios } from "@/lib/horarios/api";
import { getSemanaGrupo } from "@/lib/horarios/semanas";
import { semanaParaApi } from "@/lib/horarios/semana";

export const GET = withApi(apiHorarios.grupo, async ({ user, params, query }) => semanaParaApi(await getSemanaGrupo(user, params.grupo, undefined, query.curso)));
