import { withApi } from "@/lib/api/handler";
import { apiMatricula } from "@/lib/matricula/api";
import { getMatriculaPdf, respuestaPdf } from "@/lib/matricula/documentos";

export const GET = withApi(apiMatricula.pdfPropia, async ({ user }) => respuestaPdf(await getMatriculaPdf(user, "propia")));
