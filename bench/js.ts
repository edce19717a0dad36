import { gzipSync } from "node:zlib";

/**
 * JavaScript per page: the scripts a page makes the browser download (its `<script src>` tags,
 * but for `nomodule` ones, and script preloads), each gzipped as the server sends it, added up once each. Pure parsing,
 * unit-tested (js.test.ts); fetching is in descargarJs.
 */

const ENTIDADES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

function atributo(etiqueta: string, nombre: string): string | null {
  const m = new RegExp(`\\s${nombre}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(etiqueta);
  if (!m) return null;
  return (m[1] ?? m[2] ?? m[3]).replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTIDADES[e]);
}

/**
 * Same-origin script paths of a page, in order of appearance, without repeats. Scripts of other
 * origins (none today) would not be the portal's to shrink, so they are left out.
 */
export function extraerScripts(html: string, origen: string): string[] {
  const vistas = new Set<string>();
  const out: string[] = [];
  const anadir = (src: string | null) => {
    if (!src) return;
    let url: URL;
    try {
      url = new URL(src, origen);
    } catch {
      return;
    }
    if (url.origin !== new URL(origen).origin) return;
    const ruta = url.pathname + url.search;
    if (!vistas.has(ruta)) {
      vistas.add(ruta);
      out.push(ruta);
    }
  };
  // A `nomodule` script (Next's polyfills, 40 kB) is for browsers without ES modules: those the
  // portal supports skip it without downloading it.
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) if (!/\snomodule\b/i.test(m[0])) anadir(atributo(m[0], "src"));
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (atributo(m[0], "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (atributo(m[0], "as") ?? "").toLowerCase();
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) anadir(atributo(m[0], "href"));
  }
  return out;
}

/** Size of a body once gzipped with zlib's default level, the one Next's compression uses. */
export function tamanoGzip(cuerpo: Uint8Array | string): number {
  return gzipSync(typeof cuerpo === "string" ? Buffer.from(cuerpo) : cuerpo).length;
}

/** Gzipped bytes of a page's scripts; `cache` keeps chunk sizes shared by several pages. */
export async function medirJs(html: string, origen: string, cache: Map<string, number>): Promise<number> {
  let total = 0;
  for (const ruta of extraerScripts(html, origen)) {
    let tamano = cache.get(ruta);
    if (tamano === undefined) {
      const res = await fetch(new URL(ruta, origen));
      if (!res.ok) throw new Error(`El script ${ruta} responde ${res.status}`);
      tamano = tamanoGzip(new Uint8Array(await res.arrayBuffer()));
      cache.set(ruta, tamano);
    }
    total += tamano;
  }
  return total;
}
