import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { Edicion } from "@/components/admin/Edicion";
import { FormularioDepartamento } from "@/components/admin/FormularioDepartamento";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { eliminarDepartamentoAction, guardarDepartamentoAction } from "@/lib/centro/admin-actions";
import { listDepartamentos } from "@/lib/centro/departamentos";
import { listPersonasActivas } from "@/lib/usuarios/queries";

export const metadata = { title: "Departamentos" };

export default async function Departamentos() {
  const usuario = await requireRole("admin");
  const [departamentos, jefaturas] = await Promise.all([listDepartamentos(usuario), listPersonasActivas(usuario, ["jefatura"])]);
  const opciones = jefaturas.map((j) => ({ valor: String(j.id), etiqueta: `${j.nombre} (${j.email})` }));
  return (
    <>
      <Cabecera titulo="Departamentos" subtitulo="Cada departamento tiene como mucho una jefatura, y cada jefatura un departamento." />
      <div className="space-y-4">
        <Tarjeta titulo="Nuevo departamento" id="nuevo">
          <FormularioDepartamento accion={guardarDepartamentoAction} jefaturas={opciones} />
        </Tarjeta>
        <Tarjeta titulo={`Departamentos (${departamentos.length})`} id="lista">
          {departamentos.length === 0 ? (
            <Vacio>Todavía no hay departamentos.</Vacio>
          ) : (
            <ul className="divide-y divide-slate-100">
              {departamentos.map((d) => (
                <li key={d.id} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{d.nombre}</p>
                    <p className="text-sm text-slate-600">
                      {d.jefe ? `Jefatura: ${d.jefe}` : "Sin jefatura"} · {d.personas} {d.personas === 1 ? "persona" : "personas"} · {d.modulos} {d.modulos === 1 ? "módulo" : "módulos"}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 lg:w-1/2">
                    <Edicion resumen={`Editar el departamento ${d.nombre}`}>
                      <FormularioDepartamento accion={guardarDepartamentoAction} jefaturas={opciones} valores={{ id: String(d.id), nombre: d.nombre, jefeId: d.jefeId ? String(d.jefeId) : "" }} />
                    </Edicion>
                    <BotonEliminar accion={eliminarDepartamentoAction} datos={{ id: d.id }} etiqueta={`Eliminar el departamento ${d.nombre}`} titulo="Eliminar departamento">
                      <p>¿Eliminar el departamento {d.nombre}? Solo se puede si no tiene personas, módulos ni inventario.</p>
                    </BotonEliminar>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Tarjeta>
      </div>
    </>
  );
}
