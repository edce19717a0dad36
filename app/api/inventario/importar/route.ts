import { withApi } from "@/lib/api/handler";
import { invalido } from "@/lib/errors";
import { apiInventario } from "@/lib/inventario/api";
import { importarArticulos } from "@/lib/inventario/importacion";

export const POST = withApi(apiInventario.importar, async ({ user, body }) => {
  const informe = await importarArticulos(user, body.csv, { simular: body.simular });
  if (informe.errores.length > 0) {
    const fieldErrors = Object.fromEntries(informe.errores.map((e) => [`fila ${e.fila}`, e.mensajes]));
    throw invalido(`Hay ${informe.errores.length} filas con errores; no se ha importado nada.`, fieldErrors);
  }
  return informe;
});
