import { tipoDeSentencia, type Sentencia } from "./sql";

/**
 * The reads of each page as PostgreSQL runs them: the bench replays every `select` a page sent,
 * with its parameters, under `EXPLAIN (ANALYZE, FORMAT JSON)` in a read-only transaction, and
 * keeps the time each took and the scans that read rows only to throw them away, or read a whole
 * table on every turn of a loop: the sign of a missing index or of a subquery per row. Reading the plans is pure and unit-tested (planes.test.ts).
 */

/**
 * A scan that read rows and discarded them with its filter, or a whole table read again on each
 * turn of a loop (a subquery per row). Figures over all its turns.
 */
export type Descarte = { tabla: string; nodo: string; filas: number; descartadas: number; vueltas: number };

export type PlanLeido = { ejecucionMs: number; descartes: Descarte[] };

/** Per page: how many reads were explained, their time in PostgreSQL, and the costly discards. */
export type ResumenPlanes = {
  explicadas: number;
  /** Reads that could not be replayed (e.g. `for share`, refused in a read-only transaction). */
  fallidas: number;
  totalMs: number;
  maxMs: number;
  /** The slowest read's statement, cut to a line, to find it in lib/. */
  masLenta: string | null;
  descartes: Descarte[];
};

/** A page may read a few rows too many of a small table; from this many, it is worth a look. */
export const UMBRAL_DESCARTE = 1000;

type NodoPlan = {
  "Node Type"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: NodoPlan[];
};

/** EXPLAIN's per-loop figures are averages; a scan inside a loop is counted for all its loops. */
function recorrer(nodo: NodoPlan, descartes: Descarte[]) {
  const vueltas = nodo["Actual Loops"] ?? 1;
  const quitadas = (nodo["Rows Removed by Filter"] ?? 0) * vueltas;
  const repetido = nodo["Node Type"] === "Seq Scan" && vueltas > 1;
  if (nodo["Relation Name"] && (quitadas > 0 || repetido)) {
    descartes.push({ tabla: nodo["Relation Name"], nodo: nodo["Node Type"] ?? "?", filas: Math.round((nodo["Actual Rows"] ?? 0) * vueltas), descartadas: Math.round(quitadas), vueltas });
  }
  for (const hijo of nodo.Plans ?? []) recorrer(hijo, descartes);
}

/** Worth an index or a grouped read: many rows discarded, or many read by a scan repeated in a loop. */
export const esCaro = (d: Descarte, umbral = UMBRAL_DESCARTE) => d.descartadas >= umbral || (d.vueltas > 1 && d.filas + d.descartadas >= umbral);

/** The execution time and every discarding scan of one `EXPLAIN (ANALYZE, FORMAT JSON)` result. */
export function leerPlan(json: unknown): PlanLeido {
  const raiz = (Array.isArray(json) ? json[0] : json) as { Plan?: NodoPlan; "Execution Time"?: number } | undefined;
  if (!raiz?.Plan) throw new Error("EXPLAIN no devolvió un plan");
  const descartes: Descarte[] = [];
  recorrer(raiz.Plan, descartes);
  return { ejecucionMs: raiz["Execution Time"] ?? 0, descartes };
}

/** Only reads are replayed: a write would change the data the next pages are measured on. */
export const esLectura = (s: Sentencia) => tipoDeSentencia(s.sql) === "select";

/** A page's plans summed up; only the costly scans (`esCaro`) are kept. */
export function resumirPlanes(planes: readonly { sentencia: Sentencia; plan: PlanLeido | null }[], umbral = UMBRAL_DESCARTE): ResumenPlanes {
  const leidos = planes.filter((p): p is { sentencia: Sentencia; plan: PlanLeido } => p.plan !== null);
  const lenta = leidos.reduce<(typeof leidos)[number] | null>((a, p) => (a === null || p.plan.ejecucionMs > a.plan.ejecucionMs ? p : a), null);
  return {
    explicadas: leidos.length,
    fallidas: planes.length - leidos.length,
    totalMs: leidos.reduce((s, p) => s + p.plan.ejecucionMs, 0),
    maxMs: lenta?.plan.ejecucionMs ?? 0,
    masLenta: lenta ? recortar(lenta.sentencia.sql) : null,
    descartes: leidos.flatMap((p) => p.plan.descartes).filter((d) => esCaro(d, umbral)),
  };
}

/** A statement cut to its first 100 characters: enough to find its query in lib/. */
export function recortar(sql: string, largo = 100): string {
  const una = sql.replace(/\s+/g, " ").trim();
  return una.length <= largo ? una : `${una.slice(0, largo - 1)}…`;
}

/** Something that runs one statement with parameters and returns its rows (a pg Client). */
export type Consultar = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type PlanDeLectura = { sentencia: Sentencia; plan: PlanLeido | null; texto?: string };

/**
 * Replays a page's reads under EXPLAIN ANALYZE, each in a read-only transaction that is rolled
 * back, twice: the first warms this connection's caches (the portal's are warm), the second counts.
 * With `conTexto`, a third pass keeps the plan as PostgreSQL prints it, for `--plans`.
 */
export async function explicarLecturas(consultar: Consultar, sentencias: readonly Sentencia[], conTexto = false): Promise<PlanDeLectura[]> {
  const salida: PlanDeLectura[] = [];
  const enSoloLectura = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    await consultar("begin read only", []);
    try {
      return await fn();
    } catch {
      return null;
    } finally {
      await consultar("rollback", []);
    }
  };
  for (const s of sentencias.filter(esLectura)) {
    const explicar = () => enSoloLectura(async () => leerPlan((await consultar(`explain (analyze, format json) ${s.sql}`, s.params)).rows[0]?.["QUERY PLAN"]));
    const plan = (await explicar()) && (await explicar());
    const fila: PlanDeLectura = { sentencia: s, plan };
    if (conTexto && plan) {
      const texto = await enSoloLectura(async () => (await consultar(`explain (analyze, buffers) ${s.sql}`, s.params)).rows.map((r) => String(r["QUERY PLAN"])).join("\n"));
      if (texto !== null) fila.texto = texto;
    }
    salida.push(fila);
  }
  return salida;
}

/** One route's replayed reads, for `--plans`. */
export type PlanesDeRuta = { nombre: string; ruta: string; planes: readonly PlanDeLectura[] };

/** `--plans`: each route's reads with their parameters and plans, as Markdown. */
export function planesEnTexto(rutas: readonly PlanesDeRuta[]): string {
  const partes = ["# Planes de las lecturas de cada ruta", "Generado por `npm run bench -- --plans`: cada `select` de una petición, con sus parámetros, bajo `EXPLAIN (ANALYZE, BUFFERS)`."];
  for (const r of rutas) {
    partes.push(`## ${r.nombre} (${r.ruta})`);
    if (r.planes.length === 0) partes.push("Sin lecturas.");
    r.planes.forEach((p, i) => {
      const cabecera = `### Lectura ${i + 1}${p.plan ? `: ${p.plan.ejecucionMs.toFixed(2).replace(".", ",")} ms` : " (no explicada)"}`;
      partes.push(`${cabecera}\n\n\`\`\`sql\n${p.sentencia.sql}\n\`\`\`\n\nParámetros: \`${JSON.stringify(p.sentencia.params)}\`${p.texto ? `\n\n\`\`\`\n${p.texto}\n\`\`\`` : ""}`);
    });
  }
  return `${partes.join("\n\n")}\n`;
}
