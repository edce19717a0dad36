import { ACCIONES_REGISTRO, ENTIDADES_REGISTRO } from "@/lib/registro/etiquetas";
import type { FiltroRegistro } from "@/lib/registro/schemas";
import type { CursoElegido } from "@/lib/curso-academico/elegido";
import { opcionesDe } from "../forms/Opciones";
import { FiltroCurso } from "../ui/SelectorCurso";
import { BarraFiltros, FiltroFecha, FiltroSelect, FiltroTexto } from "../ui/BarraFiltros";

/** Search and filters of the change log. */
export function FiltrosRegistro({ filtro, eleccion }: { filtro: FiltroRegistro; eleccion: CursoElegido<{ codigo: string }> }) {
  return (
    <BarraFiltros action="/admin/registro" etiqueta="Buscar en el registro" boton="Buscar" quitar="/admin/registro" columnas="sm:grid-cols-2 lg:grid-cols-4" className="mb-4">
      <FiltroCurso eleccion={eleccion} />
      <FiltroTexto etiqueta="Buscar" name="q" valor={filtro.q} placeholder="Correo, código, nombre…" className="sm:col-span-2 lg:col-span-1" />
      <FiltroSelect etiqueta="Acción" name="accion" valor={filtro.accion ?? ""} todos="Todas" lista={opcionesDe(ACCIONES_REGISTRO)} />
      <FiltroSelect etiqueta="Sobre" name="entidad" valor={filtro.entidad ?? ""} todos="Todo" lista={opcionesDe(ENTIDADES_REGISTRO)} />
      <FiltroFecha etiqueta="Desde" name="desde" valor={filtro.desde} />
      <FiltroFecha etiqueta="Hasta" name="hasta" valor={filtro.hasta} />
    </BarraFiltros>
  );
}
