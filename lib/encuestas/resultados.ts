/**
 * Pure aggregation of survey answers (no database): averages, counts per score, and the rule that
 * decides whether a module × teacher × campaign may show its results. Shared by the pages, the
 * REST API and the CSV export, and unit-tested on its own.
 */

/** The scale of every question: 'Ns/Nc' (null) and 0 … 10, in the order the form shows them. */
export const PUNTUACIONES: readonly (number | null)[] = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const MAX_COMENTARIO = 200;

export function etiquetaPuntuacion(resultado: number | null): string {
  return resultado === null ? "Ns/Nc" : String(resultado);
}

export type Recuento = { cuestionId: number; resultado: number | null; veces: number };

export type VecesPorPuntuacion = { resultado: number | null; veces: number };

export type CuestionResultado = {
  id: number;
  /** Position in the questionnaire as shown (1-based), not the id. */
  numero: number;
  cuestion: string;
  /** Average of the 0–10 answers, 2 decimals; Ns/Nc is not counted. Null when nobody gave a score. */
  media: number | null;
  /** Answers with a score (Ns/Nc excluded): the denominator of the average. */
  conPuntuacion: number;
  /** One entry per score of PUNTUACIONES, zeros included, so charts line up. */
  resultados: VecesPorPuntuacion[];
};

/** Average of the scores, rounded half up to 2 decimals; Ns/Nc entries are ignored. */
export function calcularMedia(resultados: readonly VecesPorPuntuacion[]): number | null {
  let suma = 0;
  let cuenta = 0;
  for (const r of resultados) {
    if (r.resultado === null || r.veces <= 0) continue;
    suma += r.resultado * r.veces;
    cuenta += r.veces;
  }
  if (cuenta === 0) return null;
  // Integers divided once: an exact half (e.g. 100.5) stays exact in binary, so Math.round is half-up.
  return Math.round((suma * 100) / cuenta) / 100;
}

/**
 * Results per question, in questionnaire order. Only questions that were asked (that have counts)
 * appear: a question retired later still shows in the campaigns that asked it.
 */
export function resumirCuestiones(
  cuestiones: readonly { id: number; texto: string; orden: number }[],
  recuentos: readonly Recuento[],
): CuestionResultado[] {
  const porCuestion = new Map<number, Map<number | null, number>>();
  for (const r of recuentos) {
    let m = porCuestion.get(r.cuestionId);
    if (!m) porCuestion.set(r.cuestionId, (m = new Map()));
    m.set(r.resultado, (m.get(r.resultado) ?? 0) + r.veces);
  }
  return [...cuestiones]
    .filter((c) => porCuestion.has(c.id))
    .sort((a, b) => a.orden - b.orden || a.id - b.id)
    .map((c, i) => {
      const m = porCuestion.get(c.id)!;
      const resultados = PUNTUACIONES.map((resultado) => ({ resultado, veces: m.get(resultado) ?? 0 }));
      return {
        id: c.id,
        numero: i + 1,
        cuestion: c.texto,
        media: calcularMedia(resultados),
        conPuntuacion: resultados.reduce((s, r) => s + (r.resultado === null ? 0 : r.veces), 0),
        resultados,
      };
    });
}

export type EstadoCampanaResultados = "preparada" | "abierta" | "cerrada";

export type Visibilidad = {
  visible: boolean;
  /** Why the results are hidden: the campaign is still open, or too few answers. */
  motivo: "abierta" | "pocas" | null;
  respuestas: number;
  minimo: number;
  /** Answers still missing to reach the minimum (0 once reached). */
  faltan: number;
};

/**
 * Results are shown only for a closed campaign and only with at least `minimo` answers. Showing
 * them while the campaign is open would let anyone who reloads the page attribute the change to
 * whoever answered in between (decision 004).
 */
export function calcularVisibilidad(estado: EstadoCampanaResultados, respuestas: number, minimo: number): Visibilidad {
  const faltan = Math.max(0, minimo - respuestas);
  if (estado !== "cerrada") return { visible: false, motivo: "abierta", respuestas, minimo, faltan };
  if (faltan > 0) return { visible: false, motivo: "pocas", respuestas, minimo, faltan };
  return { visible: true, motivo: null, respuestas, minimo, faltan: 0 };
}

const nRespuestas = (n: number) => (n === 1 ? "1 respuesta" : `${n} respuestas`);

/** The sentence shown where hidden results would be. */
export function explicarVisibilidad(v: Visibilidad): string | null {
  if (v.visible) return null;
  if (v.motivo === "abierta") {
    const hasta = v.respuestas === 0 ? "Todavía no hay respuestas" : `Lleva ${nRespuestas(v.respuestas)}`;
    const falta = v.faltan > 0 ? ` Hacen falta al menos ${v.minimo} (faltan ${v.faltan}).` : "";
    return `${hasta}. Los resultados se mostrarán cuando se cierre la encuesta.${falta}`;
  }
  if (v.respuestas === 0) return `No hay respuestas. Hacen falta al menos ${v.minimo} para mostrar los resultados (faltan ${v.faltan}).`;
  return `Solo hay ${nRespuestas(v.respuestas)}: hacen falta al menos ${v.minimo} para mostrar los resultados (faltan ${v.faltan}).`;
}

/** Comments in a stable order that says nothing about who wrote them or when. */
export function ordenarComentarios(comentarios: readonly string[]): string[] {
  return [...comentarios].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0));
}

const formatoMedia = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '7,45' (Spanish decimal comma), or '—' when there is no average. */
export function formatearMedia(media: number | null): string {
  return media === null ? "—" : formatoMedia.format(media);
}

/** 'yyyy-MM-dd' (a date column) as 'dd/MM/yyyy'. */
export function formatearFecha(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export const ETIQUETA_ESTADO_CAMPANA: Record<EstadoCampanaResultados, string> = {
  preparada: "Sin abrir",
  abierta: "Abierta",
  cerrada: "Cerrada",
};
