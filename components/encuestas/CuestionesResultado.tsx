"use client";

import { GraficoPuntuaciones } from "./GraficoPuntuaciones";

/** One question of ResultadosModulo, with its texts already written (decision 051). */
export type CuestionVisible = {
  id: number;
  /** «3. Las clases están bien organizadas y preparadas.» */
  texto: string;
  /** The average as shown («7,50», «—»). */
  media: string;
  numero: number;
  /** Counts per score, in PUNTUACIONES order. */
  veces: number[];
};

/**
 * The questions of one module's results, each with its average and chart. A client component on
 * purpose: a campaign page shows some sixty of them, and what travels in the RSC payload is each
 * question's text and twelve counts, not its elements and the chart's HTML text escaped twice
 * (decision 051). The HTML is built from the same counts on the server.
 */
export function CuestionesResultado({ cuestiones }: { cuestiones: CuestionVisible[] }) {
  return (
    <ol className="grid gap-3 lg:grid-cols-2 print:grid-cols-2 print:gap-2">
      {cuestiones.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 p-3 print:break-inside-avoid">
          <div className="flex items-start justify-between gap-3">
            <p className="text-sm font-medium text-slate-900">{c.texto}</p>
            <p className="shrink-0 text-right leading-tight">
              <span className="block text-[11px] uppercase tracking-wide text-slate-600">Media</span>
              <span className="text-xl font-semibold tabular-nums text-slate-900">{c.media}</span>
            </p>
          </div>
          <GraficoPuntuaciones className="mt-1" veces={c.veces} titulo={`Respuestas por puntuación a la pregunta ${c.numero}`} />
        </li>
      ))}
    </ol>
  );
}
