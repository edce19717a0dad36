import { etiquetaPuntuacion, type VecesPorPuntuacion } from "@/lib/encuestas/puntuaciones";

const ALTO_BARRA = 44;

/**
 * Counts per score as a small bar chart that is also a table: screen readers read a header row of
 * scores and a row of counts, and the scores are drawn under the bars by moving the header row to
 * the bottom with CSS only. Its styles are the `.grafico-puntuaciones` rules of app/globals.css, not
 * classes on each cell: a results page draws a few thousand of these cells, and per-cell class lists
 * made up most of its HTML (decision 036).
 */
export function GraficoPuntuaciones({ resultados, titulo }: { resultados: VecesPorPuntuacion[]; titulo: string }) {
  const max = Math.max(1, ...resultados.map((r) => r.veces));
  const clase = (r: VecesPorPuntuacion) => [r.resultado === null && "nsnc", r.veces === 0 && "cero"].filter(Boolean).join(" ") || undefined;
  return (
    <table className="grafico-puntuaciones">
      <caption className="sr-only">{titulo}</caption>
      <thead>
        <tr>
          {resultados.map((r) => (
            <th key={etiquetaPuntuacion(r.resultado)} scope="col" className={r.resultado === null ? "nsnc" : undefined}>
              {etiquetaPuntuacion(r.resultado)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {resultados.map((r) => (
            <td key={etiquetaPuntuacion(r.resultado)} className={clase(r)}>
              {r.veces}
              {r.veces > 0 && <span style={{ height: Math.max(2, Math.round((r.veces / max) * ALTO_BARRA)) }} />}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
