import { withApi } from "@/lib/api/handler";
import { apiMatricula } from "@/lib/matricula/api";
import { listVersionesMatricula } from "@/lib/matricula/versiones";

export const GET = withApi(apiMatricula.versiones, ({ user, params }) => listVersionesMatricula(user, params.id));
