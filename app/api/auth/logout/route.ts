import { withApi } from "@/lib/api/handler";
import { apiAuth } from "@/lib/auth/api";
import { cerrarSesionDeLaPeticion } from "@/lib/auth/logout";

export const POST = withApi(apiAuth.logout, ({ req }) => cerrarSesionDeLaPeticion(req));
