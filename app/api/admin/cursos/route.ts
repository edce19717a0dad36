import { withApi } from "@/lib/api/handler";
import { nuevoCurso } from "@/lib/centro/nuevo-curso";
import { apiNuevoCurso } from "@/lib/centro/nuevo-curso-api";

export const POST = withApi(apiNuevoCurso.crear, ({ user, body }) => nuevoCurso(user, body));
