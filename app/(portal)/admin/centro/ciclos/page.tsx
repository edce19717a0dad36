import { Enlace } from "@/components/ui/Enlace";
import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { Edicion } from "@/components/admin/Edicion";
import { FormularioCiclo } from "@/components/admin/FormularioCiclo";
import { FilaCentro, ListaCentro } from "@/components/admin/ListaCentro";
import { PaginaCentro } from "@/components/admin/PaginaCentro";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearCicloAction, eliminarCicloAction, guardarCicloAction } from "@/lib/ciclos/admin-actions";
import { listCiclosAdmin } from "@/lib/ciclos/admin";

export const metadata = { title: "Ciclos" };

export default async function Ciclos() {
  const usuario = await paginaPara("area.admin");
  const ciclos = await listCiclosAdmin(usuario);
  return (
    <PaginaCentro
      titulo="Ciclos"
      subtitulo="El código de un ciclo (p. ej. QUI301) no cambia: de él cuelgan sus módulos, sus grupos y las solicitudes."
      tituloNuevo="Nuevo ciclo"
      nuevo={<FormularioCiclo accion={crearCicloAction} />}
      tituloLista={`Ciclos (${ciclos.length})`}
    >
      <ListaCentro vacio="Todavía no hay ciclos.">
        {ciclos.map((c) => (
          <FilaCentro
            key={c.codigo}
            titulo={
              <>
                <span className="font-mono">{c.codigo}</span> · {c.nombre}
              </>
            }
            detalle={
              <>
                {c.familia || "Sin familia profesional"} ·{" "}
                <Enlace className="enlace" href={`/admin/centro/modulos?ciclo=${encodeURIComponent(c.codigo)}`}>
                  {c.modulos} {c.modulos === 1 ? "módulo" : "módulos"}
                </Enlace>{" "}
                · {c.grupos} {c.grupos === 1 ? "grupo" : "grupos"}
              </>
            }
          >
            <Edicion resumen={`Editar el ciclo ${c.codigo}`}>
              <FormularioCiclo accion={guardarCicloAction} valores={{ codigo: c.codigo, nombre: c.nombre, familia: c.familia }} />
            </Edicion>
            <BotonEliminar accion={eliminarCicloAction} datos={{ codigo: c.codigo }} etiqueta={`Eliminar el ciclo ${c.codigo}`} titulo="Eliminar ciclo">
              <p>¿Eliminar el ciclo {c.codigo} ({c.nombre})? Solo se puede si no tiene módulos, grupos ni solicitudes.</p>
            </BotonEliminar>
          </FilaCentro>
        ))}
      </ListaCentro>
    </PaginaCentro>
  );
}
