import NextAuth from "next-auth";
import { anotarSiFallo, leerIntentoDeAcceso, limitarIntentoDeAcceso } from "@/lib/auth/limites";
import { getAuthOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  // Too many failed sign-ins from this address or for this account: 429 before next-auth runs;
  // a callback that opens no session is one more failure (lib/auth/limites.ts).
  const intento = await leerIntentoDeAcceso(req, (await ctx.params).nextauth ?? []);
  const demasiados = await limitarIntentoDeAcceso(intento);
  if (demasiados) return demasiados;
  const res: Response = await NextAuth(req as never, ctx as never, getAuthOptions());
  await anotarSiFallo(intento, res);
  return res;
}

export { handler as GET, handler as POST };
