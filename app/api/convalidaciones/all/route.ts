import { withApi } from "@/lib/api/handler";
import { aResumenApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { listSolicitudes } from "@/lib/convalidaciones/queries";

export const GET = withApi(apiConvalidaciones.todas, async ({ user, query }) => {
  const r = await listSolicitudes(user, query);
  // The spec's clients expect a bare list; the paging goes in headers.
  return Response.json(r.solicitudes.map(aResumenApi), {
    headers: { "cache-control": "no-store", "x-total-count": String(r.total), "x-pagina": String(r.pagina), "x-paginas": String(r.paginas) },
  });
});
