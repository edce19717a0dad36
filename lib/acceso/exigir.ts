import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser, type UsuarioActual } from "../auth/current-user";
import { prohibido } from "../errors";
import type { ConCargos } from "./cargos";
import { puede, type Operacion } from "./politica";

/**
 * The gates built on the policy (lib/acceso/politica.ts), one per kind of caller:
 *  - paginaPara: pages and form actions — the signed-in person, or a redirect to `/` (which sends
 *    a signed-in person on to their own home);
 *  - exigir: lib/ functions — throws a 403 AppError;
 *  - API routes declare the operation in their contract and withApi answers 401/403 itself.
 */
export async function paginaPara(op: Operacion): Promise<UsuarioActual> {
  const u = await getCurrentUser();
  if (!u || !puede(u, op)) redirect("/");
  return u;
}

/** For pages any signed-in person may open (their profile). */
export async function paginaConSesion(): Promise<UsuarioActual> {
  const u = await getCurrentUser();
  if (!u) redirect("/");
  return u;
}

export function exigir(u: ConCargos, op: Operacion, mensaje?: string): void {
  if (!puede(u, op)) throw prohibido(mensaje);
}
