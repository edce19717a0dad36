import { withApi } from "@/lib/api/handler";
import { apiRefdata, respuestaCacheable } from "@/lib/refdata/api";
import { listProvincias } from "@/lib/refdata/queries";

export const GET = withApi(apiRefdata.provincias, async () => respuestaCacheable(await listProvincias()));
