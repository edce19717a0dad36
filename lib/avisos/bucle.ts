import "server-only";
import { getDb } from "../db";
import { getEnv } from "../env";
import { horaEnElCentro } from "../fechas";
import { describirError, registrar } from "../log";
import { ajustesCorreo } from "./ajustes";
import { enviarPendientes } from "./remitente";
import { escribirResumenes } from "./resumenes";
import { transporteSmtp } from "./smtp";

const global = globalThis as unknown as { __portalRemitente?: NodeJS.Timeout; __portalResumenes?: NodeJS.Timeout };

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

/** How often the digests job looks whether someone is due one: cheap, once everyone has this week's. */
const INTERVALO_RESUMENES_MS = 10 * 60 * 1000;

/**
 * Starts the digests job in this portal process (instrumentation.ts, next to the sender): every ten
 * minutes it writes the weekly and monthly digests that are due (lib/avisos/resumenes.ts, decision
 * 066). It runs with or without SMTP_URL: the digests are in the bell too, and the sender (or, in the
 * demo, /admin/correo) takes them from the outbox like any other notice. Every process runs one; the
 * key of resumenes_escritos keeps them from writing a digest twice.
 */
export function iniciarResumenes(): void {
  if (global.__portalResumenes) return;
  let enCurso = false;
  const pasada = async () => {
    // Not before seven in the centre: nobody wants a digest at midnight.
    if (enCurso || horaEnElCentro() < "07:00") return;
    enCurso = true;
    try {
      const escritos = await escribirResumenes(await getDb());
      if (escritos > 0) registrar("info", "resumenes_escritos", { avisos: escritos });
    } catch (e) {
      registrar("warn", "resumenes_sin_escribir", { error: describirError(e) });
    } finally {
      enCurso = false;
    }
  };
  global.__portalResumenes = setInterval(pasada, INTERVALO_RESUMENES_MS);
  global.__portalResumenes.unref();
  // A first pass soon after starting, once the migrations have run: a portal restarted on Monday
  // morning need not wait ten minutes.
  setTimeout(pasada, 15_000).unref();
}
