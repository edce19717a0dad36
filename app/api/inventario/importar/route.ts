import { withApi } from "@/lib/api/handler";
import { respuestaImportacion } from "@/lib/importar/mensajes";
import { apiInventario } from "@/lib/inventario/api";
import { importarArticulos } from "@/lib/inventario/importacion";

export const POST = withApi(apiInventario.importar, async ({ user, body }) =>
  respuestaImportacion(await importarArticulos(user, body.archivo ?? body.csv ?? "", { simular: body.simular, huella: body.huella, archivo: "API" })),
);
