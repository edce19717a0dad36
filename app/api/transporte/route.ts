import { withApi } from "@/lib/api/handler";
import { aRutaApi, apiMatricula } from "@/lib/matricula/api";
import { listRutas } from "@/lib/matricula/transporte";

export const GET = withApi(apiMatricula.transporte, async () => (await listRutas()).map(aRutaApi));
