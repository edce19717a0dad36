import { withApi } from "@/lib/api/handler";
import { apiAdminAsignaciones } from "@/lib/asignaciones/admin-api";
import { crearAsignacion, listAsignaciones } from "@/lib/asignaciones/admin";

export const GET = withApi(apiAdminAsignaciones.asignaciones, ({ user, query }) => listAsignaciones(user, { grupo: query.grupo, docenteId: query.docente }));

export const POST = withApi(apiAdminAsignaciones.crearAsignacion, async ({ user, body }) => {
  await crearAsignacion(user, body);
  const [creada] = (await listAsignaciones(user, { grupo: body.grupo, docenteId: body.docenteId })).filter((a) => a.modulo === body.modulo);
  return creada;
});
