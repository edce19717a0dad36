import { generarOpenApi } from "@/lib/api/openapi";
import { withApi } from "@/lib/api/handler";
import { RUTAS_API, apiSistema } from "@/lib/catalogo-api/registry";

export const GET = withApi(apiSistema.openapi, async () => generarOpenApi(RUTAS_API, { version: "1.0.0" }));
