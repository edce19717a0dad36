import { withApi } from "@/lib/api/handler";
import { aSolicitudApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { reabrirSolicitud } from "@/lib/convalidaciones/mutations";

export const POST = withApi(apiConvalidaciones.reabrir, async ({ user, params, body }) => aSolicitudApi(await reabrirSolicitud(user, params.id, body.motivo)));
