"use client";

import { useId, useRef, useState } from "react";
import type { CeldaRejilla, DatosRejilla } from "@/lib/horarios/rejilla";
import { Vacio } from "../ui/Tarjeta";

const DIAS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"] as const;
const CORTOS = ["Lun", "Mar", "Mié", "Jue", "Vie"] as const;

type Props = DatosRejilla & {
  /** Whose week it is, for the table's caption: 'Horario de Aula 3'. */
  titulo: string;
  /** Shown instead of the grid when the week has no periods. */
  vacio: string;
};

function Periodos({ celdas }: { celdas: CeldaRejilla[] }) {
  return (
    <ul className="space-y-1">
      {celdas.map((c) => (
        <li key={c.clave} className="leading-tight">
          <span className="block font-medium text-slate-900">{c.titulo}</span>
          {c.lineas.map((l, i) => (
            <span key={i} className="block text-xs text-slate-700 print:text-[7.5pt]">
              {l}
            </span>
          ))}
          {c.desdoble && <span className="mt-0.5 inline-block rounded bg-slate-200 px-1 text-[0.65rem] font-medium uppercase tracking-wide text-slate-800">Desdoble</span>}
        </li>
      ))}
    </ul>
  );
}

const Insignia = ({ children }: { children: React.ReactNode }) => (
  <span className="ml-1 inline-block rounded-full bg-marca-600 px-1.5 py-px text-[0.65rem] font-semibold uppercase text-white print:hidden">{children}</span>
);

/**
 * A week's timetable (display only; reused for rooms, teachers and groups). Wide screens and paper
 * get the whole week — rows are the time slots, columns Lunes … Viernes — on one A4 landscape
 * page; a phone gets one day at a time behind day tabs. Today's column and the slot running now
 * are marked on screen only: a printed timetable is for the whole year.
 */
export function RejillaHorario({ titulo, vacio, franjas, celdas, hoy, franjaActual }: Props) {
  const id = useId();
  const [dia, setDia] = useState(hoy ?? 1);
  const pestanas = useRef<(HTMLButtonElement | null)[]>([]);
  const en = (d: number, franja: number) => celdas.filter((c) => c.dia === d && c.franjaId === franja);

  if (celdas.length === 0) return <Vacio>{vacio}</Vacio>;

  const mover = (e: React.KeyboardEvent, actual: number) => {
    const destino = { ArrowRight: actual + 1, ArrowLeft: actual - 1, Home: 1, End: 5 }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    const d = ((destino - 1 + 5) % 5) + 1;
    setDia(d);
    pestanas.current[d - 1]?.focus();
  };

  return (
    <div className="rejilla-horario">
      {/* A4 landscape for whatever page holds a grid; the rest of such pages is print:hidden. The
          week comes first in the document: it is what wide screens, paper and text searches see. */}
      <style>{"@page { size: A4 landscape; margin: 10mm; }"}</style>

      <table className="hidden w-full table-fixed border-collapse text-sm sm:table print:table print:text-[8.5pt]">
        <caption className="mb-2 text-left text-base font-semibold text-slate-900 print:text-[12pt]">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-28 border border-slate-300 bg-slate-100 p-1.5 text-left print:w-[22mm]">
              Hora
            </th>
            {DIAS.map((nombre, i) => (
              <th
                key={nombre}
                scope="col"
                aria-current={i + 1 === hoy ? "date" : undefined}
                className={`border border-slate-300 p-1.5 text-left ${i + 1 === hoy ? "bg-marca-100 print:bg-slate-100" : "bg-slate-100"}`}
              >
                {nombre}
                {i + 1 === hoy && <Insignia>Hoy</Insignia>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {franjas.map((f) => {
            const ahora = f.id === franjaActual && hoy !== null;
            return (
              <tr key={f.id} className="break-inside-avoid">
                <th scope="row" aria-current={ahora ? "time" : undefined} className={`border border-slate-300 p-1.5 text-left align-top font-normal tabular-nums ${ahora ? "bg-amber-100 print:bg-white" : "bg-slate-50"}`}>
                  {f.inicio}–{f.fin}
                  {ahora && <Insignia>Ahora</Insignia>}
                </th>
                {f.recreo ? (
                  <td colSpan={5} className="border border-slate-300 bg-slate-50 p-1 text-center text-xs uppercase tracking-wide text-slate-600">
                    Recreo
                  </td>
                ) : (
                  DIAS.map((nombre, i) => {
                    const d = i + 1;
                    const marca = d === hoy ? (ahora ? "bg-amber-100 print:bg-white" : "bg-marca-50 print:bg-white") : "";
                    return (
                      <td key={nombre} className={`border border-slate-300 p-1.5 align-top ${marca}`}>
                        <Periodos celdas={en(d, f.id)} />
                      </td>
                    );
                  })
                )}
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="sm:hidden print:hidden">
        <div role="tablist" aria-label="Día de la semana" className="grid grid-cols-5 gap-1">
          {DIAS.map((nombre, i) => {
            const d = i + 1;
            const elegido = d === dia;
            return (
              <button
                key={nombre}
                ref={(b) => {
                  pestanas.current[i] = b;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${d}`}
                aria-label={d === hoy ? `${nombre} (hoy)` : nombre}
                aria-selected={elegido}
                aria-controls={`${id}-panel`}
                tabIndex={elegido ? 0 : -1}
                onClick={() => setDia(d)}
                onKeyDown={(e) => mover(e, d)}
                className={`rounded-lg px-1 py-2 text-sm ${elegido ? "bg-marca-600 font-semibold text-white" : "bg-slate-100 text-slate-800"} ${d === hoy && !elegido ? "ring-2 ring-marca-500" : ""}`}
              >
                {CORTOS[i]}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${dia}`} className="mt-3">
          <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {franjas.map((f) => {
              const ahora = dia === hoy && f.id === franjaActual;
              const aqui = en(dia, f.id);
              return (
                <li key={f.id} aria-current={ahora ? "time" : undefined} className={`flex gap-3 px-3 py-2 ${ahora ? "bg-amber-50" : f.recreo ? "bg-slate-50" : ""}`}>
                  <span className="w-24 shrink-0 text-sm tabular-nums text-slate-700">
                    {f.inicio}–{f.fin}
                    {ahora && <Insignia>Ahora</Insignia>}
                  </span>
                  <div className="min-w-0 flex-1 text-sm">{f.recreo ? <span className="text-slate-600">Recreo</span> : aqui.length ? <Periodos celdas={aqui} /> : <span className="text-slate-500">—</span>}</div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </div>
  );
}
