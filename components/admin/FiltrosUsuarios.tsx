import { ETIQUETA_CARGO } from "@/lib/acceso/cargos";
import { ACTIVOS } from "@/lib/usuarios/etiquetas";
import type { FiltroUsuarios } from "@/lib/usuarios/schemas";
import { opcionesDe, type Opcion } from "../forms/Opciones";
import { BarraFiltros, FiltroSelect, FiltroTexto } from "../ui/BarraFiltros";

/** Search and filters of the people list. */
export function FiltrosUsuarios({ filtro, departamentos, grupos }: { filtro: FiltroUsuarios; departamentos: Opcion[]; grupos: Opcion[] }) {
  return (
    <BarraFiltros action="/admin/usuarios" etiqueta="Buscar personas" boton="Buscar" quitar="/admin/usuarios" columnas="sm:grid-cols-2 lg:grid-cols-7" className="mb-4">
      <FiltroTexto etiqueta="Buscar" name="q" valor={filtro.q} placeholder="Nombre, correo o código" className="sm:col-span-2" />
      <FiltroSelect etiqueta="Cargo" name="cargo" valor={filtro.cargo ?? ""} todos="Todos" lista={opcionesDe(ETIQUETA_CARGO)} />
      <FiltroSelect etiqueta="Departamento" name="departamento" valor={filtro.departamento ? String(filtro.departamento) : ""} todos="Todos" lista={departamentos} />
      <FiltroSelect etiqueta="Grupo" name="grupo" valor={filtro.grupo ?? ""} todos="Todos" lista={grupos} />
      <FiltroSelect etiqueta="Cuentas" name="activo" valor={filtro.activo} lista={opcionesDe(ACTIVOS)} />
    </BarraFiltros>
  );
}
