import { BarraFiltros, FiltroSelect, FiltroTexto } from "../ui/BarraFiltros";

/** Search and room filter of the department's articles; choosing a room applies it at once. */
export function FiltrosInventario({ q, aula, aulas }: { q: string; aula: string; aulas: string[] }) {
  return (
    <BarraFiltros action="/jefatura/inventario" etiqueta="Buscar artículos" boton="Buscar" diseno="linea" className="flex-1">
      <FiltroTexto etiqueta="Buscar" name="q" valor={q} placeholder="Código, nombre o descripción" className="flex-[1_1_14rem]" />
      <FiltroSelect etiqueta="Aula" name="aula" valor={aula} todos="Todas" lista={aulas.map((a) => ({ valor: a, etiqueta: a }))} alCambiar="enviar" className="w-full sm:w-56" />
    </BarraFiltros>
  );
}
