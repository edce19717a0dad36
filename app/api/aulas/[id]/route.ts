import { withApi } from "@/lib/api/handler";
import { getAula } from "@/lib/aulas/queries";
import { apiAulas } from "@/lib/aulas/api";

export const GET = withApi(apiAulas.ver, ({ params }) => getAula(params.id));
