import Form from "next/form";
import Link from "next/link";
import { CLASE_FILTRO, opcionesDe, SelectFiltro } from "./Opciones";
import { ACCIONES_REGISTRO, ENTIDADES_REGISTRO, type FiltroRegistro } from "@/lib/registro/schemas";

const campo = CLASE_FILTRO;

export function FiltrosRegistro({ filtro }: { filtro: FiltroRegistro }) {
  return (
    <Form action="/admin/registro" role="search" aria-label="Buscar en el registro" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <label className="block sm:col-span-2 lg:col-span-1">
        <span className="text-sm text-slate-700">Buscar</span>
        <input type="search" name="q" defaultValue={filtro.q} maxLength={100} placeholder="Correo, código, nombre…" className={campo} />
      </label>
      <SelectFiltro etiqueta="Acción" name="accion" valor={filtro.accion ?? ""} todos="Todas" lista={opcionesDe(ACCIONES_REGISTRO)} />
      <SelectFiltro etiqueta="Sobre" name="entidad" valor={filtro.entidad ?? ""} todos="Todo" lista={opcionesDe(ENTIDADES_REGISTRO)} />
      <label className="block">
        <span className="text-sm text-slate-700">Desde</span>
        <input type="date" name="desde" defaultValue={filtro.desde ?? ""} className={campo} />
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Hasta</span>
        <input type="date" name="hasta" defaultValue={filtro.hasta ?? ""} className={campo} />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <button type="submit" className="boton-secundario">
          Buscar
        </button>
        <Link href="/admin/registro" className="enlace text-sm">
          Quitar filtros
        </Link>
      </div>
    </Form>
  );
}
