import { withApi } from "@/lib/api/handler";
import { apiHorarios } from "@/lib/horarios/api";
import { unsafeCalendarioPorToken } from "@/lib/horarios/suscripcion-ics";

export const GET = withApi(apiHorarios.calendario, async ({ params }) => {
  const { ics } = await unsafeCalendarioPorToken(params.token);
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="horario.ics"',
      // A secret address: no shared cache may keep it.
      "cache-control": "private, max-age=300",
    },
  });
});
