import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { Edicion } from "@/components/admin/Edicion";
import { FormularioAula } from "@/components/admin/FormularioAula";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { eliminarAulaAction, guardarAulaAction } from "@/lib/centro/admin-actions";
import { ETIQUETA_TIPO_AULA } from "@/lib/centro/admin-schemas";
import { listAulasAdmin } from "@/lib/centro/aulas";

export const metadata = { title: "Aulas" };

export default async function Aulas() {
  const usuario = await requireRole("admin");
  const aulas = await listAulasAdmin(usuario);
  return (
    <>
      <Cabecera titulo="Aulas" subtitulo="Aulas, laboratorios, talleres y otros espacios. Un aula con inventario o con horario no se puede eliminar." />
      <div className="space-y-4">
        <Tarjeta titulo="Nueva aula" id="nueva">
          <FormularioAula accion={guardarAulaAction} />
        </Tarjeta>
        <Tarjeta titulo={`Aulas (${aulas.length})`} id="lista">
          {aulas.length === 0 ? (
            <Vacio>Todavía no hay aulas.</Vacio>
          ) : (
            <ul className="divide-y divide-slate-100">
              {aulas.map((a) => (
                <li key={a.id} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{a.nombre}</p>
                    <p className="text-sm text-slate-600">
                      {ETIQUETA_TIPO_AULA[a.tipo]} · {a.capacidad ? `${a.capacidad} puestos` : "capacidad sin indicar"}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 lg:w-1/2">
                    <Edicion resumen={`Editar el aula ${a.nombre}`}>
                      <FormularioAula accion={guardarAulaAction} valores={{ id: String(a.id), nombre: a.nombre, tipo: a.tipo, capacidad: a.capacidad ? String(a.capacidad) : "" }} />
                    </Edicion>
                    <BotonEliminar accion={eliminarAulaAction} datos={{ id: a.id }} etiqueta={`Eliminar el aula ${a.nombre}`} titulo="Eliminar aula">
                      <p>¿Eliminar el aula {a.nombre}?</p>
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
