import { getEnv } from "../env";
import type { OpcionesEnvio } from "./remitente";

/** The portal's public address (links in mails) and the From header, from the environment. */
export function ajustesCorreo(): Omit<OpcionesEnvio, "transporte"> {
  const env = getEnv();
  return {
    de: env.MAIL_FROM ?? `Portal del centro <portal@${env.AUTH_DOMAIN}>`,
    base: env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`,
    centro: env.CENTRO_NOMBRE,
    maxIntentos: env.AVISOS_MAX_INTENTOS,
  };
}
