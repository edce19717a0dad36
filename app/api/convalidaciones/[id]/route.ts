import { withApi } from "@/lib/api/handler";
import { aSolicitudApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { getSolicitud } from "@/lib/convalidaciones/queries";

export const GET = withApi(apiConvalidaciones.una, async ({ user, params }) => aSolicitudApi(await getSolicitud(user, params.id)));
