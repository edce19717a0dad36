import { comprobarBaseDeDatos } from "@/lib/health";
import { withApi } from "@/lib/api/handler";
import { apiSistema } from "@/lib/api/registry";

export const dynamic = "force-dynamic";

export const GET = withApi(apiSistema.health, async () => {
  if (await comprobarBaseDeDatos()) return { status: "ok" };
  return Response.json({ error: "service_unavailable", message: "La base de datos no responde." }, { status: 503, headers: { "cache-control": "no-store" } });
});
