import { withApi } from "@/lib/api/handler";
import { apiAvisos } from "@/lib/avisos/api";
import { marcarLeidos } from "@/lib/avisos/mutations";

export const POST = withApi(apiAvisos.leer, async ({ user, body }) => ({ marcados: await marcarLeidos(user, body.id) }));
