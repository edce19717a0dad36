import { withApi } from "@/lib/api/handler";
import { aMatriculaApi, apiMatricula } from "@/lib/matricula/api";
import { revisarMatricula } from "@/lib/matricula/mutations";

export const POST = withApi(apiMatricula.estado, async ({ user, params, body }) => aMatriculaApi(await revisarMatricula(user, params.id, body)));
