import { withApi } from "@/lib/api/handler";
import { aMatriculaApi, apiMatricula } from "@/lib/matricula/api";
import { getMatricula } from "@/lib/matricula/ficha";
import { listHistorialMatricula } from "@/lib/matricula/lista";

export const GET = withApi(apiMatricula.una, async ({ user, params }) => ({ ...aMatriculaApi(await getMatricula(user, params.id)), historial: await listHistorialMatricula(user, params.id) }));
