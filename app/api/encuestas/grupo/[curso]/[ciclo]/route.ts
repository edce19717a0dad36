import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { listResultados, sinComentarios } from "@/lib/encuestas/resultados";

export const GET = withApi(apiEncuestas.grupo, async ({ user, params, query }) =>
  (await listResultados(user, { campana: query.campana, curso: params.curso, ciclo: params.ciclo })).modulos.map(sinComentarios),
);
