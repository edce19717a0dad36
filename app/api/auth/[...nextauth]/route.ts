import NextAuth from "next-auth";
import { limitarIntentoDeAcceso } from "@/lib/auth/limites";
import { getAuthOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  // Too many sign-in attempts from this address or for this account: 429 before next-auth runs.
  const demasiados = await limitarIntentoDeAcceso(req, (await ctx.params).nextauth ?? []);
  if (demasiados) return demasiados;
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };
