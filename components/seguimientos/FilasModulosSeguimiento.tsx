"use client";

import { Enlace } from "../ui/Enlace";
import { BarraPorcentaje } from "./Indicadores";

/** One module of ListaModulosSeguimiento, with its texts already written (decision 051). */
export type FilaVisible = {
  clave: string;
  href: string;
  nombre: string;
  /** «1.º QUI301 · 0066 · teachers». */
  detalle: string;
  sesiones: string;
  pctSesiones: number;
  acciones: string;
  pctAcciones: number;
  /** Only in jefatura's overview. */
  desviacion?: { retrasadas: string; conRetraso: boolean; desfase: string; conDesfase: boolean; sinAsignar: string | null };
};

/**
 * The rows of ListaModulosSeguimiento. A client component on purpose: what travels in the page's
 * RSC payload is these few strings per module, not the element tree of each row, which for a
 * department's sixty modules was two thirds of the page (decision 051). The HTML is the same.
 */
export function FilasModulosSeguimiento({ filas, etiqueta }: { filas: FilaVisible[]; etiqueta: string }) {
  return (
    <ol className="divide-y divide-slate-100" aria-label={etiqueta}>
      {filas.map((f) => (
        <li key={f.clave} className="break-inside-avoid py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Enlace href={f.href} className="enlace text-base">
              {f.nombre}
            </Enlace>
            <span className="text-sm text-slate-600">{f.detalle}</span>
          </div>
          <div className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <span className="text-slate-600">Sesiones: </span>
              {f.sesiones}
              <BarraPorcentaje valor={f.pctSesiones} etiqueta="Sesiones hasta hoy asignadas" />
            </div>
            <div>
              <span className="text-slate-600">Acciones: </span>
              {f.acciones}
              <BarraPorcentaje valor={f.pctAcciones} etiqueta="Acciones completadas" />
            </div>
            {f.desviacion && (
              <>
                <div className={f.desviacion.conRetraso ? "font-semibold text-red-800" : "text-slate-700"}>{f.desviacion.retrasadas}</div>
                <div className={f.desviacion.conDesfase ? "font-semibold text-amber-900" : "text-slate-700"}>
                  {f.desviacion.desfase}
                  {f.desviacion.sinAsignar && <span className="block font-normal text-slate-600">{f.desviacion.sinAsignar}</span>}
                </div>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
