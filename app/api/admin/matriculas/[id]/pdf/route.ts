import { withApi } from "@/lib/api/handler";
import { apiMatricula } from "@/lib/matricula/api";
import { getMatriculaPdf, respuestaPdf } from "@/lib/matricula/documentos";

export const GET = withApi(apiMatricula.pdf, async ({ user, params }) => respuestaPdf(await getMatriculaPdf(user, params.id)));
