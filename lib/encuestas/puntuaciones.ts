/**
 * Pure aggregation of survey answers (no database): averages, counts per score, and the rule that
 * decides whether a module × teacher × campaign may show its results. Shared by the pages, the
 * REST API and the CSV export, and unit-tested on its own.
 */

import type { RecuentosGrupo } from "../db/schema";
import { compararSinAcentos } from "../orden";

/** The scale of every question: 'Ns/Nc' (null) and 0 … 10, in the order the form shows them. */
export const PUNTUACIONES: readonly (number | null)[] = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const MAX_COMENTARIO = 200;

export function etiquetaPuntuacion(resultado: number | null): string {
  return resultado === null ? "Ns/Nc" : String(resultado);
}

export type Recuento = { cuestionId: number; resultado: number | null; veces: number };

/** One submission as a group's counts: for each question answered, 1 at the score it got and 0 elsewhere. */
export function recuentosDeEnvio(respuestas: readonly { id: number; resultado: number | null }[]): RecuentosGrupo {
  return Object.fromEntries(respuestas.map((r) => [String(r.id), PUNTUACIONES.map((p) => (p === r.resultado ? 1 : 0))]));
}

/** Two groups' counts added question by question and score by score (what a submission does in SQL). */
export function sumarRecuentos(a: RecuentosGrupo, b: RecuentosGrupo): RecuentosGrupo {
  const suma: RecuentosGrupo = {};
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) suma[id] = PUNTUACIONES.map((_, i) => (a[id]?.[i] ?? 0) + (b[id]?.[i] ?? 0));
  return suma;
}

/** A group's counts as one entry per question and score, zeros included. */
export function listarRecuentos(g: RecuentosGrupo): Recuento[] {
  return Object.entries(g).flatMap(([id, veces]) => PUNTUACIONES.map((resultado, i) => ({ cuestionId: Number(id), resultado, veces: veces[i] ?? 0 })));
}

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
  estado: EstadoCampanaResultados;
  visible: boolean;
  /** Why the results are hidden: too few answers (so far, or at all once closed). */
  motivo: "pocas" | null;
  /** Answers received. */
  respuestas: number;
  /** Answers included in what is shown (the last publication). */
  publicadas: number;
  minimo: number;
  /**
   * While open: answers still needed for the next publication (the first one, when hidden).
   * Once closed: answers that were missing to reach the minimum. 0 when nothing is missing.
   */
  faltan: number;
};

/**
 * A publication is a copy of the running totals that teachers see. One is taken when at least
 * `minimo` answers have arrived since the last one, and at the close, so two views of the results
 * never differ by fewer than `minimo` answers while the campaign is open (decision 004).
 */
export function tocaPublicar(respuestas: number, publicadas: number, minimo: number): boolean {
  return respuestas - publicadas >= minimo;
}

/** Results show once a publication holds at least `minimo` answers. */
export function calcularVisibilidad(estado: EstadoCampanaResultados, respuestas: number, publicadas: number, minimo: number): Visibilidad {
  const visible = publicadas >= minimo;
  const faltan = estado === "abierta" ? Math.max(0, minimo - (respuestas - publicadas)) : visible ? 0 : Math.max(0, minimo - respuestas);
  return { estado, visible, motivo: visible ? null : "pocas", respuestas, publicadas, minimo, faltan };
}

const nRespuestas = (n: number) => (n === 1 ? "1 respuesta" : `${n} respuestas`);

/** The sentence shown where hidden results would be. */
export function explicarVisibilidad(v: Visibilidad): string | null {
  if (v.visible) return null;
  const hay = v.respuestas === 0 ? "No hay respuestas" : v.estado === "abierta" ? `Lleva ${nRespuestas(v.respuestas)}` : `Solo hay ${nRespuestas(v.respuestas)}`;
  return `${hay}: hacen falta al menos ${v.minimo} para mostrar los resultados (faltan ${v.faltan}).`;
}

/** Under visible results of an open campaign: how current they are, and when they change. */
export function explicarPublicacion(v: Visibilidad): string | null {
  if (!v.visible || v.estado !== "abierta") return null;
  const base = v.publicadas === v.respuestas ? `Resultados de las ${v.respuestas} respuestas.` : `Resultados de ${v.publicadas} de las ${v.respuestas} respuestas.`;
  return `${base} Se actualizan cada ${v.minimo} respuestas nuevas y al cerrar la encuesta (faltan ${v.faltan} para la próxima actualización).`;
}

/** Comments in a stable order that says nothing about who wrote them or when. */
export function ordenarComentarios(comentarios: readonly string[]): string[] {
  return [...comentarios].sort((a, b) => compararSinAcentos(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

const formatoMedia = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '7,45' (Spanish decimal comma), or '—' when there is no average. */
export function formatearMedia(media: number | null): string {
  return media === null ? "—" : formatoMedia.format(media);
}

export const ETIQUETA_ESTADO_CAMPANA: Record<EstadoCampanaResultados, string> = {
  preparada: "Sin abrir",
  abierta: "Abierta",
  cerrada: "Cerrada",
};
