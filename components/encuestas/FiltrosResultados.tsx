import type { CicloCatalogo } from "@/lib/ciclos/queries";
import type { CampanaResumen } from "@/lib/encuestas/queries";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/puntuaciones";
import { BarraFiltros, FiltroSelect } from "../ui/BarraFiltros";

type Props = {
  /** The results page itself. */
  action: string;
  campanas: CampanaResumen[];
  campana: number | undefined;
  /** Only the admin's page filters by course and cycle. */
  ciclos?: CicloCatalogo[];
  curso?: 1 | 2;
  ciclo?: string;
  /** The school year the campaigns are of (the history selector's, issue 46), kept when choosing one. */
  cursoAcademico?: string;
};

/** Which campaign (and, for the admin, which course and cycle): the view can be bookmarked or shared. */
export function FiltrosResultados({ action, campanas, campana, ciclos, curso, ciclo, cursoAcademico }: Props) {
  return (
    <BarraFiltros action={action} etiqueta="Qué resultados ver" boton="Ver resultados" diseno="linea" className="mb-4 print:hidden">
      {cursoAcademico && <input type="hidden" name="curso" value={cursoAcademico} />}
      <FiltroSelect
        etiqueta="Campaña"
        name="campana"
        valor={campana === undefined ? "" : String(campana)}
        lista={campanas.map((c) => ({ valor: String(c.id), etiqueta: `${c.nombre} (${ETIQUETA_ESTADO_CAMPANA[c.estado].toLowerCase()})` }))}
        className="flex-[2_1_16rem]"
      />
      {ciclos && (
        <>
          <FiltroSelect
            etiqueta="Curso"
            name="curso"
            valor={String(curso ?? 1)}
            lista={[
              { valor: "1", etiqueta: "1º" },
              { valor: "2", etiqueta: "2º" },
            ]}
            className="flex-[0_1_8rem]"
          />
          <FiltroSelect etiqueta="Ciclo" name="ciclo" valor={ciclo ?? ""} lista={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))} className="flex-[1_1_14rem]" />
        </>
      )}
    </BarraFiltros>
  );
}
