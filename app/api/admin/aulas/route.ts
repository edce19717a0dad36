import { withApi } from "@/lib/api/handler";
import { apiAdminAulas } from "@/lib/aulas/admin-api";
import { crearAula, listAulasAdmin } from "@/lib/aulas/admin";

export const GET = withApi(apiAdminAulas.aulas, ({ user }) => listAulasAdmin(user));

export const POST = withApi(apiAdminAulas.crearAula, ({ user, body }) => crearAula(user, body));
