import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { enviarEncuesta } from "@/lib/encuestas/mutations";

export const POST = withApi(apiEncuestas.enviar, async ({ user, body }) => ({ message: (await enviarEncuesta(user, body)).message }));
