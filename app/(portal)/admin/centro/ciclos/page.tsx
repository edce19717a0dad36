import Link from "next/link";
import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { Edicion } from "@/components/admin/Edicion";
import { FormularioCiclo } from "@/components/admin/FormularioCiclo";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { crearCicloAction, eliminarCicloAction, guardarCicloAction } from "@/lib/centro/admin-actions";
import { listCiclosAdmin } from "@/lib/centro/ciclos";

export const metadata = { title: "Ciclos" };

export default async function Ciclos() {
  const usuario = await requireRole("admin");
  const ciclos = await listCiclosAdmin(usuario);
  return (
    <>
      <Cabecera titulo="Ciclos" subtitulo="El código de un ciclo (p. ej. QUI301) no cambia: de él cuelgan sus módulos, sus grupos y las solicitudes." />
      <div className="space-y-4">
        <Tarjeta titulo="Nuevo ciclo" id="nuevo">
          <FormularioCiclo accion={crearCicloAction} />
        </Tarjeta>
        <Tarjeta titulo={`Ciclos (${ciclos.length})`} id="lista">
          {ciclos.length === 0 ? (
            <Vacio>Todavía no hay ciclos.</Vacio>
          ) : (
            <ul className="divide-y divide-slate-100">
              {ciclos.map((c) => (
                <li key={c.codigo} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <span className="font-mono">{c.codigo}</span> · {c.nombre}
                    </p>
                    <p className="text-sm text-slate-600">
                      {c.familia || "Sin familia profesional"} ·{" "}
                      <Link className="enlace" href={`/admin/centro/modulos?ciclo=${encodeURIComponent(c.codigo)}`}>
                        {c.modulos} {c.modulos === 1 ? "módulo" : "módulos"}
                      </Link>{" "}
                      · {c.grupos} {c.grupos === 1 ? "grupo" : "grupos"}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 lg:w-1/2">
                    <Edicion resumen={`Editar el ciclo ${c.codigo}`}>
                      <FormularioCiclo accion={guardarCicloAction} valores={{ codigo: c.codigo, nombre: c.nombre, familia: c.familia }} />
                    </Edicion>
                    <BotonEliminar accion={eliminarCicloAction} datos={{ codigo: c.codigo }} etiqueta={`Eliminar el ciclo ${c.codigo}`} titulo="Eliminar ciclo">
                      <p>¿Eliminar el ciclo {c.codigo} ({c.nombre})? Solo se puede si no tiene módulos, grupos ni solicitudes.</p>
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
