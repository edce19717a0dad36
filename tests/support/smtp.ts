import { SMTPServer } from "smtp-server";

/** A mail as the test server received it: the envelope and the headers that tests look at. */
export type Recibido = { de: string; para: string[]; asunto: string; messageId: string; texto: string; html: string; crudo: string };

/** Quoted-printable (what nodemailer uses for Spanish text) back to UTF-8. */
function desdeQp(s: string): string {
  const sinCortes = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes[i] === "=" ? /^[0-9A-F]{2}/i.exec(sinCortes.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(sinCortes[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded body of the part of type `tipo` (text/plain, text/html) of a raw message. */
export function parteDe(crudo: string, tipo: string): string {
  const partes = crudo.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const p of partes) {
    const [cab, ...resto] = p.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${tipo}`, "i").test(cab)) continue;
    const cuerpo = resto.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(cab)) return desdeQp(cuerpo);
    if (/content-transfer-encoding:\s*base64/i.test(cab)) return Buffer.from(cuerpo, "base64").toString("utf8");
    return cuerpo;
  }
  return "";
}

/** An unfolded header of a raw message, decoding RFC 2047 UTF-8 words (nodemailer's subjects). */
export function cabeceraDe(crudo: string, nombre: string): string {
  const cabeceras = crudo.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const linea = cabeceras.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${nombre.toLowerCase()}:`));
  const valor = linea ? linea.slice(nombre.length + 1).trim() : "";
  return valor
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, modo: string, texto: string) =>
      modo.toLowerCase() === "b" ? Buffer.from(texto, "base64").toString("utf8") : Buffer.from(texto.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    );
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), without TLS or authentication, that
 * keeps what it receives. `parar` and `arrancar` stop and start it on the same port, for tests of a
 * mail server that is down.
 */
export class ServidorSmtp {
  readonly recibidos: Recibido[] = [];
  private servidor: SMTPServer | null = null;
  port = 0;
  /** Answer 550 to these recipients (an unknown mailbox). */
  rechazar = new Set<string>();

  async arrancar(): Promise<void> {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rechazar.has(address.address)) {
          const e = new Error("No such user here") as Error & { responseCode: number };
          e.responseCode = 550;
          return callback(e);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const partes: Buffer[] = [];
        stream.on("data", (b: Buffer) => partes.push(b));
        stream.on("end", () => {
          const crudo = Buffer.concat(partes).toString("utf8");
          this.recibidos.push({
            de: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            para: session.envelope.rcptTo.map((r) => r.address),
            asunto: cabeceraDe(crudo, "Subject"),
            messageId: cabeceraDe(crudo, "Message-ID"),
            texto: parteDe(crudo, "text/plain"),
            html: parteDe(crudo, "text/html"),
            crudo,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once("error", reject);
      s.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (s.server.address() as { port: number }).port;
    this.servidor = s;
  }

  async parar(): Promise<void> {
    const s = this.servidor;
    this.servidor = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
