import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { listModulosDepartamento } from "@/lib/modulos/queries";

export const GET = withApi(apiModulos.departamento, ({ user }) => listModulosDepartamento(user));
