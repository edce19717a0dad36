import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { actualizarArticulo, crearArticulo } from "@/lib/inventario/mutations";
import { listArticulos } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.listar, ({ user, query }) => listArticulos(user, query));

export const POST = withApi(apiInventario.crear, ({ user, body }) => crearArticulo(user, body));

export const PUT = withApi(apiInventario.actualizar, ({ user, body }) => actualizarArticulo(user, body));
