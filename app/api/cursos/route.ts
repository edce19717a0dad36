import { withApi } from "@/lib/api/handler";
import { apiCursos } from "@/lib/curso-academico/api";
import { getCursos } from "@/lib/curso-academico/queries";

export const GET = withApi(apiCursos.lista, () => getCursos());
