#!/usr/bin/env node
// Test-only mail server for the end-to-end run: a real SMTP server (the `smtp-server` package) on
// loopback that the demo portal sends its notices to (SMTP_URL), and a small HTTP server next to it
// that gives the specs what arrived (GET /mensajes: [{de, para, crudo}]). No TLS, no
// authentication, nothing kept on disk.
import http from "node:http";
import { SMTPServer } from "smtp-server";

const puertoSmtp = Number(process.env.E2E_SMTP_PORT || 8896);
const puertoHttp = Number(process.env.E2E_SMTP_HTTP_PORT || 8895);
const recibidos = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const partes = [];
    stream.on("data", (b) => partes.push(b));
    stream.on("end", () => {
      recibidos.push({ de: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", para: session.envelope.rcptTo.map((r) => r.address), crudo: Buffer.concat(partes).toString("utf8") });
      callback();
    });
  },
});
smtp.listen(puertoSmtp, "127.0.0.1", () => console.log(`SMTP de pruebas en 127.0.0.1:${puertoSmtp}`));

http
  .createServer((req, res) => {
    if (req.method === "GET" && req.url === "/mensajes") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(recibidos));
    }
    res.writeHead(404).end();
  })
  .listen(puertoHttp, "127.0.0.1", () => console.log(`Mensajes recibidos en http://127.0.0.1:${puertoHttp}/mensajes`));
