import { withApi } from "@/lib/api/handler";
import { apiMatricula } from "@/lib/matricula/api";
import { listSinMatricula } from "@/lib/matricula/sin-enviar";

export const GET = withApi(apiMatricula.sinEnviar, ({ user }) => listSinMatricula(user));
