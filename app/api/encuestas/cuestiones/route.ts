import { withApi } from "@/lib/api/handler";
import { apiEncuestas } from "@/lib/encuestas/api";
import { listCuestiones } from "@/lib/encuestas/queries";

export const GET = withApi(apiEncuestas.cuestiones, async () => (await listCuestiones()).map(({ id, texto }) => ({ id, texto })));
