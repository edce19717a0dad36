import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { listArticulos } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.buscar, ({ user, params }) => listArticulos(user, { q: params.text }));
