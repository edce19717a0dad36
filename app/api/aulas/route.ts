import { withApi } from "@/lib/api/handler";
import { listAulas } from "@/lib/aulas/queries";
import { apiAulas } from "@/lib/aulas/api";

export const GET = withApi(apiAulas.listar, () => listAulas());
