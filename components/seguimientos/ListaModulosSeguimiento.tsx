import Link from "next/link";
import type { Desviacion, Indicadores } from "@/lib/seguimientos/reglas";
import { formatearHoras } from "@/lib/seguimientos/reglas";
import { Vacio } from "../ui/Tarjeta";
import { BarraPorcentaje } from "./Indicadores";

export type FilaModulo = {
  modulo: { codigo: string; ciclo: string; curso: number; nombre: string };
  docentes: string[];
  indicadores: Indicadores;
  desviacion: Desviacion;
};

/**
 * Modules with their indicators: the module picker (spec §2) and, with `conDesviacion`, jefatura's
 * department overview, where the order (most deviated first) comes from lib/seguimientos. Texts are
 * written as one string each: a department has some sixty modules, and React marks every join of
 * text parts in the HTML (decision 040).
 */
export function ListaModulosSeguimiento({ modulos, enlace, vacio, conDesviacion = false, etiqueta }: { modulos: FilaModulo[]; enlace: (m: FilaModulo["modulo"]) => string; vacio: string; conDesviacion?: boolean; etiqueta: string }) {
  if (modulos.length === 0) return <Vacio>{vacio}</Vacio>;
  return (
    <ol className="divide-y divide-slate-100" aria-label={etiqueta}>
      {modulos.map(({ modulo: m, docentes, indicadores: ind, desviacion: d }) => (
        <li key={`${m.codigo}-${m.ciclo}`} className="py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link href={enlace(m)} className="enlace text-base">
              {m.nombre}
            </Link>
            <span className="text-sm text-slate-600">{`${m.curso}.º ${m.ciclo} · ${m.codigo}${docentes.length > 0 ? ` · ${docentes.join(", ")}` : ""}`}</span>
          </div>
          <div className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <span className="text-slate-600">Sesiones: </span>
              {`${ind.sesiones.impartidas} de ${ind.sesiones.actuales} asignadas`}
              <BarraPorcentaje valor={ind.sesiones.indicador} etiqueta="Sesiones hasta hoy asignadas" />
            </div>
            <div>
              <span className="text-slate-600">Acciones: </span>
              {`${ind.acciones.impartida} de ${ind.acciones.totales} completadas`}
              <BarraPorcentaje valor={ind.acciones.indicador} etiqueta="Acciones completadas" />
            </div>
            {conDesviacion && (
              <>
                <div className={d.retrasadas > 0 ? "font-semibold text-red-800" : "text-slate-700"}>
                  {d.retrasadas === 1 ? "1 acción retrasada" : `${d.retrasadas} acciones retrasadas`}
                </div>
                <div className={d.horasDesfase > 0 ? "font-semibold text-amber-900" : "text-slate-700"}>
                  {`Desfase: ${d.horasDesfase > 0 ? `+${formatearHoras(d.horasDesfase)}` : "ninguno"}`}
                  {d.sinAsignar > 0 && <span className="block font-normal text-slate-600">{`${d.sinAsignar} sesiones sin asignar`}</span>}
                </div>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
