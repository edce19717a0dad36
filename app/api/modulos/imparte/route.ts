import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { listModulosImpartidos } from "@/lib/modulos/queries";

export const GET = withApi(apiModulos.imparte, ({ user }) => listModulosImpartidos(user));
