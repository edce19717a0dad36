import { withApi } from "@/lib/api/handler";
import { apiAuth } from "@/lib/auth/api";
import { loginConIdToken } from "@/lib/auth/api-login";

export const POST = withApi(apiAuth.login, ({ body }) => loginConIdToken(body.token));
