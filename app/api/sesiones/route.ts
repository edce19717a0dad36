import { withApi } from "@/lib/api/handler";
import { apiHorarios } from "@/lib/horarios/api";
import { listFranjas } from "@/lib/horarios/franjas";

export const GET = withApi(apiHorarios.sesiones, ({ query }) => listFranjas(query.curso));
