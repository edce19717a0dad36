import { comprobarBaseDeDatos, respuestaSalud } from "@/lib/health";
import { withApi } from "@/lib/api/handler";
import { apiSistema } from "@/lib/catalogo-api/registry";

export const dynamic = "force-dynamic";

// In a running server lib/servidor.ts answers GET and HEAD before Next reaches this (decision 074),
// with the same respuestaSalud; this handler answers where that hook is not installed (a test that
// calls the route directly) and carries the declared contract.
export const GET = withApi(apiSistema.health, async () => {
  const r = respuestaSalud(await comprobarBaseDeDatos());
  if (r.estado === 200) return r.cuerpo;
  return Response.json(r.cuerpo, { status: r.estado, headers: { "cache-control": "no-store", ...r.cabeceras } });
});
