import { withApi } from "@/lib/api/handler";
import { apiRefdata, respuestaCacheable } from "@/lib/refdata/api";
import { lugaresDelCodigoPostal } from "@/lib/refdata/queries";

export const GET = withApi(apiRefdata.codigoPostal, async ({ params }) => respuestaCacheable(await lugaresDelCodigoPostal(params.codigo)));
