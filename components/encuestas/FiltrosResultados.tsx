import type { CampanaResumen, CicloOpcion } from "@/lib/encuestas/queries";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/resultados";

type Props = {
  campanas: CampanaResumen[];
  campana: number | undefined;
  /** Only the admin's page filters by course and cycle. */
  ciclos?: CicloOpcion[];
  curso?: 1 | 2;
  ciclo?: string;
};

const campo = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

/** A plain GET form: the filters live in the URL, so a view can be bookmarked or shared, and it works without JavaScript. */
export function FiltrosResultados({ campanas, campana, ciclos, curso, ciclo }: Props) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3 print:hidden" aria-label="Qué resultados ver">
      <label className="block min-w-0 flex-[2_1_16rem]">
        <span className="text-sm text-slate-700">Campaña</span>
        <select name="campana" defaultValue={campana ?? ""} className={campo}>
          {campanas.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nombre} ({ETIQUETA_ESTADO_CAMPANA[c.estado].toLowerCase()})
            </option>
          ))}
        </select>
      </label>
      {ciclos && (
        <>
          <label className="block flex-[0_1_8rem]">
            <span className="text-sm text-slate-700">Curso</span>
            <select name="curso" defaultValue={curso ?? 1} className={campo}>
              <option value={1}>1º</option>
              <option value={2}>2º</option>
            </select>
          </label>
          <label className="block min-w-0 flex-[1_1_14rem]">
            <span className="text-sm text-slate-700">Ciclo</span>
            <select name="ciclo" defaultValue={ciclo} className={campo}>
              {ciclos.map((c) => (
                <option key={c.codigo} value={c.codigo}>
                  {c.codigo} · {c.nombre}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <button type="submit" className="boton-secundario">
        Ver resultados
      </button>
    </form>
  );
}
