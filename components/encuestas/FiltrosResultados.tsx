import type { CicloCatalogo } from "@/lib/ciclos/queries";
import type { CampanaResumen } from "@/lib/encuestas/queries";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/puntuaciones";

type Props = {
  campanas: CampanaResumen[];
  campana: number | undefined;
  /** Only the admin's page filters by course and cycle. */
  ciclos?: CicloCatalogo[];
  curso?: 1 | 2;
  ciclo?: string;
};

const campo = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

/** A plain GET form: the filters live in the URL, so a view can be bookmarked or shared, and it works without JavaScript. */
export function FiltrosResultados({ campanas, campana, ciclos, curso, ciclo }: Props) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3 print:hidden" aria-label="Qué resultados ver">
      <div className="min-w-0 flex-[2_1_16rem]">
        <label htmlFor="filtro-campana" className="text-sm text-slate-700">
          Campaña
        </label>
        <select id="filtro-campana" name="campana" defaultValue={campana ?? ""} className={campo}>
          {campanas.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nombre} ({ETIQUETA_ESTADO_CAMPANA[c.estado].toLowerCase()})
            </option>
          ))}
        </select>
      </div>
      {ciclos && (
        <>
          <div className="flex-[0_1_8rem]">
            <label htmlFor="filtro-curso" className="text-sm text-slate-700">
              Curso
            </label>
            <select id="filtro-curso" name="curso" defaultValue={curso ?? 1} className={campo}>
              <option value={1}>1º</option>
              <option value={2}>2º</option>
            </select>
          </div>
          <div className="min-w-0 flex-[1_1_14rem]">
            <label htmlFor="filtro-ciclo" className="text-sm text-slate-700">
              Ciclo
            </label>
            <select id="filtro-ciclo" name="ciclo" defaultValue={ciclo} className={campo}>
              {ciclos.map((c) => (
                <option key={c.codigo} value={c.codigo}>
                  {c.codigo} · {c.nombre}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <button type="submit" className="boton-secundario">
        Ver resultados
      </button>
    </form>
  );
}
