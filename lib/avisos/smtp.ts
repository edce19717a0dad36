import nodemailer from "nodemailer";
import type { Transporte } from "./remitente";

/**
 * nodemailer over SMTP_URL (smtp://user:password@host:587, smtps://…:465). Short timeouts: a server
 * that does not answer fails this attempt, and the row waits for the next one (remitente.ts).
 */
export function transporteSmtp(url: string): Transporte & { cerrar(): void } {
  // Settings in the URL's query (?connectionTimeout=…) override these.
  const t = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async enviar(c) {
      await t.sendMail({ from: c.de, to: c.para, subject: c.asunto, text: c.texto, html: c.html, messageId: c.messageId });
    },
    cerrar: () => t.close(),
  };
}
