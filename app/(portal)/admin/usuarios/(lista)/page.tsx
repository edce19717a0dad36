import Link from "next/link";
import { Suspense } from "react";
import { FiltrosUsuarios } from "@/components/admin/FiltrosUsuarios";
import { Paginacion } from "@/components/ui/Paginacion";
import Cargando from "@/components/layout/Cargando";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { requireRole, type UsuarioActual } from "@/lib/auth/current-user";
import { ETIQUETA_TIPO } from "@/lib/auth/roles";
import { listDepartamentos } from "@/lib/centro/departamentos";
import { listGrupos } from "@/lib/centro/grupos";
import { primeros, urlConFiltros } from "@/lib/paginacion";
import { listUsuarios } from "@/lib/usuarios/queries";
import { filtroUsuariosSchema, type FiltroUsuarios } from "@/lib/usuarios/schemas";

export const metadata = { title: "Usuarios" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const url = (f: FiltroUsuarios, pagina: number) => urlConFiltros("/admin/usuarios", { q: f.q, tipo: f.tipo, departamento: f.departamento, grupo: f.grupo, activo: f.activo === "si" ? "" : f.activo, pagina });

export default async function Usuarios({ searchParams }: Props) {
  const usuario = await requireRole("admin");
  const p = filtroUsuariosSchema.safeParse(primeros(await searchParams));
  const filtro = p.success ? p.data : filtroUsuariosSchema.parse({});
  const [departamentos, grupos] = await Promise.all([listDepartamentos(usuario), listGrupos(usuario)]);
  return (
    <>
      <Cabecera titulo="Usuarios" subtitulo="Estudiantes, docentes, jefaturas y administración. Nadie se borra: las cuentas se desactivan y su historial se conserva." />
      <div className="mb-4 flex flex-wrap gap-2">
        <Link href="/admin/usuarios/nuevo" className="boton-primario">
          Nueva persona
        </Link>
        <Link href="/admin/importar" className="boton-secundario">
          Importar CSV
        </Link>
        <Link href="/admin/registro?entidad=usuario" className="boton-secundario">
          Registro de cambios
        </Link>
      </div>
      {!p.success && <p className="mb-3 text-sm text-amber-900">Algún filtro de la dirección no era válido y se ha quitado.</p>}
      <div className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
        <FiltrosUsuarios key={url(filtro, 1)} filtro={filtro} departamentos={departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }))} grupos={grupos.map((g) => ({ valor: g.codigo, etiqueta: g.codigo }))} />
      </div>
      <Suspense key={url(filtro, filtro.pagina)} fallback={<Cargando />}>
        <Resultados usuario={usuario} filtro={filtro} />
      </Suspense>
    </>
  );
}

async function Resultados({ usuario, filtro }: { usuario: UsuarioActual; filtro: FiltroUsuarios }) {
  const r = await listUsuarios(usuario, filtro);
  if (r.total === 0) return <Vacio>No hay personas con estos filtros.</Vacio>;
  return (
    <section aria-labelledby="resultados-titulo" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="resultados-titulo" className="mb-3 text-lg font-semibold">
        {r.total === 1 ? "1 persona" : `${r.total} personas`}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3">
                Persona
              </th>
              <th scope="col" className="py-2 pr-3">
                Tipo
              </th>
              <th scope="col" className="py-2 pr-3">
                Departamento o grupo
              </th>
              <th scope="col" className="py-2">
                Cuenta
              </th>
            </tr>
          </thead>
          <tbody>
            {r.filas.map((u) => (
              <tr key={u.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <Link href={`/admin/usuarios/${u.id}`} className="enlace">
                    {u.apellidos ? `${u.apellidos}, ${u.nombre}` : u.nombre}
                  </Link>
                  <span className="block break-all text-xs text-slate-600">
                    {u.email}
                    {u.codigo ? ` · ${u.codigo}` : ""}
                  </span>
                </td>
                <td className="py-2 pr-3">{ETIQUETA_TIPO[u.tipo]}</td>
                <td className="py-2 pr-3">{u.tipo === "estudiante" ? (u.grupo ?? "Sin grupo") : (u.departamento ?? "—")}</td>
                <td className="py-2">{u.activo ? "Activa" : <span className="font-medium text-red-800">Desactivada</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paginacion pagina={r.pagina} paginas={r.paginas} url={(n) => url(filtro, n)} />
    </section>
  );
}
