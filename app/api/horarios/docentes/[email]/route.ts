import { withApi } from "@/lib/api/handler";
import { apiHorarios } from "@/lib/horarios/api";
import { getSemanaDocente } from "@/lib/horarios/semanas";
import { semanaParaApi } from "@/lib/horarios/semana";

export const GET = withApi(apiHorarios.docente, async ({ user, params, query }) => semanaParaApi(await getSemanaDocente(user, { email: params.email }, undefined, query.curso)));
