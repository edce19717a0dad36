import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { listResultados, sinComentarios } from "@/lib/encuestas/resultados";

export const GET = withApi(apiEncuestas.respuestas, async ({ user, query }) => (await listResultados(user, { campana: query.campana, cursoAcademico: query.curso })).modulos.map(sinComentarios));
