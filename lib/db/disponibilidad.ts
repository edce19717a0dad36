import { codigoSql } from "./errores";

/**
 * Whether an error means "the database cannot be reached right now" (server down, restarting,
 * connection dropped, pool timeout) rather than "this query is wrong". Those become 503 for the
 * API and /api/health; the pool opens new connections by itself once the server is back, so the
 * portal recovers without a restart.
 */

// SQLSTATE: admin/crash shutdown, cannot connect now, too many connections, connection exceptions.
const SQLSTATE_CAIDA = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08P01"]);
// Node's socket errors.
const ERRNO_CAIDA = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);
// node-postgres raises these without a code.
const MENSAJES_CAIDA = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|connection is closed|server closed the connection/i;

export function esBaseDeDatosNoDisponible(e: unknown): boolean {
  if (SQLSTATE_CAIDA.has(codigoSql(e) ?? "")) return true;
  const pendientes: unknown[] = [e];
  for (let i = 0; pendientes.length && i < 20; i++) {
    const x = pendientes.shift();
    if (!x || typeof x !== "object") continue;
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && ERRNO_CAIDA.has(code)) return true;
    const message = (x as { message?: unknown }).message;
    if (typeof message === "string" && MENSAJES_CAIDA.test(message)) return true;
    pendientes.push((x as { cause?: unknown }).cause);
    // A refused connection to a host with IPv4 and IPv6 addresses comes as an AggregateError.
    const errores = (x as { errors?: unknown }).errors;
    if (Array.isArray(errores)) pendientes.push(...errores);
  }
  return false;
}

/**
 * Whether the last query of this process found the database unreachable (and none has worked
 * since). Kept on globalThis: the data layer that notes it and the HTTP layer that reads it
 * (lib/servidor.ts: a page that fails meanwhile answers 503, not 500) may be different bundles.
 */
const estado = globalThis as unknown as { __portalBaseDeDatosCaida?: boolean };

export function anotarDisponibilidad(e: unknown | null): void {
  if (e === null) {
    if (estado.__portalBaseDeDatosCaida) estado.__portalBaseDeDatosCaida = false;
  } else if (esBaseDeDatosNoDisponible(e)) {
    estado.__portalBaseDeDatosCaida = true;
  }
}

export const baseDeDatosCaida = (): boolean => estado.__portalBaseDeDatosCaida === true;
