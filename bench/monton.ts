import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { procesosDelArbol } from "./procesos";

/**
 * What is alive in a portal process (`--monton`, decision 075): a V8 heap snapshot, taken after a
 * full collection, summed by kind of object, with the sources of the scripts the process has loaded
 * and those it has loaded twice. RSS says how much memory the process holds; this says how much of
 * it is live, and the rest is room the garbage collector keeps.
 */

/** The parts of a .heapsnapshot file this reads (V8's format: flat arrays described by `meta`). */
export type Instantanea = {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[]; edge_fields: string[]; edge_types: unknown[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type ResumenMonton = {
  totalBytes: number;
  /** Live bytes by kind, the largest first. */
  porClase: { clase: string; bytes: number }[];
  /** Scripts loaded from files, and their sources (V8 keeps them to compile functions lazily). */
  scripts: number;
  fuentesBytes: number;
  /** Sources loaded more than once from different files: the bytes of the extra copies. */
  duplicadasBytes: number;
  /** The largest of them: the files and the bytes of one copy. */
  duplicados: { ficheros: string[]; bytes: number }[];
};

// V8's node types, as the report names them.
const CLASES: Record<string, string> = {
  code: "código compilado (bytecode, código máquina, metadatos)",
  string: "textos",
  "concatenated string": "textos",
  "sliced string": "textos",
  array: "arrays internos (propiedades, elementos, tablas)",
  object: "objetos",
  closure: "funciones",
  "object shape": "formas de objeto de V8",
  hidden: "otros internos de V8",
  native: "memoria nativa vista por V8 (buffers)",
};

const lista = (tipos: unknown): string[] => (Array.isArray(tipos) && Array.isArray(tipos[0]) ? (tipos[0] as string[]) : []);

/** A script's name in the snapshot is the file it came from, absolute (or a file:// URL). */
const esFichero = (nombre: string) => /^(\/|file:\/\/)/.test(nombre) && /\.[cm]?js$/.test(nombre);

export function resumirMonton(s: Instantanea, raiz = ""): ResumenMonton {
  const meta = s.snapshot.meta;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const tiposNodo = lista(meta.node_types);
  const tiposArista = lista(meta.edge_types);
  const [iTipo, iNombre, iTamano, iAristas] = ["type", "name", "self_size", "edge_count"].map((c) => meta.node_fields.indexOf(c));
  const [aTipo, aNombre, aDestino] = ["type", "name_or_index", "to_node"].map((c) => meta.edge_fields.indexOf(c));
  const propiedad = tiposArista.indexOf("property");
  const internaV8 = tiposArista.indexOf("internal");
  const { nodes: N, edges: E, strings: S } = s;

  const porClase = new Map<string, number>();
  // Same size and same beginning (a string's name in the snapshot is its first 1,024 characters).
  const fuentes = new Map<string, { bytes: number; ficheros: string[] }>();
  let totalBytes = 0;
  let scripts = 0;
  let fuentesBytes = 0;
  let arista = 0;
  for (let i = 0; i < N.length; i += nf) {
    const tipo = tiposNodo[N[i + iTipo]] ?? "otro";
    const bytes = N[i + iTamano];
    const aristas = N[i + iAristas];
    totalBytes += bytes;
    const clase = CLASES[tipo] ?? "otros";
    porClase.set(clase, (porClase.get(clase) ?? 0) + bytes);
    const nombre = S[N[i + iNombre]];
    if (tipo === "code" && esFichero(nombre)) {
      for (let k = 0; k < aristas; k++) {
        const e = arista + k * ef;
        const t = E[e + aTipo];
        if ((t === propiedad || t === internaV8) && S[E[e + aNombre]] === "source") {
          const destino = E[e + aDestino];
          const tamano = N[destino + iTamano];
          const clave = `${tamano}:${S[N[destino + iNombre]]}`;
          const f = fuentes.get(clave) ?? { bytes: tamano, ficheros: [] };
          f.ficheros.push(raiz && nombre.startsWith(raiz) ? path.relative(raiz, nombre) : nombre);
          fuentes.set(clave, f);
          scripts++;
          fuentesBytes += tamano;
          break;
        }
      }
    }
    arista += aristas * ef;
  }
  const repetidas = [...fuentes.values()].filter((f) => f.ficheros.length > 1);
  return {
    totalBytes,
    porClase: [...porClase].map(([clase, bytes]) => ({ clase, bytes })).sort((a, b) => b.bytes - a.bytes),
    scripts,
    fuentesBytes,
    duplicadasBytes: repetidas.reduce((t, f) => t + f.bytes * (f.ficheros.length - 1), 0),
    duplicados: repetidas
      .sort((a, b) => b.bytes * (b.ficheros.length - 1) - a.bytes * (a.ficheros.length - 1))
      .slice(0, 5)
      .map((f) => ({ ficheros: f.ficheros.sort(), bytes: f.bytes })),
  };
}

/** The NODE_OPTIONS flag that makes a process write a heap snapshot on SIGUSR2 (into its working folder). */
export const SENAL_MONTON = "--heapsnapshot-signal=SIGUSR2";

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks the portal's page-serving process (the largest of the tree under `pid`: scripts/start.mjs
 * starts one `next start`) for a heap snapshot, waits until it answers again (it writes the snapshot
 * on its main thread), reads and summarises the file and deletes it: it is hundreds of MB.
 */
export async function tomarMonton(o: { pid: number; url: string; dir: string }): Promise<ResumenMonton> {
  const procesos = procesosDelArbol(o.pid);
  if (!procesos || procesos.length === 0) throw new Error("sin /proc no se encuentra el proceso del portal");
  const objetivo = procesos[0].pid;
  const delProceso = (f: string) => f.startsWith("Heap.") && f.endsWith(".heapsnapshot") && f.split(".").includes(String(objetivo));
  const antes = new Set(readdirSync(o.dir).filter(delProceso));
  process.kill(objetivo, "SIGUSR2");
  let fichero: string | undefined;
  for (let i = 0; i < 600 && !fichero; i++) {
    await espera(500);
    const nuevo = readdirSync(o.dir).find((f) => delProceso(f) && !antes.has(f));
    if (!nuevo) continue;
    try {
      // The process answers again only once the file is whole.
      const res = await fetch(`${o.url}/api/health`, { signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      fichero = nuevo;
    } catch {
      /* still writing */
    }
  }
  if (!fichero) throw new Error("el proceso no ha escrito su instantánea en 5 minutos");
  const ruta = path.join(o.dir, fichero);
  try {
    if (statSync(ruta).size === 0) throw new Error("la instantánea está vacía");
    return resumirMonton(JSON.parse(readFileSync(ruta, "utf8")) as Instantanea, o.dir);
  } finally {
    rmSync(ruta, { force: true });
  }
}
