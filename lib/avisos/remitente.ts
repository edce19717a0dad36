import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db";
import { avisos } from "../db/schema";
import { describirError, limpiar, registrar } from "../log";
import { renderizar, type Evento } from "./plantillas";

/** One mail as the transport gets it. */
export type Correo = { de: string; para: string; asunto: string; texto: string; html: string; messageId: string };

/** What delivers a mail: nodemailer over SMTP in the portal, anything in a test. */
export type Transporte = { enviar(c: Correo): Promise<void> };

export type OpcionesEnvio = {
  transporte: Transporte;
  /** The From header ('Portal del centro <portal@centro.es>'). */
  de: string;
  /** The portal's public address, for the links of the mails. */
  base: string;
  centro: string;
  /** Rows claimed at a time. */
  lote?: number;
  /** Attempts before a mail is marked failed for good. */
  maxIntentos?: number;
  /** The clock; tests move it forward instead of waiting. */
  ahora?: Date;
};

/**
 * A claim older than this belongs to a sender that died while sending (a process restart, a crash):
 * nobody knows whether the mail left, so it is not sent again by itself (decision 061).
 */
export const RECLAMO_CADUCA_MS = 10 * 60_000;

/** Wait before attempt n+1 after n failed ones: 30 s, 1 min, 2 min … up to 1 h. */
export function espera(intentos: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, intentos - 1), 3_600_000);
}

type ErrorSmtp = { responseCode?: number; code?: string; message?: string };

/**
 * A refusal that trying again will not change: the server answered 5xx (unknown mailbox, relay
 * denied, bad address) or nodemailer refused the address before connecting.
 */
export function esDefinitivo(e: unknown): boolean {
  const err = e as ErrorSmtp;
  if (typeof err?.responseCode === "number") return err.responseCode >= 500;
  return err?.code === "EENVELOPE" || err?.code === "EADDRESS";
}

/** The server's or the network's reason, short and without addresses (it is shown and logged). */
export function motivo(e: unknown): string {
  const err = e as ErrorSmtp;
  const texto = limpiar(typeof err?.message === "string" ? err.message : String(e), 240);
  return err?.code && !texto.includes(err.code) ? `${err.code}: ${texto}` : texto;
}

/** A stable Message-ID per notice: a retried mail carries the same one, and mail systems drop repeats. */
export function idMensaje(id: number, de: string): string {
  const dominio = /@([^>\s]+)/.exec(de)?.[1] ?? "portal.invalid";
  return `<aviso-${id}@${dominio}>`;
}

/**
 * Marks as failed the rows a dead sender left claimed: at most once (decision 061). An admin sees
 * them in /admin/correo, with why, and may send them again.
 */
export async function liberarReclamosCaducados(db: Db, ahora = new Date()): Promise<number> {
  const limite = new Date(ahora.getTime() - RECLAMO_CADUCA_MS);
  const filas = await db
    .update(avisos)
    .set({ estado: "fallido", error: "El envío se interrumpió (el portal se detuvo mientras enviaba): puede que el correo llegara o no. Reenvíalo si no llegó." })
    .where(and(eq(avisos.estado, "enviando"), lt(avisos.reclamado, limite)))
    .returning({ id: avisos.id });
  return filas.length;
}

/**
 * Claims up to `lote` due rows for this sender, in one statement: FOR UPDATE SKIP LOCKED lets
 * several portal processes claim at once, each getting other rows, never the same one.
 */
export async function reclamar(db: Db, lote: number, ahora = new Date()) {
  const due = sql`(select ${avisos.id} from ${avisos} where ${avisos.estado} = 'pendiente' and ${avisos.proximoIntento} <= ${ahora.toISOString()} order by ${avisos.proximoIntento}, ${avisos.id} limit ${lote} for update skip locked)`;
  return db
    .update(avisos)
    .set({ estado: "enviando", reclamado: ahora, intentos: sql`${avisos.intentos} + 1` })
    .where(and(eq(avisos.estado, "pendiente"), inArray(avisos.id, due)))
    .returning();
}

export type Resumen = { enviados: number; reintentos: number; fallidos: number };

/**
 * One pass of the sender: frees dead claims, then claims, sends and records due rows until none
 * is left. Each row is claimed (committed) before it is sent and marked after: a sender that dies
 * in between leaves it claimed, and liberarReclamosCaducados marks it failed rather than sending
 * it twice. A refused send goes back to pending with a longer wait, or fails for good.
 */
export async function enviarPendientes(db: Db, o: OpcionesEnvio): Promise<Resumen> {
  const lote = o.lote ?? 20;
  const maxIntentos = o.maxIntentos ?? 8;
  const r: Resumen = { enviados: 0, reintentos: 0, fallidos: 0 };
  const ahora = () => o.ahora ?? new Date();
  r.fallidos += await liberarReclamosCaducados(db, ahora());
  for (;;) {
    const filas = await reclamar(db, lote, ahora());
    for (const a of filas) {
      const m = renderizar({ tipo: a.tipo, datos: a.datos } as Evento, o.base, o.centro);
      try {
        await o.transporte.enviar({ de: o.de, para: a.correo, asunto: a.asunto, texto: m.texto, html: m.html, messageId: idMensaje(a.id, o.de) });
        await db.update(avisos).set({ estado: "enviado", enviado: ahora(), error: null }).where(and(eq(avisos.id, a.id), eq(avisos.estado, "enviando")));
        r.enviados++;
        // The id and the kind only: never the address, the subject or the body (issue 45).
        registrar("info", "correo_enviado", { aviso: a.id, tipo: a.tipo });
      } catch (e) {
        const final = esDefinitivo(e) || a.intentos >= maxIntentos;
        await db
          .update(avisos)
          .set(final ? { estado: "fallido", error: motivo(e) } : { estado: "pendiente", error: motivo(e), proximoIntento: new Date(ahora().getTime() + espera(a.intentos)) })
          .where(and(eq(avisos.id, a.id), eq(avisos.estado, "enviando")));
        if (final) r.fallidos++;
        else r.reintentos++;
        registrar("warn", final ? "correo_fallido" : "correo_reintento", { aviso: a.id, tipo: a.tipo, intentos: a.intentos, error: describirError(e) });
      }
    }
    if (filas.length < lote) return r;
  }
}
