import { withApi } from "@/lib/api/handler";
import { plantillaCsv, respuestaCsv } from "@/lib/csv";
import { IMPORTACIONES } from "@/lib/importar/columnas";
import { apiImportar } from "@/lib/importar/api";
import { dominioDelCentro } from "@/lib/usuarios/mutations";

export const GET = withApi(apiImportar.plantilla, async ({ params }) => {
  const def = IMPORTACIONES[params.tipo];
  return respuestaCsv(plantillaCsv(def.columnas, def.ejemplo(dominioDelCentro())), `plantilla-${params.tipo}.csv`);
});
