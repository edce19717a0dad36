import { getEnv } from "../env";

/** Development-only fallback; lib/env.ts refuses to start in production without NEXTAUTH_SECRET. */
export function authSecret(): string {
  return getEnv().NEXTAUTH_SECRET ?? "portal-del-centro-solo-desarrollo-no-usar-en-produccion";
}
