import { withApi } from "@/lib/api/handler";
import { listModulosCiclo } from "@/lib/ciclos/queries";
import { apiConvalidaciones } from "@/lib/convalidaciones/api";

export const GET = withApi(apiConvalidaciones.modulosCiclo, ({ params }) => listModulosCiclo(params.codigo));
