import { withApi } from "@/lib/api/handler";
import { aResumenApi, aSolicitudApi, apiConvalidaciones } from "@/lib/convalidaciones/api";
import { crearSolicitud } from "@/lib/convalidaciones/mutations";
import { listSolicitudesPropias } from "@/lib/convalidaciones/queries";

export const GET = withApi(apiConvalidaciones.propias, async ({ user }) => (await listSolicitudesPropias(user)).map(aResumenApi));

export const POST = withApi(apiConvalidaciones.crear, async ({ user, body }) => aSolicitudApi(await crearSolicitud(user, body)));
