import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { getModulo } from "@/lib/modulos/queries";

export const GET = withApi(apiModulos.find, ({ user, params }) => getModulo(user, params.codigo, params.ciclo));
