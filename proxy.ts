import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { decisionProxy, esTipo } from "@/lib/auth/roles";
import { authSecret } from "@/lib/auth/secret";

/**
 * Optimistic role redirects from the session cookie alone (no database here). It is a convenience:
 * every page, server action and route handler checks the user again through lib/auth.
 */
export async function proxy(request: NextRequest) {
  const token = await getToken({ req: request, secret: authSecret() });
  const tipo = esTipo(token?.tipo) ? token.tipo : null;
  const destino = decisionProxy(request.nextUrl.pathname, tipo);
  if (destino) return NextResponse.redirect(new URL(destino, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/estudiantes/:path*",
    "/docentes/:path*",
    "/jefatura/:path*",
    "/admin/:path*",
    "/aulas/:path*",
    "/panel/:path*",
    "/horarios/:path*",
    "/perfil/:path*",
  ],
};
