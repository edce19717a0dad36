import Form from "next/form";
import Link from "next/link";
import { ETIQUETA_TIPO } from "@/lib/auth/roles";
import { ACTIVOS, type FiltroUsuarios } from "@/lib/usuarios/schemas";
import type { Opcion } from "./tipos";
import { CLASE_FILTRO, opcionesDe, SelectFiltro } from "./Opciones";

const campo = CLASE_FILTRO;

/** Search and filters as a GET form: the URL keeps them (reload, back button, a shared link). */
export function FiltrosUsuarios({ filtro, departamentos, grupos }: { filtro: FiltroUsuarios; departamentos: Opcion[]; grupos: Opcion[] }) {
  return (
    <Form action="/admin/usuarios" role="search" aria-label="Buscar personas" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <label className="block sm:col-span-2">
        <span className="text-sm text-slate-700">Buscar</span>
        <input type="search" name="q" defaultValue={filtro.q} maxLength={100} placeholder="Nombre, correo o código" className={campo} />
      </label>
      <SelectFiltro etiqueta="Tipo" name="tipo" valor={filtro.tipo ?? ""} todos="Todos" lista={opcionesDe(ETIQUETA_TIPO)} />
      <SelectFiltro etiqueta="Departamento" name="departamento" valor={filtro.departamento ? String(filtro.departamento) : ""} todos="Todos" lista={departamentos} />
      <SelectFiltro etiqueta="Grupo" name="grupo" valor={filtro.grupo ?? ""} todos="Todos" lista={grupos} />
      <SelectFiltro etiqueta="Cuentas" name="activo" valor={filtro.activo} lista={opcionesDe(ACTIVOS)} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="boton-secundario">
          Buscar
        </button>
        <Link href="/admin/usuarios" className="enlace text-sm">
          Quitar filtros
        </Link>
      </div>
    </Form>
  );
}
