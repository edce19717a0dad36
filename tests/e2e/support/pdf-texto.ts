import { inflateSync } from "node:zlib";

/**
 * Just enough PDF reading to check what Chromium's `page.pdf()` printed: the number of pages and
 * the text of each one. Chromium (Skia) writes plain objects (no object streams), Flate-compressed
 * content, and Type0 fonts with Identity-H 2-byte codes and a ToUnicode CMap; that is all this
 * handles. Each text object (BT…ET) becomes one line.
 */

type Objeto = { dict: string; stream?: Buffer };

function leerObjetos(pdf: Buffer): Map<number, Objeto> {
  const texto = pdf.toString("latin1");
  const objetos = new Map<number, Objeto>();
  const re = /(\d+) 0 obj\b/g;
  for (let m = re.exec(texto); m; m = re.exec(texto)) {
    const inicio = m.index + m[0].length;
    const fin = texto.indexOf("endobj", inicio);
    const cuerpo = texto.slice(inicio, fin);
    const s = /stream\r?\n/.exec(cuerpo);
    if (!s) {
      objetos.set(Number(m[1]), { dict: cuerpo });
      continue;
    }
    const dict = cuerpo.slice(0, s.index);
    const longitud = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? "0");
    const desde = inicio + s.index + s[0].length;
    let bytes = pdf.subarray(desde, desde + longitud);
    if (/\/FlateDecode/.test(dict)) bytes = inflateSync(bytes);
    objetos.set(Number(m[1]), { dict, stream: bytes });
    re.lastIndex = fin;
  }
  return objetos;
}

/** code → text from a ToUnicode CMap (bfchar and bfrange, the forms Skia writes). */
function leerCMap(cmap: string): Map<number, string> {
  const mapa = new Map<number, string>();
  const hexATexto = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const bloque of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of bloque[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) mapa.set(parseInt(src, 16), hexATexto(dst));
  }
  for (const bloque of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of bloque[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const base = parseInt(dst, 16);
      for (let c = parseInt(lo, 16); c <= parseInt(hi, 16); c++) mapa.set(c, String.fromCodePoint(base + c - parseInt(lo, 16)));
    }
  }
  return mapa;
}

const referencias = (s: string) => [...s.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** Resolves `/Clave 12 0 R` or an inline dictionary `/Clave << … >>` to its text. */
function diccionario(objetos: Map<number, Objeto>, dict: string, clave: string): string {
  const ref = new RegExp(`/${clave}\\s+(\\d+) 0 R`).exec(dict);
  if (ref) return objetos.get(Number(ref[1]))?.dict ?? "";
  const i = dict.indexOf(`/${clave}`);
  if (i < 0) return "";
  let nivel = 0;
  const desde = dict.indexOf("<<", i);
  for (let j = desde; j < dict.length - 1; j++) {
    if (dict.startsWith("<<", j)) {
      nivel++;
      j++;
    } else if (dict.startsWith(">>", j)) {
      nivel--;
      j++;
      if (nivel === 0) return dict.slice(desde, j + 1);
    }
  }
  return "";
}

/** The text of every page, in order. */
export function textoDePaginasPdf(pdf: Buffer): string[] {
  const objetos = leerObjetos(pdf);
  const catalogo = [...objetos.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  const paginas: number[] = [];
  const recorrer = (n: number) => {
    const o = objetos.get(n);
    if (!o) return;
    if (/\/Type\s*\/Pages/.test(o.dict)) referencias(/\/Kids\s*\[([^\]]*)\]/.exec(o.dict)?.[1] ?? "").forEach(recorrer);
    else if (/\/Type\s*\/Page\b/.test(o.dict)) paginas.push(n);
  };
  if (catalogo) recorrer(Number(/\/Pages (\d+) 0 R/.exec(catalogo.dict)?.[1]));

  return paginas.map((n) => {
    const pagina = objetos.get(n)!;
    const fuentes = diccionario(objetos, diccionario(objetos, pagina.dict, "Resources"), "Font");
    const cmaps = new Map<string, Map<number, string>>();
    for (const [, nombre, ref] of fuentes.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objetos.get(Number(ref))?.dict ?? "")?.[1];
      const cmap = toUnicode ? objetos.get(Number(toUnicode))?.stream?.toString("latin1") : undefined;
      cmaps.set(nombre, cmap ? leerCMap(cmap) : new Map());
    }
    const contenidos = /\/Contents\s*\[([^\]]*)\]/.exec(pagina.dict)?.[1] ?? /\/Contents\s*(\d+ 0 R)/.exec(pagina.dict)?.[1] ?? "";
    const lineas: string[] = [];
    for (const ref of referencias(contenidos)) {
      const flujo = objetos.get(ref)?.stream?.toString("latin1") ?? "";
      let fuente = new Map<number, string>();
      let linea = "";
      for (const t of flujo.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>|\b(ET)\b/g)) {
        if (t[1]) fuente = cmaps.get(t[1]) ?? new Map();
        else if (t[2] !== undefined) for (const c of t[2].match(/.{4}/g) ?? []) linea += fuente.get(parseInt(c, 16)) ?? "";
        else if (t[3]) {
          if (linea.trim()) lineas.push(linea.trim());
          linea = "";
        }
      }
    }
    return lineas.join("\n");
  });
}
