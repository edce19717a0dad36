import { withApi } from "@/lib/api/handler";
import { nuevoCurso } from "@/lib/curso-academico/nuevo-curso";
import { apiNuevoCurso } from "@/lib/curso-academico/nuevo-curso-api";

export const POST = withApi(apiNuevoCurso.crear, ({ user, body }) => nuevoCurso(user, body));
