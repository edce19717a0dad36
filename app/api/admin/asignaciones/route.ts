import { withApi } from "@/lib/api/handler";
import { apiAdminCentro } from "@/lib/centro/admin-api";
import { crearAsignacion, listAsignaciones } from "@/lib/centro/asignaciones";

export const GET = withApi(apiAdminCentro.asignaciones, ({ user, query }) => listAsignaciones(user, { grupo: query.grupo, docenteId: query.docente }));

export const POST = withApi(apiAdminCentro.crearAsignacion, async ({ user, body }) => {
  await crearAsignacion(user, body);
  const [creada] = (await listAsignaciones(user, { grupo: body.grupo, docenteId: body.docenteId })).filter((a) => a.modulo === body.modulo);
  return creada;
});
