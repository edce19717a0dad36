import { etiquetaPuntuacion, type VecesPorPuntuacion } from "@/lib/encuestas/puntuaciones";

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
 */
export function htmlGrafico(resultados: readonly VecesPorPuntuacion[], titulo: string): string {
  const max = Math.max(1, ...resultados.map((r) => r.veces));
  const cabecera = resultados.map((r) => `<th scope="col"${r.resultado === null ? ' class="nsnc"' : ""}>${escapar(etiquetaPuntuacion(r.resultado))}</th>`).join("");
  const celdas = resultados
    .map((r) => {
      const clase = [r.resultado === null && "nsnc", r.veces === 0 && "cero"].filter(Boolean).join(" ");
      const barra = r.veces > 0 ? `<span style="height:${Math.max(2, Math.round((r.veces / max) * ALTO_BARRA))}px"></span>` : "";
      return `<td${clase ? ` class="${clase}"` : ""}>${escapar(String(r.veces))}${barra}</td>`;
    })
    .join("");
  return `<table class="grafico-puntuaciones"><caption class="sr-only">${escapar(titulo)}</caption><thead><tr>${cabecera}</tr></thead><tbody><tr>${celdas}</tr></tbody></table>`;
}

export function GraficoPuntuaciones({ resultados, titulo, className }: { resultados: VecesPorPuntuacion[]; titulo: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: htmlGrafico(resultados, titulo) }} />;
}
