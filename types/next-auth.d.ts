import type { DefaultSession } from "next-auth";
import type { TipoUsuario } from "@/lib/auth/roles";

declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id?: number; tipo?: TipoUsuario };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    tipo?: TipoUsuario;
  }
}
