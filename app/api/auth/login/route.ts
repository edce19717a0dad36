import { withApi } from "@/lib/api/handler";
import { apiAuth } from "@/lib/auth/api";
import { loginConIdToken } from "@/lib/auth/api-login";
import { ipDelCliente } from "@/lib/auth/limites";

export const POST = withApi(apiAuth.login, ({ req, body }) => loginConIdToken(body.token, ipDelCliente(req.headers)));
