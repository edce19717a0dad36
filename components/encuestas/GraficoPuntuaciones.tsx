import { etiquetaPuntuacion, PUNTUACIONES } from "@/lib/encuestas/puntuaciones";

const ALTO_BARRA = 44;

const ENTIDADES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapar = (texto: string) => texto.replace(/[&<>"]/g, (c) => ENTIDADES[c]);

/**
 * Counts per score as a small bar chart that is also a table: screen readers read a header row of
 * scores and a row of counts, and the scores are drawn under the bars by moving the header row to
 * the bottom with CSS only. Its styles are the `.grafico-puntuaciones` rules of app/globals.css, not
 * classes on each cell (decision 036).
 *
 * Written as HTML text, not as React elements: a results page draws sixty of these tables, some two
 * thousand cells, and React's work per element was most of the page's time; one element holding
 * the text costs React nothing per cell (decision 042). Everything in it is a number, a fixed label
 * or the escaped caption.
 *
 * `veces`: the count of each score of PUNTUACIONES, in that order (Ns/Nc first), as
 * CuestionResultado.resultados has them. Only the counts travel to the browser (decision 051).
 */
export function htmlGrafico(veces: readonly number[], titulo: string): string {
  const max = Math.max(1, ...veces);
  const cabecera = PUNTUACIONES.map((p) => `<th scope="col"${p === null ? ' class="nsnc"' : ""}>${escapar(etiquetaPuntuacion(p))}</th>`).join("");
  const celdas = PUNTUACIONES.map((p, i) => {
    const n = veces[i] ?? 0;
    const clase = [p === null && "nsnc", n === 0 && "cero"].filter(Boolean).join(" ");
    const barra = n > 0 ? `<span style="height:${Math.max(2, Math.round((n / max) * ALTO_BARRA))}px"></span>` : "";
    return `<td${clase ? ` class="${clase}"` : ""}>${escapar(String(n))}${barra}</td>`;
  }).join("");
  return `<table class="grafico-puntuaciones"><caption class="sr-only">${escapar(titulo)}</caption><thead><tr>${cabecera}</tr></thead><tbody><tr>${celdas}</tr></tbody></table>`;
}

export function GraficoPuntuaciones({ veces, titulo, className }: { veces: readonly number[]; titulo: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: htmlGrafico(veces, titulo) }} />;
}
