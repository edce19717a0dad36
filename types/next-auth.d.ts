import type { DefaultSession } from "next-auth";
import type { Cargo } from "@/lib/acceso/cargos";

declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id?: number; cargos?: Cargo[] };
    /** Session id and account session version (lib/auth/sesiones-de-acceso.ts); read on the server. */
    credencial?: { sid?: string; sv?: number; inicio?: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    /** The account's cargos at sign-in (lib/acceso/cargos.ts). */
    cargos?: Cargo[];
    /** Cookies issued before cargos (issue 43) carry one type instead (cargosDelToken). */
    tipo?: string;
    sid?: string;
    sv?: number;
    inicio?: number;
  }
}
