import { withApi } from "@/lib/api/handler";
import { apiAdminUsuarios } from "@/lib/usuarios/api";
import { exportarDatosDePersona } from "@/lib/usuarios/exportacion";

export const GET = withApi(apiAdminUsuarios.datos, async ({ user, params }) => {
  const { nombreArchivo, zip } = await exportarDatosDePersona(user, params.id);
  return new Response(zip as BodyInit, {
    headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${nombreArchivo}"`, "cache-control": "no-store" },
  });
});
