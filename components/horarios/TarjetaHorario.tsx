import { getEnv } from "@/lib/env";
import type { DatosRejilla } from "@/lib/horarios/rejilla";
import { BotonImprimir } from "../convalidaciones/BotonImprimir";
import { RejillaHorario } from "./RejillaHorario";

type Props = {
  id: string;
  /**
   * The card's heading ('Mi horario'). Without one the card is named by the grid's caption and
   * shows no heading: in the viewer a heading «Ana López Gracia» over the caption «Horario de Ana
   * López Gracia · 2026/2027» said the name twice (issue 48, defect 15).
   */
  titulo?: string;
  /** The grid's caption, which is also the printed title ('Horario de 1QUI301 · 2026/2027'). */
  leyenda: string;
  datos: DatosRejilla;
  vacio: string;
  /** Below the grid, on screen only (the calendar link). */
  pie?: React.ReactNode;
};

/**
 * A card with a week's grid and its print button; on paper the grid under the centre's name, as
 * the monthly report heads its sheets (issue 48, defect 15).
 */
export function TarjetaHorario({ id, titulo, leyenda, datos, vacio, pie }: Props) {
  return (
    <section
      {...(titulo ? { "aria-labelledby": `${id}-titulo` } : { "aria-label": leyenda })}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className={`mb-3 flex flex-wrap items-center gap-2 print:hidden ${titulo ? "justify-between" : "justify-end"}`}>
        {titulo && (
          <h2 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
            {titulo}
          </h2>
        )}
        {datos.celdas.length > 0 && <BotonImprimir />}
      </div>
      <p className="mb-1 hidden text-xs uppercase tracking-wide text-slate-600 print:block">{getEnv().CENTRO_NOMBRE}</p>
      <RejillaHorario titulo={leyenda} vacio={vacio} {...datos} />
      {pie && <div className="mt-4 print:hidden">{pie}</div>}
    </section>
  );
}
