import { comprobarBaseDeDatos } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const ok = await comprobarBaseDeDatos();
  return Response.json(
    ok ? { status: "ok" } : { error: "service_unavailable", message: "La base de datos no responde." },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
