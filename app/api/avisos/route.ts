import { withApi } from "@/lib/api/handler";
import { apiAvisos } from "@/lib/avisos/api";
import { getBandejaPropia } from "@/lib/avisos/queries";

export const GET = withApi(apiAvisos.listar, async ({ user }) => getBandejaPropia(user));
