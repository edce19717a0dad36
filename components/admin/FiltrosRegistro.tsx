import Form from "next/form";
import Link from "next/link";
import { ACCIONES_REGISTRO, ENTIDADES_REGISTRO, type FiltroRegistro } from "@/lib/registro/schemas";

const campo = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

export function FiltrosRegistro({ filtro }: { filtro: FiltroRegistro }) {
  return (
    <Form action="/admin/registro" role="search" aria-label="Buscar en el registro" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <label className="block sm:col-span-2 lg:col-span-1">
        <span className="text-sm text-slate-700">Buscar</span>
        <input type="search" name="q" defaultValue={filtro.q} maxLength={100} placeholder="Correo, código, nombre…" className={campo} />
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Acción</span>
        <select name="accion" defaultValue={filtro.accion ?? ""} className={campo}>
          <option value="">Todas</option>
          {Object.entries(ACCIONES_REGISTRO).map(([v, e]) => (
            <option key={v} value={v}>
              {e}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Sobre</span>
        <select name="entidad" defaultValue={filtro.entidad ?? ""} className={campo}>
          <option value="">Todo</option>
          {Object.entries(ENTIDADES_REGISTRO).map(([v, e]) => (
            <option key={v} value={v}>
              {e}
            </option>
          ))}
        </select>
      </label>
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
