import type { DefaultSession } from "next-auth";
import type { TipoUsuario } from "@/lib/auth/roles";

declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id?: number; tipo?: TipoUsuario };
    /** Session id and account session version (lib/auth/sesiones.ts); read on the server. */
    credencial?: { sid?: string; sv?: number; inicio?: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    tipo?: TipoUsuario;
    sid?: string;
    sv?: number;
    inicio?: number;
  }
}
