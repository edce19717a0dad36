import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { listResultados, soloComentarios } from "@/lib/encuestas/resultados";

export const GET = withApi(apiEncuestas.comentarios, async ({ user, query }) => (await listResultados(user, { campana: query.campana, cursoAcademico: query.curso })).modulos.map(soloComentarios));
