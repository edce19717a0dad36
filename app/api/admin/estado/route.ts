import { withApi } from "@/lib/api/handler";
import { apiEstado } from "@/lib/sistema/api";
import { leerEstado } from "@/lib/sistema/estado";

export const dynamic = "force-dynamic";

export const GET = withApi(apiEstado.estado, () => leerEstado());
