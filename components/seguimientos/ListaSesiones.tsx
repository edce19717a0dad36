"use client";

import { diaDeLaSemana, formatearFecha, NOMBRES_DIA } from "@/lib/fechas";
import { mesDe, tituloMes } from "@/lib/seguimientos/meses";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import type { Accion } from "@/lib/accion";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Sesion = { id: number; fecha: string; inicio: string; fin: string; accion: { id: number | null; nombre: string } };

/**
 * The module's sessions by month, each with a delete button (after confirming). The month of
 * `hoy` opens unfolded; the others stay folded so that a year of sessions is not one long page.
 */
export function ListaSesiones({ sesiones, hoy, eliminar }: { sesiones: Sesion[]; hoy: string; eliminar: Accion }) {
  const c = useAccionConfirmada<Sesion>();
  if (sesiones.length === 0) return <Vacio>Todavía no hay sesiones.</Vacio>;

  const porMes = new Map<string, Sesion[]>();
  for (const s of sesiones) porMes.set(mesDe(s.fecha), [...(porMes.get(mesDe(s.fecha)) ?? []), s]);
  const abierto = porMes.has(mesDe(hoy)) ? mesDe(hoy) : [...porMes.keys()][0];
  const nombre = (s: Sesion) => `${NOMBRES_DIA[diaDeLaSemana(s.fecha) - 1]} ${formatearFecha(s.fecha)} de ${s.inicio} a ${s.fin}`;

  return (
    <div className="space-y-2">
      <div aria-live="polite">
        <Aviso estado={c.estado} />
      </div>
      {[...porMes.entries()].map(([mes, lista]) => (
        <details key={mes} open={mes === abierto} className="rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 font-medium">
            {tituloMes(mes)} <span className="font-normal text-slate-600">({lista.length} {lista.length === 1 ? "sesión" : "sesiones"})</span>
          </summary>
          <ul className="divide-y divide-slate-100 border-t border-slate-100">
            {lista.map((s) => (
              <li key={s.id} className="flex items-start gap-3 px-3 py-2 text-sm">
                {/* On a phone the day, the hours and the action take the lines they need, never
                    cut, with the button beside them (issue 48, defect 3). */}
                <div className="flex min-w-0 flex-1 flex-wrap gap-x-4 gap-y-0.5">
                  <span className="sm:w-44 sm:shrink-0">
                    {NOMBRES_DIA[diaDeLaSemana(s.fecha) - 1]} {formatearFecha(s.fecha)}
                  </span>
                  <span className="tabular-nums sm:w-24 sm:shrink-0">
                    {s.inicio}–{s.fin}
                  </span>
                  <span className={`min-w-40 flex-1 wrap-anywhere ${s.accion.id === null ? "text-slate-500" : ""}`}>{s.accion.id === null ? "Sin asignar" : s.accion.nombre}</span>
                </div>
                <button type="button" className="shrink-0 rounded-md px-2 py-1 text-red-700 hover:bg-red-50" disabled={c.ocupado} onClick={() => c.pedir(s)} aria-label={`Eliminar la sesión del ${nombre(s)}`}>
                  Eliminar
                </button>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <DialogoConfirmar titulo="Eliminar sesión" textoConfirmar="Eliminar" peligro {...c.dialogo((s) => eliminar(null, { id: s.id }))}>
        {c.pendiente && <p>¿Eliminar la sesión del {nombre(c.pendiente)}?{c.pendiente.accion.id !== null ? ` Estaba asignada a «${c.pendiente.accion.nombre}».` : ""}</p>}
      </DialogoConfirmar>
    </div>
  );
}
