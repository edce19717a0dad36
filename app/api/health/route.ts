import { comprobarBaseDeDatos } from "@/lib/health";
import { withApi } from "@/lib/api/handler";
import { apiSistema } from "@/lib/catalogo-api/registry";

export const dynamic = "force-dynamic";

export const GET = withApi(apiSistema.health, async () => {
  const baseDeDatos = await comprobarBaseDeDatos();
  if (baseDeDatos === "ok") return { status: "ok", baseDeDatos };
  return Response.json(
    { error: "unavailable", message: "La base de datos no responde.", status: "error", baseDeDatos },
    { status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } },
  );
});
