import Form from "next/form";
import Link from "next/link";
import { ETIQUETA_TIPO, TIPOS } from "@/lib/auth/roles";
import { ACTIVOS, type FiltroUsuarios } from "@/lib/usuarios/schemas";
import type { Opcion } from "./tipos";

const campo = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

/** Search and filters as a GET form: the URL keeps them (reload, back button, a shared link). */
export function FiltrosUsuarios({ filtro, departamentos, grupos }: { filtro: FiltroUsuarios; departamentos: Opcion[]; grupos: Opcion[] }) {
  return (
    <Form action="/admin/usuarios" role="search" aria-label="Buscar personas" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <label className="block sm:col-span-2">
        <span className="text-sm text-slate-700">Buscar</span>
        <input type="search" name="q" defaultValue={filtro.q} maxLength={100} placeholder="Nombre, correo o código" className={campo} />
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Tipo</span>
        <select name="tipo" defaultValue={filtro.tipo ?? ""} className={campo}>
          <option value="">Todos</option>
          {TIPOS.map((t) => (
            <option key={t} value={t}>
              {ETIQUETA_TIPO[t]}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Departamento</span>
        <select name="departamento" defaultValue={filtro.departamento ? String(filtro.departamento) : ""} className={campo}>
          <option value="">Todos</option>
          {departamentos.map((d) => (
            <option key={d.valor} value={d.valor}>
              {d.etiqueta}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Grupo</span>
        <select name="grupo" defaultValue={filtro.grupo ?? ""} className={campo}>
          <option value="">Todos</option>
          {grupos.map((g) => (
            <option key={g.valor} value={g.valor}>
              {g.etiqueta}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Cuentas</span>
        <select name="activo" defaultValue={filtro.activo} className={campo}>
          {Object.entries(ACTIVOS).map(([v, e]) => (
            <option key={v} value={v}>
              {e}
            </option>
          ))}
        </select>
      </label>
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
