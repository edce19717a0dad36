import Link from "next/link";
import { FormularioGrupo } from "@/components/admin/FormularioGrupo";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { crearGrupoAction } from "@/lib/centro/admin-actions";
import { listCiclosAdmin } from "@/lib/centro/ciclos";
import { listGrupos } from "@/lib/centro/grupos";
import { listPersonasActivas } from "@/lib/usuarios/queries";

export const metadata = { title: "Grupos" };

export default async function Grupos() {
  const usuario = await requireRole("admin");
  const [grupos, ciclos, docentes] = await Promise.all([listGrupos(usuario), listCiclosAdmin(usuario), listPersonasActivas(usuario, ["docente", "jefatura"])]);
  return (
    <>
      <Cabecera titulo="Grupos y docencia" subtitulo="Cada grupo es un curso de un ciclo, con su tutor o tutora; en la página de cada grupo se asigna qué docente imparte cada módulo." />
      <div className="space-y-4">
        <Tarjeta titulo="Nuevo grupo" id="nuevo">
          {ciclos.length ? (
            <FormularioGrupo accion={crearGrupoAction} ciclos={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))} docentes={docentes.map((d) => ({ valor: String(d.id), etiqueta: `${d.nombre} (${d.email})` }))} />
          ) : (
            <Vacio>Crea antes un ciclo.</Vacio>
          )}
        </Tarjeta>
        <Tarjeta titulo={`Grupos (${grupos.length})`} id="lista">
          {grupos.length === 0 ? (
            <Vacio>Todavía no hay grupos.</Vacio>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-3">
                      Grupo
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Ciclo
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Tutoría
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Estudiantes
                    </th>
                    <th scope="col" className="py-2">
                      Asignaciones
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {grupos.map((g) => (
                    <tr key={g.codigo} className="border-b border-slate-100">
                      <td className="py-2 pr-3">
                        <Link className="enlace font-mono" href={`/admin/centro/grupos/${encodeURIComponent(g.codigo)}`}>
                          {g.codigo}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">
                        {g.curso}.º {g.cicloNombre}
                      </td>
                      <td className="py-2 pr-3">{g.tutor ?? <span className="text-amber-900">Sin tutor o tutora</span>}</td>
                      <td className="py-2 pr-3">{g.estudiantes}</td>
                      <td className="py-2">{g.asignaciones}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Tarjeta>
      </div>
    </>
  );
}
