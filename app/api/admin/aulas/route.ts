import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { crearAula, listAulasAdmin } from "@/lib/aulas/admin";

export const GET = withApi(apiAdminCentro.aulas, ({ user }) => listAulasAdmin(user));

export const POST = withApi(apiAdminCentro.crearAula, ({ user, body }) => crearAula(user, body));
