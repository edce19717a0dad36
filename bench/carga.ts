import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { resumirLatencias } from "./estadistica";
import type { MedidaCarga } from "./tipos";

/**
 * Load with autocannon (npm), in this process. Every response time is kept so that p95 can be
 * computed (autocannon's summary has p90 and p97.5, not p95); a run of 8 s keeps a few thousand.
 */

export type Carga = {
  url: string;
  conexiones: number;
  /** Seconds; ignored when `cantidad` is given. */
  duracionS?: number;
  /** Exactly this many requests, then stop. */
  cantidad?: number;
  cabeceras?: Record<string, string>;
  /** Expected status: any other counts as unexpected (a broken run). */
  esperado: number;
  metodo?: "GET" | "POST";
  /** Called for each request (e.g. a different body each time); returns headers and body. */
  siguiente?: () => { cabeceras: Record<string, string>; cuerpo: string };
  /** The server's CPU ms so far (Servidor.cpuMs), read before and after for the CPU per request. */
  cpuMs?: () => number | null;
};

export function medirCarga(c: Carga): Promise<MedidaCarga> {
  const tiempos: number[] = [];
  let bytes = 0;
  const codigos: Record<string, number> = {};
  let inesperadas = 0;
  const opciones: autocannon.Options = {
    url: c.url,
    connections: c.conexiones,
    duration: c.duracionS ?? 8,
    amount: c.cantidad,
    headers: c.cabeceras,
    method: c.metodo ?? "GET",
    // Generous: a request still waiting after this long is reported, not silently dropped.
    timeout: 30,
  };
  if (c.siguiente) {
    const siguiente = c.siguiente;
    opciones.requests = [
      {
        setupRequest: (req) => {
          const { cabeceras, cuerpo } = siguiente();
          return { ...req, method: c.metodo ?? "POST", headers: { ...c.cabeceras, ...cabeceras }, body: cuerpo };
        },
      },
    ];
  }
  return new Promise((resolve, reject) => {
    const cpuInicio = c.cpuMs?.() ?? null;
    const inicio = performance.now();
    let ultima = inicio;
    const instancia = autocannon(opciones, (err, r) => {
      if (err) return reject(err);
      // With `amount`, autocannon notices the end at its next one-second tick and reports that;
      // the time of the last response is the real one.
      const segundos = c.cantidad ? (ultima - inicio) / 1000 : r.duration;
      const cpuFin = c.cpuMs?.() ?? null;
      resolve({
        rps: segundos > 0 ? tiempos.length / segundos : 0,
        total: tiempos.length,
        segundos,
        lat: resumirLatencias(tiempos),
        inesperadas,
        errores: r.errors,
        timeouts: r.timeouts,
        codigos,
        cpuMsPorPeticion: cpuInicio !== null && cpuFin !== null && tiempos.length > 0 ? (cpuFin - cpuInicio) / tiempos.length : null,
        bytesPorRespuesta: tiempos.length > 0 ? bytes / tiempos.length : undefined,
      });
    });
    instancia.on("response", (_cliente, estado, recibidos, ms) => {
      ultima = performance.now();
      tiempos.push(ms);
      bytes += recibidos;
      codigos[estado] = (codigos[estado] ?? 0) + 1;
      if (estado !== c.esperado) inesperadas++;
    });
  });
}
