import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { eliminarAsignacion } from "@/lib/centro/asignaciones";

export const DELETE = withApi(apiAdminCentro.eliminarAsignacion, ({ user, params }) => eliminarAsignacion(user, params));
