import type { DatosRejilla } from "@/lib/horarios/rejilla";
import { BotonImprimir } from "../convalidaciones/BotonImprimir";
import { RejillaHorario } from "./RejillaHorario";

type Props = {
  id: string;
  /** The card's heading ('Mi horario'). */
  titulo: string;
  /** The grid's caption, which is also the printed title ('Horario de 1QUI301 · 2026/2027'). */
  leyenda: string;
  datos: DatosRejilla;
  vacio: string;
  /** Below the grid, on screen only (the calendar link). */
  pie?: React.ReactNode;
};

/** A card with a week's grid and its print button; on paper only the grid remains. */
export function TarjetaHorario({ id, titulo, leyenda, datos, vacio, pie }: Props) {
  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
          {titulo}
        </h2>
        {datos.celdas.length > 0 && <BotonImprimir />}
      </div>
      <RejillaHorario titulo={leyenda} vacio={vacio} {...datos} />
      {pie && <div className="mt-4 print:hidden">{pie}</div>}
    </section>
  );
}
