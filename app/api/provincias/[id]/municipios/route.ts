import { withApi } from "@/lib/api/handler";
import { apiRefdata, respuestaCacheable } from "@/lib/refdata/api";
import { listMunicipios } from "@/lib/refdata/queries";

export const GET = withApi(apiRefdata.municipios, async ({ params }) => respuestaCacheable(await listMunicipios(params.id)));
