import { withApi } from "@/lib/api/handler";
import { apiCursos } from "@/lib/centro/api";
import { getCursos } from "@/lib/centro/queries";

export const GET = withApi(apiCursos.lista, () => getCursos());
