import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { eliminarArticulo } from "@/lib/inventario/mutations";
import { getArticuloConHistorial } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.ver, ({ user, params }) => getArticuloConHistorial(user, params.codigo));

export const DELETE = withApi(apiInventario.eliminar, ({ user, params }) => eliminarArticulo(user, params.codigo));
