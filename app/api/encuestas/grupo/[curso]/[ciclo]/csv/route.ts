import { withApi } from "@/lib/api/handler";
import { respuestaCsv } from "@/lib/csv";
import { noEncontrado } from "@/lib/errors";
import { apiEncuestas } from "@/lib/encuestas/api";
import { generarCsv, nombreFicheroCsv } from "@/lib/encuestas/csv";
import { listResultados } from "@/lib/encuestas/resultados";

export const GET = withApi(apiEncuestas.csv, async ({ user, params, query }) => {
  const { campana, modulos } = await listResultados(user, { campana: query.campana, curso: params.curso, ciclo: params.ciclo });
  if (!campana) throw noEncontrado("No hay ninguna campaña con resultados.");
  return respuestaCsv(generarCsv(modulos), nombreFicheroCsv(campana.nombre, params.curso, params.ciclo));
});
