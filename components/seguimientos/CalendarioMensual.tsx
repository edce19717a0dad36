"use client";

import { useState } from "react";
import { DIAS_LECTIVOS, formatearFecha, NOMBRES_DIA, diaDeLaSemana } from "@/lib/fechas";
import { semanasDelMes, tituloMes } from "@/lib/seguimientos/meses";

type Props = {
  /** Months that can be shown ('yyyy-MM'), in order: the school year's. */
  meses: string[];
  mesInicial: string;
  hoy: string;
  /** Días no lectivos: date → description. */
  noLectivos: Record<string, string>;
  /** What a day holds (sessions); null for nothing. */
  contenidoDia: (fecha: string) => React.ReactNode;
  /** Text before the grid (e.g. a hint), announced with the month. */
  titulo?: string;
};

/**
 * A month, Monday to Friday, weeks from Monday, with Spanish month names (spec §2, §9). Display
 * only: it lays out what `contenidoDia` returns and moves between months. On a phone the days
 * stack and the empty ones are left out; on a wider screen it is the usual five-column grid.
 */
export function CalendarioMensual({ meses, mesInicial, hoy, noLectivos, contenidoDia, titulo = "Calendario" }: Props) {
  const [mes, setMes] = useState(meses.includes(mesInicial) ? mesInicial : (meses[0] ?? mesInicial));
  const i = meses.indexOf(mes);
  const anterior = i > 0 ? meses[i - 1] : null;
  const siguiente = i >= 0 && i < meses.length - 1 ? meses[i + 1] : null;
  const semanas = semanasDelMes(mes);

  return (
    <section aria-label={titulo} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* On a phone the month list already shows the month: its heading is read, not drawn, so
            the first day starts in the first screen (issue 48, defect 8). */}
        <h2 className="text-xl font-semibold max-sm:sr-only" aria-live="polite">
          {tituloMes(mes)}
        </h2>
        <div className="flex items-center gap-2">
          <button type="button" className="boton-secundario px-3" onClick={() => anterior && setMes(anterior)} disabled={!anterior} aria-label={anterior ? `Mes anterior: ${tituloMes(anterior)}` : "Mes anterior"}>
            ‹
          </button>
          <label className="sr-only" htmlFor="calendario-mes">
            Mes
          </label>
          <select id="calendario-mes" value={mes} onChange={(e) => setMes(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-sm">
            {meses.map((m) => (
              <option key={m} value={m}>
                {tituloMes(m)}
              </option>
            ))}
          </select>
          <button type="button" className="boton-secundario px-3" onClick={() => siguiente && setMes(siguiente)} disabled={!siguiente} aria-label={siguiente ? `Mes siguiente: ${tituloMes(siguiente)}` : "Mes siguiente"}>
            ›
          </button>
        </div>
      </div>

      <div className="hidden grid-cols-5 gap-1 sm:grid" aria-hidden="true">
        {DIAS_LECTIVOS.map((d) => (
          <div key={d} className="px-2 text-sm font-medium text-slate-600">
            {d}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-1 gap-1 sm:grid-cols-5" aria-label={`Días lectivos de ${tituloMes(mes)}`}>
        {semanas.flat().map((fecha, k) => {
          if (!fecha) return <li key={`vacio-${k}`} aria-hidden="true" className="hidden rounded-lg bg-slate-50 sm:block" />;
          const contenido = contenidoDia(fecha);
          const festivo = noLectivos[fecha];
          const esHoy = fecha === hoy;
          const nombre = `${NOMBRES_DIA[diaDeLaSemana(fecha) - 1]} ${formatearFecha(fecha)}`;
          return (
            <li
              key={fecha}
              aria-label={nombre}
              aria-current={esHoy ? "date" : undefined}
              className={`min-h-24 rounded-lg border p-1.5 ${contenido || festivo ? "" : "hidden sm:block"} ${festivo ? "border-slate-200 bg-slate-100" : "border-slate-200 bg-white"} ${esHoy ? "ring-2 ring-marca-500" : ""}`}
            >
              <p className="mb-1 flex items-baseline justify-between gap-1 text-sm">
                <span className={`font-semibold ${esHoy ? "text-marca-700" : "text-slate-800"}`}>
                  <span className="sm:hidden">{NOMBRES_DIA[diaDeLaSemana(fecha) - 1]} </span>
                  {Number(fecha.slice(8, 10))}
                </span>
                {esHoy && <span className="text-xs font-medium text-marca-700">Hoy</span>}
              </p>
              {festivo !== undefined && <p className="text-xs text-slate-600">No lectivo{festivo ? `: ${festivo}` : ""}</p>}
              {contenido}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
