import "server-only";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { CARPETA_COPIAS } from "../db/copia";
import { comprobarBaseDeDatos } from "../health";
import { unsafeResumenCorreo } from "../avisos/queries";
import { getDb } from "../db";
import { getEnv } from "../env";
import paquete from "../../package.json";
import type { Estado } from "./schemas";

/**
 * GET /api/admin/estado (issue 49): what monitoring asks an admin-only endpoint, beyond the cheap
 * public /api/health — the portal's version, how long this process has run, how old the newest
 * backup in backups/ is and the mail outbox's backlog, with warnings a person or a check can act on.
 */

/** A nightly copy (portal-copia.timer at 02:30) plus a margin: older than this is a warning. */
export const HORAS_MAXIMAS_SIN_COPIA = 26;

const NOMBRE_COPIA = /^portal-(postgres|pglite)-\d{8}-\d{6}\.(sql|tar\.gz)$/;

export type { Estado };

/** The newest copy named as `npm run db:backup` names them, or null; other files are ignored. */
export async function ultimaCopia(carpeta: string, ahora = Date.now()): Promise<Estado["ultimaCopia"]> {
  let nombres: string[];
  try {
    nombres = (await readdir(carpeta)).filter((n) => NOMBRE_COPIA.test(n));
  } catch {
    return null;
  }
  const copias = await Promise.all(nombres.map(async (n) => ({ n, s: await stat(path.join(carpeta, n)) })));
  const ultima = copias.filter((c) => c.s.isFile()).sort((a, b) => b.s.mtimeMs - a.s.mtimeMs)[0];
  if (!ultima) return null;
  return { fichero: ultima.n, momento: ultima.s.mtime.toISOString(), horas: Math.round(((ahora - ultima.s.mtimeMs) / 3_600_000) * 10) / 10, bytes: ultima.s.size };
}

/** A pending mail older than this means the sender is not getting through. */
export const HORAS_MAXIMAS_CORREO_PENDIENTE = 1;

/** What deserves a person's attention, in Spanish. */
export function avisosDe(e: Pick<Estado, "baseDeDatos" | "ultimaCopia"> & { correo?: Estado["correo"] }): string[] {
  const avisos: string[] = [];
  if (e.baseDeDatos !== "ok") avisos.push("La base de datos no responde.");
  if (!e.ultimaCopia) avisos.push(`No hay ninguna copia de seguridad en ${CARPETA_COPIAS}/.`);
  else if (e.ultimaCopia.horas > HORAS_MAXIMAS_SIN_COPIA) avisos.push(`La última copia de seguridad tiene ${Math.floor(e.ultimaCopia.horas)} horas (${e.ultimaCopia.fichero}).`);
  else if (e.ultimaCopia.bytes === 0) avisos.push(`La última copia de seguridad está vacía (${e.ultimaCopia.fichero}).`);
  const c = e.correo;
  if (c?.fallidos) avisos.push(`Hay ${c.fallidos === 1 ? "1 correo fallido" : `${c.fallidos} correos fallidos`}: revísalos en Administración › Correo.`);
  if (c?.smtp && c.horasDelPendienteMasAntiguo !== null && c.horasDelPendienteMasAntiguo > HORAS_MAXIMAS_CORREO_PENDIENTE) {
    avisos.push(`El correo pendiente más antiguo lleva ${Math.floor(c.horasDelPendienteMasAntiguo)} horas sin enviarse (${c.pendientes} pendientes): el servidor SMTP no los acepta.`);
  }
  return avisos;
}

/** The outbox's counts, or null when the database does not answer. */
async function leerCorreo(baseDeDatos: Estado["baseDeDatos"]): Promise<Estado["correo"]> {
  if (baseDeDatos !== "ok") return null;
  const { porEstado: n, horasDelPendienteMasAntiguo } = await unsafeResumenCorreo(await getDb());
  return { pendientes: n.pendiente, enviando: n.enviando, enviados: n.enviado, fallidos: n.fallido, horasDelPendienteMasAntiguo, smtp: Boolean(getEnv().SMTP_URL) };
}

export async function leerEstado(carpetaCopias = path.resolve(CARPETA_COPIAS)): Promise<Estado> {
  const [baseDeDatos, copia] = await Promise.all([comprobarBaseDeDatos(), ultimaCopia(carpetaCopias)]);
  const correo = await leerCorreo(baseDeDatos);
  return {
    version: paquete.version,
    baseDeDatos,
    proceso: { pid: process.pid, segundosEnMarcha: Math.floor(process.uptime()) },
    ultimaCopia: copia,
    correo,
    avisos: avisosDe({ baseDeDatos, ultimaCopia: copia, correo }),
  };
}
