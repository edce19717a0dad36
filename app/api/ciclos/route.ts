import { withApi } from "@/lib/api/handler";
import { listCiclos } from "@/lib/ciclos/queries";
import { apiCiclos } from "@/lib/ciclos/api";

export const GET = withApi(apiCiclos.ciclos, () => listCiclos());
