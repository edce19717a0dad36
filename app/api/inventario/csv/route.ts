import { withApi } from "@/lib/api/handler";
import { apiInventario } from "@/lib/inventario/api";
import { articulosACsv } from "@/lib/inventario/csv";
import { listArticulos } from "@/lib/inventario/queries";

export const GET = withApi(apiInventario.exportar, async ({ user, query }) => {
  const csv = articulosACsv(await listArticulos(user, query));
  const fecha = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="inventario-${fecha}.csv"`,
      "cache-control": "no-store",
    },
  });
});
