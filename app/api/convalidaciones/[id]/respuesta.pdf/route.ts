import { withApi } from "@/lib/api/handler";
import { apiConvalidaciones } from "@/lib/convalidaciones/api";
import { getCartaRespuestaPdf } from "@/lib/convalidaciones/documentos";

export const GET = withApi(apiConvalidaciones.cartaPdf, async ({ user, params }) => {
  const { nombreArchivo, pdf } = await getCartaRespuestaPdf(user, params.id);
  return new Response(pdf as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${nombreArchivo}"`,
      "cache-control": "no-store",
    },
  });
});
