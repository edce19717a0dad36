import { notFound } from "next/navigation";
import { esAppError } from "../errors";
import { idSolicitudSchema } from "./schemas";

/** The request id in a page's route, or the not-found page for anything that is not one. */
export async function idDeLaRuta(params: Promise<{ id: string }>): Promise<number> {
  const p = idSolicitudSchema.safeParse(await params);
  if (!p.success) notFound();
  return p.data.id;
}

/** The page's data; a 'not found' from lib/ (another student's request, say) is the not-found page. */
export async function oNoEncontrado<T>(datos: Promise<T>): Promise<T> {
  try {
    return await datos;
  } catch (e) {
    if (esAppError(e) && e.status === 404) notFound();
    throw e;
  }
}
