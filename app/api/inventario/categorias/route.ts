import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { listCategorias } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.categorias, async () =>
  (await listCategorias()).map((c) => ({ nombre: c.nombre, subcategorias: c.subcategorias.map((s) => ({ nombre: s.nombre })) })),
);
