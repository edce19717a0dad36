import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { getTutoria } from "@/lib/modulos/queries";

export const GET = withApi(apiModulos.tutoria, async ({ user }) => {
  const t = await getTutoria(user);
  return t ?? { grupo: null, ciclo: null, curso: null, cicloNombre: null };
});
