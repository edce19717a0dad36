/**
 * A V8 CPU profile (`node --cpu-prof`, the .cpuprofile JSON) read as text tables for a decision
 * record: where the time of one request goes, per request, by area and by function. Proportions
 * of a profile do not depend on how busy the machine is, which absolute req/s on a shared machine
 * do (decision 071).
 */

import { formatearNumero } from "./estadistica";

export type NodoPerfil = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

export type PerfilCpu = { nodes: NodoPerfil[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** An area of the request, recognised by a frame of the stack (the innermost that matches wins). */
export type Area = { nombre: string; es: (funcion: string, url: string) => boolean };

const enUrl = (...trozos: string[]) => (_f: string, url: string) => trozos.some((t) => url.includes(t));
const funcion = (...nombres: string[]) => (f: string) => nombres.includes(f);

/**
 * The areas the issue asks about. Order matters only for a frame that two would match; a sample is
 * counted in the area of the innermost matching frame of its stack, so the areas do not overlap.
 */
export const AREAS: Area[] = [
  { nombre: "GC", es: funcion("(garbage collector)") },
  { nombre: "cookie de sesión (JWE: HKDF + AES-GCM)", es: (f, u) => /jwtDecrypt|compactDecrypt|flattenedDecrypt|getDerivedEncryptionKey|hkdf|^decode$|getToken/.test(f) || u.includes("jose") },
  { nombre: "base de datos (drizzle, pg, PGlite)", es: enUrl("drizzle-orm", "/pg/", "pg-protocol", "pg-pool", "pglite", "node_modules_pg") },
  { nombre: "compresión (zlib)", es: (f, u) => u === "node:zlib" || /deflate|gzip/i.test(f) },
  { nombre: "registro (lib/log)", es: funcion("registrar", "limpiar", "describirError") },
  { nombre: "proxy.ts (CSP, nonce, id de petición)", es: (f) => /^(proxy|nuevoNonce|politicaDePaginas|idDePeticion|rutaBienCodificada|adapter|runMiddleware)$/.test(f) },
  { nombre: "React/RSC (render y Flight)", es: (f, u) => /react|app-page|rsc|flight/i.test(u) || /^(render|retryTask|performWork|renderElement|renderModel|emitChunk|serializeModel)/.test(f) },
  { nombre: "servidor de Next (rutas, cabeceras, petición)", es: enUrl("next/dist/server", "next/dist/compiled", "next-server") },
  { nombre: "núcleo de Node (http, stream, buffer)", es: (_f, u) => u.startsWith("node:") },
  { nombre: "nativo / sin JS", es: funcion("(program)") },
];

/**
 * Stages of a request, by the function that runs them: the time of every sample whose stack holds
 * one of its functions (inclusive, so they overlap: the proxy's getToken is in both rows).
 */
export const ETAPAS: { nombre: string; funciones: string[] }[] = [
  { nombre: "proxy de Next entero (runMiddleware: petición, adaptador, proxy.ts)", funciones: ["runMiddleware"] },
  { nombre: "proxy.ts", funciones: ["proxy"] },
  { nombre: "cookie de sesión descifrada (getToken, en proxy.ts y en la página)", funciones: ["getToken"] },
  { nombre: "sesión comprobada en la base de datos (unsafeCuentaDeCredencial)", funciones: ["unsafeCuentaDeCredencial"] },
  { nombre: "avisos sin leer de la campana (contarNoLeidos)", funciones: ["contarNoLeidos"] },
  { nombre: "select 1 de /api/health (comprobarBaseDeDatos)", funciones: ["comprobarBaseDeDatos"] },
  { nombre: "registro (registrar)", funciones: ["registrar"] },
  { nombre: "vigilancia del servidor HTTP (lib/servidor.ts)", funciones: ["vigilar"] },
  { nombre: "AsyncLocalStorage de Node 20 (async_hooks)", funciones: ["promiseInitHook", "_propagate", "lookupPublicResource", "promiseBeforeHook", "promiseAfterHook", "emitInitScript", "emitBeforeScript", "emitAfterScript"] },
];

export type FilaFuncion = { funcion: string; donde: string; msPorPeticion: number; porcentaje: number };
export type FilaArea = { area: string; msPorPeticion: number; porcentaje: number };

export type ResumenPerfil = {
  /** Sampled time minus idle, ms. */
  ocupadoMs: number;
  peticiones: number;
  msPorPeticion: number;
  /** Whether the ms are the /proc CPU split by the profile's proportions. */
  escalado: boolean;
  areas: FilaArea[];
  etapas: FilaArea[];
  funciones: FilaFuncion[];
};

/** node_modules/next/dist/server/x.js:12 → next/dist/server/x.js:12; a bundle chunk keeps its file name. */
export function dondeCorto(url: string, linea: number): string {
  if (!url) return "";
  let u = url.replace(/^file:\/\//, "");
  const nm = u.lastIndexOf("node_modules/");
  if (nm >= 0) u = u.slice(nm + "node_modules/".length);
  else if (u.includes("/.next/")) u = u.slice(u.indexOf("/.next/") + 1);
  else if (!u.startsWith("node:")) u = u.split("/").slice(-2).join("/");
  return linea >= 0 ? `${u}:${linea + 1}` : u;
}

/**
 * `ventanaMs`: only the last so many ms of the profile count (the load, not the server's start-up
 * and warm-up before it, which would be spread over the requests).
 */
/**
 * `cpuMsPorPeticion`: the CPU per request read from /proc during the same load. On a busy machine
 * the sampler also counts the time the thread waited for a core, so its totals run high; the
 * proportions hold, and the ms per request are then the proportions of the /proc figure.
 */
export function resumirPerfil(p: PerfilCpu, peticiones: number, o: { top?: number; ventanaMs?: number; cpuMsPorPeticion?: number | null } = {}): ResumenPerfil {
  const top = o.top ?? 25;
  const desde = o.ventanaMs === undefined ? -Infinity : p.endTime - o.ventanaMs * 1000;
  const porId = new Map(p.nodes.map((n) => [n.id, n]));
  const padre = new Map<number, number>();
  for (const n of p.nodes) for (const h of n.children ?? []) padre.set(h, n.id);
  const propio = new Map<number, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] ?? 0;
    if (t < desde || i + 1 >= p.timeDeltas.length) continue;
    // timeDeltas[i + 1] is the time from sample i to the next: the time sample i's stack ran.
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    propio.set(p.samples[i], (propio.get(p.samples[i]) ?? 0) + dt);
  }
  // The area of a node: that of its own frame if one matches, else its parent's (memoised).
  const areaDe = new Map<number, string | null>();
  const area = (id: number): string | null => {
    if (areaDe.has(id)) return areaDe.get(id)!;
    const cadena: number[] = [];
    let actual: number | undefined = id;
    let hallada: string | null = null;
    while (actual !== undefined) {
      if (areaDe.has(actual)) {
        hallada = areaDe.get(actual)!;
        break;
      }
      cadena.push(actual);
      const cf: NodoPerfil["callFrame"] = porId.get(actual)!.callFrame;
      const a = AREAS.find((x) => x.es(cf.functionName, cf.url));
      if (a) {
        hallada = a.nombre;
        break;
      }
      actual = padre.get(actual);
    }
    // Nodes between the sample and the matching frame inherit it; the frame's ancestors are not
    // touched (they may belong to another area).
    for (const c of cadena) areaDe.set(c, hallada);
    return hallada;
  };

  // Per node, the stages on its stack (memoised like the areas).
  const etapasDe = new Map<number, Set<string>>();
  const etapas = (id: number): Set<string> => {
    const hecha = etapasDe.get(id);
    if (hecha) return hecha;
    const padreId = padre.get(id);
    const propias = new Set(padreId === undefined ? [] : etapas(padreId));
    const f = porId.get(id)!.callFrame.functionName;
    for (const e of ETAPAS) if (e.funciones.includes(f)) propias.add(e.nombre);
    etapasDe.set(id, propias);
    return propias;
  };
  const porEtapa = new Map<string, number>();
  let ocupado = 0;
  const porArea = new Map<string, number>();
  const porFuncion = new Map<string, FilaFuncion>();
  for (const [id, ms] of propio) {
    const cf = porId.get(id)!.callFrame;
    if (cf.functionName === "(idle)") continue;
    ocupado += ms;
    const a = area(id) ?? "otro JavaScript (código del portal, librerías)";
    porArea.set(a, (porArea.get(a) ?? 0) + ms);
    for (const e of etapas(id)) porEtapa.set(e, (porEtapa.get(e) ?? 0) + ms);
    const clave = `${cf.functionName || "(anónima)"}\u0000${cf.url}:${cf.lineNumber}`;
    const f = porFuncion.get(clave) ?? { funcion: cf.functionName || "(anónima)", donde: dondeCorto(cf.url, cf.lineNumber), msPorPeticion: 0, porcentaje: 0 };
    f.msPorPeticion += ms;
    porFuncion.set(clave, f);
  }
  const escala = o.cpuMsPorPeticion && ocupado > 0 ? (o.cpuMsPorPeticion * peticiones) / ocupado : 1;
  const n = Math.max(1, peticiones) / escala;
  const pct = (ms: number) => (ocupado > 0 ? (100 * ms) / ocupado : 0);
  return {
    ocupadoMs: ocupado,
    peticiones,
    msPorPeticion: ocupado / n,
    escalado: escala !== 1,
    areas: [...porArea]
      .map(([a, ms]) => ({ area: a, msPorPeticion: ms / n, porcentaje: pct(ms) }))
      .sort((x, y) => y.msPorPeticion - x.msPorPeticion),
    etapas: ETAPAS.filter((e) => porEtapa.has(e.nombre)).map((e) => ({ area: e.nombre, msPorPeticion: porEtapa.get(e.nombre)! / n, porcentaje: pct(porEtapa.get(e.nombre)!) })),
    funciones: [...porFuncion.values()]
      .map((f) => ({ ...f, porcentaje: pct(f.msPorPeticion), msPorPeticion: f.msPorPeticion / n }))
      .sort((x, y) => y.msPorPeticion - x.msPorPeticion)
      .slice(0, top),
  };
}


/** Two Markdown tables: by area and the top functions by self time. */
export function perfilEnTexto(titulo: string, r: ResumenPerfil): string {
  const l: string[] = [];
  l.push(`### ${titulo}`, "");
  l.push(
    `${r.peticiones} peticiones, ${formatearNumero(r.ocupadoMs / 1000, 1)} s muestreados (sin «idle»): **${formatearNumero(r.msPorPeticion, 3)} ms por petición**${r.escalado ? " (la CPU leída de /proc, repartida según las proporciones del perfil)" : ""}.`,
    "",
  );
  l.push("| área | ms/pet. | % |", "|---|---:|---:|");
  for (const a of r.areas) l.push(`| ${a.area} | ${formatearNumero(a.msPorPeticion, 3)} | ${formatearNumero(a.porcentaje, 1)} |`);
  if (r.etapas.length > 0) {
    l.push("", "| etapa (tiempo incluido, se solapan) | ms/pet. | % |", "|---|---:|---:|");
    for (const e of r.etapas) l.push(`| ${e.area} | ${formatearNumero(e.msPorPeticion, 3)} | ${formatearNumero(e.porcentaje, 1)} |`);
  }
  l.push("", "| función (tiempo propio) | dónde | ms/pet. | % |", "|---|---|---:|---:|");
  for (const f of r.funciones) l.push(`| \`${f.funcion.replace(/\|/g, "\\|")}\` | ${f.donde.replace(/\|/g, "\\|")} | ${formatearNumero(f.msPorPeticion, 3)} | ${formatearNumero(f.porcentaje, 1)} |`);
  l.push("");
  return l.join("\n");
}
