import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { listModulosPendientes } from "@/lib/encuestas/queries";

export const GET = withApi(apiEncuestas.modulos, ({ user }) => listModulosPendientes(user));
