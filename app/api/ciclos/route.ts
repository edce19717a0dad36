import { withApi } from "@/lib/api/handler";
import { listCiclos } from "@/lib/ciclos/queries";
import { apiConvalidaciones } from "@/lib/convalidaciones/api";

export const GET = withApi(apiConvalidaciones.ciclos, () => listCiclos());
