import { comprobarRespuesta, withApi } from "@/lib/api/handler";
import { aResumenApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { listSolicitudes } from "@/lib/convalidaciones/queries";

export const GET = withApi(apiConvalidaciones.todas, async ({ user, query }) => {
  const r = await listSolicitudes(user, query);
  const lista = r.solicitudes.map(aResumenApi);
  comprobarRespuesta(apiConvalidaciones.todas, lista);
  // The spec's clients expect a bare list; the paging goes in headers.
  return Response.json(lista, {
    headers: { "cache-control": "no-store", "x-total-count": String(r.total), "x-pagina": String(r.pagina), "x-paginas": String(r.paginas) },
  });
});
