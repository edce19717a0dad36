import { withApi } from "@/lib/api/handler";
import { apiAuth, usuarioApi } from "@/lib/auth/api";

export const GET = withApi(apiAuth.perfil, async ({ user }) => usuarioApi(user));
