import { decode, encode } from "next-auth/jwt";
import { contarNoLeidos } from "../lib/avisos/queries";
import { descifrarCookieSesion } from "../lib/auth/cookie-sesion";
import { unsafeCuentaDeCredencial } from "../lib/auth/sesiones-de-acceso";
import type { Db } from "../lib/db/client";
import { MemoriasDeCambios } from "../lib/db/cambios";
import type { Usuario } from "../lib/db/schema";
import type { Cargo } from "../lib/acceso/cargos";
import { formatearNumero } from "./estadistica";

/**
 * `--micro`: the fixed pieces of a signed-in request, each timed in the bench's own process without
 * a server, before and after issue 50's changes, in alternating blocks (A B B A, three times) so a
 * busy machine weighs on both alike: CPU µs per call from process.cpuUsage, which counts this
 * process's work only (not PostgreSQL's, which the memories also save). On a 2-core machine shared
 * with other jobs these are steadier than the server's req/s (decision 071).
 */

export type FilaMicro = { pieza: string; porPeticion: number; antesUs: number; despuesUs: number };

async function cpuUs(n: number, fn: () => Promise<unknown>): Promise<number> {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / n;
}

const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

/** A against B in blocks A B B A, three rounds; the median of each side's six blocks. */
export async function porTurnos(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<{ a: number; b: number }> {
  for (let i = 0; i < Math.min(n, 50); i++) {
    await a();
    await b();
  }
  const ra: number[] = [];
  const rb: number[] = [];
  for (let r = 0; r < 3; r++) {
    ra.push(await cpuUs(n, a));
    rb.push(await cpuUs(n, b));
    rb.push(await cpuUs(n, b));
    ra.push(await cpuUs(n, a));
  }
  return { a: mediana(ra), b: mediana(rb) };
}

export async function medirCosteFijo(db: Db, secreto: string, cuenta: { id: number; email: string; cargos: Cargo[] }): Promise<FilaMicro[]> {
  const token = await encode({ token: { uid: cuenta.id, email: cuenta.email, cargos: cuenta.cargos, sid: "micro", sv: 1, inicio: Math.floor(Date.now() / 1000) }, secret: secreto });
  const cookie = await porTurnos(
    300,
    () => decode({ token, secret: secreto }),
    () => descifrarCookieSesion({ token, secret: secreto }),
  );
  const memorias = new MemoriasDeCambios<Usuario>();
  // Listening is what lets a process remember; here nothing changes during the measure.
  memorias.activar(true);
  const credencial = { sid: "micro", sv: 1, inicio: Math.floor(Date.now() / 1000) };
  const sesion = await porTurnos(
    300,
    () => unsafeCuentaDeCredencial(cuenta.id, credencial, db, Date.now(), null),
    () => unsafeCuentaDeCredencial(cuenta.id, credencial, db, Date.now(), memorias),
  );
  const quien = { id: cuenta.id, cargos: cuenta.cargos };
  const campana = await porTurnos(
    300,
    () => contarNoLeidos(quien, db, null),
    () => contarNoLeidos(quien, db, memorias),
  );
  return [
    { pieza: "descifrar la cookie de sesión (next-auth `decode` → `descifrarCookieSesion`)", porPeticion: 2, antesUs: cookie.a, despuesUs: cookie.b },
    { pieza: "la cuenta y si la sesión está revocada (`unsafeCuentaDeCredencial`, sin → con memoria)", porPeticion: 1, antesUs: sesion.a, despuesUs: sesion.b },
    { pieza: "avisos sin leer de la campana (`contarNoLeidos`, sin → con memoria)", porPeticion: 1, antesUs: campana.a, despuesUs: campana.b },
  ];
}


export function microEnTexto(filas: readonly FilaMicro[]): string {
  const l = [
    "## Coste fijo de una petición con sesión, pieza a pieza (`--micro`)",
    "",
    "CPU del proceso del banco por llamada (µs, `process.cpuUsage`), antes y después de los cambios de la issue 50, en bloques alternos A B B A tres veces (mediana). No cuenta la CPU de PostgreSQL, que las memorias también ahorran. «por petición»: cuántas veces la hace una página con sesión.",
    "",
    "| pieza | por petición | antes (µs) | después (µs) | ahorro por petición (ms) |",
    "|---|---:|---:|---:|---:|",
  ];
  let total = 0;
  for (const f of filas) {
    const ahorro = ((f.antesUs - f.despuesUs) * f.porPeticion) / 1000;
    total += ahorro;
    l.push(`| ${f.pieza} | ${f.porPeticion} | ${formatearNumero(f.antesUs)} | ${formatearNumero(f.despuesUs)} | ${formatearNumero(ahorro, 2)} |`);
  }
  l.push(`| **total** | | | | **${formatearNumero(total, 2)}** |`, "");
  return l.join("\n");
}
