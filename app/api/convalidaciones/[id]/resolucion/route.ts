import { withApi } from "@/lib/api/handler";
import { aSolicitudApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { resolverSolicitud } from "@/lib/convalidaciones/mutations";

export const POST = withApi(apiConvalidaciones.resolver, async ({ user, params, body }) => aSolicitudApi(await resolverSolicitud(user, params.id, body)));
