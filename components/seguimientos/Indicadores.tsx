import type { Indicadores as Datos } from "@/lib/seguimientos/reglas";

/**
 * A percentage as a short bar; the number is always written next to it. One neutral colour: 15 %
 * of the actions completed in November is on plan, not a warning. Drawn by `.barra-porcentaje` in
 * app/globals.css from `--v`: the department overview has two bars per module (decision 040).
 */
export function BarraPorcentaje({ valor, etiqueta, className }: { valor: number; etiqueta: string; className?: string }) {
  const v = Math.max(0, Math.min(100, valor));
  return (
    <div className={className ? `barra-porcentaje ${className}` : "barra-porcentaje"}>
      <span role="img" aria-label={`${etiqueta}: ${v} %`} style={{ "--v": `${v}%` } as React.CSSProperties} />
      <span aria-hidden="true">{`${v} %`}</span>
    </div>
  );
}

/** The module indicators (spec §3) as numbers and a small bar each; definitions in decision 013. */
export function Indicadores({ indicadores, sesionesDelCurso }: { indicadores: Datos; sesionesDelCurso?: number }) {
  const { sesiones: s, acciones: a } = indicadores;
  return (
    // Two columns from the phone up: stacked, they pushed the calendar below the first screen (issue 48, defect 8).
    <dl className="grid grid-cols-2 gap-2 sm:gap-3" aria-label="Indicadores del módulo">
      <div className="min-w-0 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200 sm:p-3">
        <dt className="text-xs font-medium text-slate-700 sm:text-sm">Sesiones impartidas</dt>
        <dd className="mt-1">
          <span className="text-xl font-semibold tabular-nums sm:text-2xl" data-indicador="sesiones-impartidas">
            {s.impartidas}
          </span>
          <span className="text-slate-700"> de {s.actuales} hasta hoy</span>
          <span className="block text-sm text-slate-600">{sesionesDelCurso ?? s.totales} sesiones en el curso</span>
          <BarraPorcentaje valor={s.indicador} etiqueta="Sesiones hasta hoy asignadas a una acción" className="mt-1" />
        </dd>
      </div>
      <div className="min-w-0 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200 sm:p-3">
        <dt className="text-xs font-medium text-slate-700 sm:text-sm">Acciones formativas impartidas</dt>
        <dd className="mt-1">
          <span className="text-xl font-semibold tabular-nums sm:text-2xl" data-indicador="acciones-impartidas">
            {a.impartida}
          </span>
          <span className="text-slate-700"> de {a.totales}</span>
          <span className="block text-sm text-slate-600">{a.noImpartida} sin completar</span>
          <BarraPorcentaje valor={a.indicador} etiqueta="Acciones formativas completadas" className="mt-1" />
        </dd>
      </div>
    </dl>
  );
}
