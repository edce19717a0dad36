import { etiquetaPuntuacion, type VecesPorPuntuacion } from "@/lib/encuestas/puntuaciones";

const ALTO_BARRA = 44;

/**
 * Counts per score as a small bar chart that is also a table: screen readers read a header row of
 * scores and a row of counts, and the scores are drawn under the bars by moving the header row to
 * the bottom with CSS only.
 */
export function GraficoPuntuaciones({ resultados, titulo }: { resultados: VecesPorPuntuacion[]; titulo: string }) {
  const max = Math.max(1, ...resultados.map((r) => r.veces));
  return (
    <table className="w-full table-fixed border-collapse [print-color-adjust:exact]">
      <caption className="sr-only">{titulo}</caption>
      {/* 'Ns/Nc' is three times as wide as '0': its column gets more room, so no label runs into the next. */}
      <colgroup>
        {resultados.map((r) => (
          <col key={etiquetaPuntuacion(r.resultado)} className={r.resultado === null ? "w-[15%]" : undefined} />
        ))}
      </colgroup>
      <thead className="table-footer-group">
        <tr>
          {resultados.map((r) => (
            <th key={etiquetaPuntuacion(r.resultado)} scope="col" className="border-t border-slate-300 pt-0.5 text-center text-[11px] font-normal whitespace-nowrap text-slate-600">
              {etiquetaPuntuacion(r.resultado)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {resultados.map((r) => (
            <td key={etiquetaPuntuacion(r.resultado)} className="px-px align-bottom">
              <div className="flex flex-col items-center justify-end" style={{ height: ALTO_BARRA + 16 }}>
                <span className={`text-[11px] tabular-nums ${r.veces === 0 ? "text-slate-400" : "text-slate-800"}`}>{r.veces}</span>
                <div
                  className={`w-full max-w-6 rounded-t-sm ${r.resultado === null ? "bg-slate-400" : "bg-marca-500"}`}
                  style={{ height: r.veces === 0 ? 0 : Math.max(2, Math.round((r.veces / max) * ALTO_BARRA)) }}
                />
              </div>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
