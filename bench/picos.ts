import { performance } from "node:perf_hooks";
import { resumirLatencias } from "./estadistica";
import { cookiesDe } from "./sesiones";
import type { Latencias } from "./estadistica";

/**
 * The two real peaks of a school (issue 50), as people, not as a fixed number of connections:
 * each person arrives at a moment of the window, does their steps one after another and thinks
 * between them. `escala` shrinks the window and the thinking alike (a 5-minute peak in 30 s with
 * escala 10): the same people and requests, closer together.
 *
 *  - 08:00 on the first day: every student and teacher signs in through the OpenID provider and
 *    opens their home, their timetable and one more page, within 5 minutes;
 *  - survey week: every student opens their pending surveys and answers each (up to 6), within
 *    10 minutes.
 */

/** A pseudo-random sequence from a seed: the same run gives the same arrivals. */
export function aleatorio(semilla: number): () => number {
  let s = semilla >>> 0 || 1;
  return () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x1_0000_0000;
  };
}

export type Plan = { llegadaMs: number; pensarMs: number[] };

/**
 * When each of `personas` arrives (uniform over the window) and how long they think before each
 * step after the first (uniform between `pensar[0]` and `pensar[1]` seconds), all divided by `escala`.
 */
export function planificar(o: { personas: number; pasos: number; ventanaS: number; pensarS: [number, number]; escala: number; semilla?: number }): Plan[] {
  const r = aleatorio(o.semilla ?? 50);
  const ventanaMs = (o.ventanaS * 1000) / o.escala;
  // The last arrival leaves room for its steps: arrivals cover the first half of the window
  // when the steps would overrun it.
  const pensarMedioMs = (((o.pensarS[0] + o.pensarS[1]) / 2) * 1000 * Math.max(0, o.pasos - 1)) / o.escala;
  const llegadas = Math.max(ventanaMs - pensarMedioMs, ventanaMs / 2);
  return Array.from({ length: o.personas }, () => ({
    llegadaMs: r() * llegadas,
    pensarMs: Array.from({ length: Math.max(0, o.pasos - 1) }, () => ((o.pensarS[0] + r() * (o.pensarS[1] - o.pensarS[0])) * 1000) / o.escala),
  }));
}

/** What one request of the portal gave: how long, and whether it was what the step expects. */
export type Respuesta = { ms: number; bien: boolean; estado: number };

export type ResultadoPico = {
  nombre: string;
  personas: number;
  peticiones: number;
  errores: number;
  segundos: number;
  lat: Latencias;
  /** Each kind of request (sign-in, home, timetable…) on its own. */
  porPaso: { paso: string; peticiones: number; errores: number; lat: Latencias }[];
  /** Up to five error descriptions, to say what failed. */
  ejemplos: string[];
};

/** Collects the responses of a peak by step. */
export class Registro {
  private readonly pasos = new Map<string, Respuesta[]>();
  readonly ejemplos: string[] = [];

  anotar(paso: string, r: Respuesta, detalle?: string) {
    const l = this.pasos.get(paso) ?? [];
    l.push(r);
    this.pasos.set(paso, l);
    if (!r.bien && this.ejemplos.length < 5) this.ejemplos.push(`${paso}: ${detalle ?? `estado ${r.estado}`}`);
  }

  resumir(nombre: string, personas: number, segundos: number): ResultadoPico {
    const todas = [...this.pasos.values()].flat();
    return {
      nombre,
      personas,
      peticiones: todas.length,
      errores: todas.filter((r) => !r.bien).length,
      segundos,
      lat: resumirLatencias(todas.map((r) => r.ms)),
      porPaso: [...this.pasos].map(([paso, l]) => ({ paso, peticiones: l.length, errores: l.filter((r) => !r.bien).length, lat: resumirLatencias(l.map((r) => r.ms)) })),
      ejemplos: this.ejemplos,
    };
  }
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every person's steps, each started at its arrival, with its thinking between steps. A person
 * still busy `limiteMs` after the start is left behind (`alAgotar`): a peak the portal cannot serve
 * is reported with its errors instead of never ending. `progreso` hears how many have finished.
 */
export async function recorrer<P>(
  personas: readonly P[],
  planes: readonly Plan[],
  pasos: (p: P, i: number) => (() => Promise<void>)[],
  o: { limiteMs?: number; alAgotar?: (p: P) => void; progreso?: (hechas: number, total: number) => void } = {},
): Promise<number> {
  const t0 = performance.now();
  let hechas = 0;
  const aviso = o.progreso ? setInterval(() => o.progreso!(hechas, personas.length), 10_000) : undefined;
  try {
    await Promise.all(
      personas.map(async (p, i) => {
        const plan = planes[i];
        const recorrido = (async () => {
          await espera(plan.llegadaMs);
          const suyos = pasos(p, i);
          for (const [j, paso] of suyos.entries()) {
            if (j > 0) await espera(plan.pensarMs[j - 1] ?? 0);
            await paso();
          }
          return true;
        })();
        const terminado = o.limiteMs === undefined ? await recorrido : await Promise.race([recorrido, espera(Math.max(0, o.limiteMs - (performance.now() - t0))).then(() => false)]);
        if (!terminado) o.alAgotar?.(p);
        hechas++;
      }),
    );
  } finally {
    clearInterval(aviso);
  }
  return (performance.now() - t0) / 1000;
}

/** Cookies per host, as a browser keeps them (enough for a sign-in: no paths, no expiry). */
export class Tarro {
  private readonly porHost = new Map<string, Map<string, string>>();

  guardar(url: string, res: Response) {
    const host = new URL(url).host;
    const c = this.porHost.get(host) ?? new Map<string, string>();
    for (const [k, v] of cookiesDe(res.headers.getSetCookie())) {
      if (v === "") c.delete(k);
      else c.set(k, v);
    }
    this.porHost.set(host, c);
  }

  cabecera(url: string): string {
    return [...(this.porHost.get(new URL(url).host) ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * A request of the portal (or of the provider: `delPortal` false, not counted), with the jar's
 * cookies, timed from sending to the end of the body.
 */
export async function pedir(
  registro: Registro | null,
  paso: string,
  tarro: Tarro,
  url: string,
  o: { metodo?: string; cuerpo?: string; cabeceras?: Record<string, string>; esperado: (estado: number) => boolean },
): Promise<Response> {
  const t = performance.now();
  let res: Response;
  try {
    res = await fetch(url, {
      method: o.metodo ?? "GET",
      body: o.cuerpo,
      redirect: "manual",
      // The step's own cookie (a session already open) and the jar's, together.
      headers: { ...o.cabeceras, cookie: [o.cabeceras?.cookie, tarro.cabecera(url)].filter(Boolean).join("; ") },
      signal: AbortSignal.timeout(60_000),
    });
    await res.clone().arrayBuffer();
  } catch (e) {
    registro?.anotar(paso, { ms: performance.now() - t, bien: false, estado: 0 }, e instanceof Error ? e.message : String(e));
    throw e;
  }
  tarro.guardar(url, res);
  registro?.anotar(paso, { ms: performance.now() - t, bien: o.esperado(res.status), estado: res.status }, `estado ${res.status} en ${new URL(url).pathname}`);
  return res;
}

const redirige = (e: number) => e === 302 || e === 303 || e === 307;

/**
 * Sign-in through the OpenID provider as a browser does it: next-auth's sign-in post, the
 * provider's authorisation and login page, back to the portal's callback. Only the portal's
 * requests are timed; the provider is the school's (Google), not the portal.
 */
export async function accesoOidc(registro: Registro, tarro: Tarro, portal: string, email: string): Promise<void> {
  const csrf = await pedir(registro, "acceso", tarro, `${portal}/api/auth/csrf`, { esperado: (e) => e === 200 });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const inicio = await pedir(registro, "acceso", tarro, `${portal}/api/auth/signin/oidc`, {
    metodo: "POST",
    cabeceras: { "content-type": "application/x-www-form-urlencoded", origin: portal },
    cuerpo: new URLSearchParams({ csrfToken, callbackUrl: `${portal}/`, json: "true" }).toString(),
    esperado: (e) => e === 200 || redirige(e),
  });
  let siguiente = inicio.status === 200 ? ((await inicio.json()) as { url: string }).url : inicio.headers.get("location")!;
  // The provider: authorisation → login page → login post → back to the portal's callback.
  for (let i = 0; i < 8 && !siguiente.startsWith(portal); i++) {
    const login = /\/interaction\/[^/]+$/.test(new URL(siguiente).pathname);
    const res = login
      ? await pedir(null, "proveedor", tarro, `${siguiente}/login`, {
          metodo: "POST",
          cabeceras: { "content-type": "application/x-www-form-urlencoded" },
          cuerpo: new URLSearchParams({ email }).toString(),
          esperado: redirige,
        })
      : await pedir(null, "proveedor", tarro, siguiente, { esperado: redirige });
    const destino = res.headers.get("location");
    if (!destino) throw new Error(`el proveedor responde ${res.status} sin redirección en ${siguiente}`);
    siguiente = new URL(destino, siguiente).toString();
  }
  const vuelta = await pedir(registro, "acceso", tarro, siguiente, { esperado: redirige });
  if (!tarro.cabecera(portal).includes("session-token")) {
    registro.anotar("acceso", { ms: 0, bien: false, estado: vuelta.status }, `sin cookie de sesión tras la vuelta (${vuelta.headers.get("location") ?? ""})`);
  }
}

const ms = (x: number) => Math.round(x).toLocaleString("es-ES");

/** The peaks' section of the report: per peak and per step, p50/p95/errors against the target. */
export function picosEnTexto(picos: readonly ResultadoPico[], o: { escala: number; procesos: number; objetivoP95Ms: number }): string {
  const l: string[] = ["## Los dos picos de un centro", ""];
  l.push(
    `Personas que llegan a lo largo de la ventana y piensan entre paso y paso (\`bench/picos.ts\`), contra el portal con \`PORTAL_PROCESOS=${o.procesos}\`` +
      (o.escala !== 1 ? `, con la ventana y los tiempos de pensar divididos por ${o.escala} (\`--escala ${o.escala}\`)` : "") +
      `. Objetivo: p95 ≤ ${o.objetivoP95Ms} ms y ningún error. Solo cuentan las peticiones al portal (no las del proveedor OpenID).`,
    "",
  );
  l.push("| pico | paso | peticiones | errores | p50 ms | p95 ms | p99 ms | máx. ms |", "|---|---|---:|---:|---:|---:|---:|---:|");
  for (const p of picos) {
    const cumple = p.errores === 0 && p.lat.p95 <= o.objetivoP95Ms ? "cumple" : "no cumple";
    l.push(`| **${p.nombre}** (${p.personas} personas, ${ms(p.segundos)} s; ${cumple}) | todas | ${p.peticiones} | ${p.errores} | ${ms(p.lat.p50)} | **${ms(p.lat.p95)}** | ${ms(p.lat.p99)} | ${ms(p.lat.max)} |`);
    for (const s of p.porPaso) l.push(`| | ${s.paso} | ${s.peticiones} | ${s.errores} | ${ms(s.lat.p50)} | ${ms(s.lat.p95)} | ${ms(s.lat.p99)} | ${ms(s.lat.max)} |`);
  }
  const ejemplos = picos.flatMap((p) => p.ejemplos.map((e) => `${p.nombre} — ${e}`));
  if (ejemplos.length > 0) l.push("", "Errores (los primeros):", "", ...ejemplos.map((e) => `- ${e}`));
  l.push("");
  return l.join("\n");
}
