import { withApi } from "@/lib/api/handler";
import { apiRefdata, respuestaCacheable } from "@/lib/refdata/api";
import { listPaises } from "@/lib/refdata/queries";

export const GET = withApi(apiRefdata.paises, async () => respuestaCacheable(await listPaises()));
