import "server-only";
import { getDb } from "../db";
import { getEnv } from "../env";
import { describirError, registrar } from "../log";
import { ajustesCorreo } from "./ajustes";
import { enviarPendientes } from "./remitente";
import { transporteSmtp } from "./smtp";

const global = globalThis as unknown as { __portalRemitente?: NodeJS.Timeout };

/**
 * Starts the sender of the outbox in this portal process (instrumentation.ts calls it once): every
 * AVISOS_INTERVALO_S seconds it delivers what is due. Every process of the portal runs one; the
 * claim (FOR UPDATE SKIP LOCKED) keeps them from sending the same row. Requests never send: they
 * only write rows. Without SMTP_URL nothing starts and the rows stay pending, visible to admins.
 */
export function iniciarRemitente(): void {
  const env = getEnv();
  if (!env.SMTP_URL) {
    registrar("info", "correo_desactivado", { motivo: "sin SMTP_URL: los avisos se quedan pendientes en /admin/correo" });
    return;
  }
  if (global.__portalRemitente) return;
  const transporte = transporteSmtp(env.SMTP_URL);
  const ajustes = ajustesCorreo();
  let enCurso = false;
  const pasada = async () => {
    // A slow SMTP server must not stack passes on top of each other.
    if (enCurso) return;
    enCurso = true;
    try {
      await enviarPendientes(await getDb(), { ...ajustes, transporte });
    } catch (e) {
      // The database down or restarting: the next pass tries again.
      registrar("warn", "remitente_sin_base_de_datos", { error: describirError(e) });
    } finally {
      enCurso = false;
    }
  };
  global.__portalRemitente = setInterval(pasada, env.AVISOS_INTERVALO_S * 1000);
  // The sender never keeps a stopping process alive.
  global.__portalRemitente.unref();
  registrar("info", "correo_activado", { intervaloS: env.AVISOS_INTERVALO_S });
}
