import { withApi } from "@/lib/api/handler";
import { apiHorarios } from "@/lib/horarios/api";
import { importarHorario } from "@/lib/horarios/importar";
import { respuestaImportacion } from "@/lib/importar/mensajes";

export const POST = withApi(apiHorarios.importar, async ({ user, body }) =>
  respuestaImportacion(
    await importarHorario(user, body.archivo ?? body.csv ?? "", { simular: body.simular, huella: body.huella, curso: body.curso, equivalencias: body.equivalencias, crearAsignaciones: body.crearAsignaciones, archivo: "API" }),
  ),
);
