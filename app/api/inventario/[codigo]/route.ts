import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { eliminarArticulo } from "@/lib/inventario/mutations";
import { getArticulo, listHistorialArticulo } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.ver, async ({ user, params }) => {
  const articulo = await getArticulo(user, params.codigo);
  const historial = await listHistorialArticulo(user, params.codigo);
  return { ...articulo, historial: historial.map(({ fecha, usuario, accion, cambios }) => ({ fecha: fecha.toISOString(), usuario, accion, cambios })) };
});

export const DELETE = withApi(apiInventario.eliminar, ({ user, params }) => eliminarArticulo(user, params.codigo));
