import { withApi } from "@/lib/api/handler";
import { listModulosCiclo } from "@/lib/ciclos/queries";
import { apiCiclos } from "@/lib/ciclos/api";

export const GET = withApi(apiCiclos.modulosCiclo, ({ params }) => listModulosCiclo(params.codigo));
