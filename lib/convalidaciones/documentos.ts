import "server-only";
import type { Db } from "../db";
import { leerImagenesMembrete } from "../pdf";
import { dibujarCartaPdf } from "./pdf";
import { getCartaRespuesta, type Quien } from "./queries";

export async function getCartaRespuestaPdf(user: Quien, id: number, db?: Db): Promise<{ nombreArchivo: string; pdf: Uint8Array }> {
  const { solicitud, carta } = await getCartaRespuesta(user, id, db);
  return { nombreArchivo: `respuesta-convalidacion-${solicitud.id}.pdf`, pdf: await dibujarCartaPdf(carta, await leerImagenesMembrete()) };
}
