import type { Db } from "../db";
import { deLaRuta, esAppError, oNoEncontrado } from "../errors";
import type { CartaRespuesta } from "./carta";
import { getCartaRespuesta, type Quien } from "./queries";
import { idSolicitudSchema } from "./schemas";

/** The request id in a page's route, or the not-found page for anything that is not one. */
export function idDeLaRuta(params: Promise<{ id: string }>): Promise<number> {
  return deLaRuta(params, idSolicitudSchema, async ({ id }) => id);
}

/**
 * The reply letter for its printable page: null while the request is unresolved (the page says so
 * instead of showing an error), the not-found page for a request that is not the user's.
 */
export async function getCartaDeLaPagina(user: Quien, id: number, db?: Db): Promise<CartaRespuesta | null> {
  try {
    return (await oNoEncontrado(getCartaRespuesta(user, id, db))).carta;
  } catch (e) {
    if (esAppError(e) && e.status === 409) return null;
    throw e;
  }
}
