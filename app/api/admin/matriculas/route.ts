import { withApi } from "@/lib/api/handler";
import { apiMatricula } from "@/lib/matricula/api";
import { listMatriculas } from "@/lib/matricula/lista";

export const GET = withApi(apiMatricula.lista, async ({ user, query }) => listMatriculas(user, query));
