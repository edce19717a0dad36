import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { listSubcategorias } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.subcategorias, ({ params }) => listSubcategorias(params.nombre));
