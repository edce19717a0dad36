import { withApi } from "@/lib/api/handler";
import { apiImportar } from "@/lib/importar/api";
import { importar } from "@/lib/importar/importar";
import { respuestaImportacion } from "@/lib/importar/mensajes";

export const POST = withApi(apiImportar.importar, async ({ user, params, body }) =>
  respuestaImportacion(await importar(user, params.tipo, body.archivo ?? body.csv ?? "", { simular: body.simular, desactivar: body.desactivar, huella: body.huella, archivo: "API" })),
);
