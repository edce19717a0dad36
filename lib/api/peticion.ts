/**
 * Request ids: proxy.ts gives every request one (or keeps a well-formed one set by the reverse
 * proxy), passes it on in `x-request-id` and sends it back to the client. Error answers and log
 * lines carry it, so a user's report points at one log line.
 */

export const CABECERA_ID_PETICION = "x-request-id";

const VALIDO = /^[A-Za-z0-9._:-]{8,100}$/;

export function nuevoIdDePeticion(): string {
  return crypto.randomUUID();
}

/** The id a client or reverse proxy sent, if well formed; else a fresh one. */
export function idRecibidoONuevo(id: string | null | undefined): string {
  return id && VALIDO.test(id) ? id : nuevoIdDePeticion();
}

/** The request's id, as the proxy set it; a fresh one if there is none (a handler called directly). */
export function idDePeticion(cabeceras: Headers): string {
  return idRecibidoONuevo(cabeceras.get(CABECERA_ID_PETICION));
}
