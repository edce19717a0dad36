import { withApi } from "@/lib/api/handler";
import { apiAdminAsignaciones } from "@/lib/asignaciones/admin-api";
import { eliminarAsignacion } from "@/lib/asignaciones/admin";

export const DELETE = withApi(apiAdminAsignaciones.eliminarAsignacion, ({ user, params }) => eliminarAsignacion(user, params));
