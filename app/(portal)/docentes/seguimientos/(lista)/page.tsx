import { ListaModulosSeguimiento } from "@/components/seguimientos/ListaModulosSeguimiento";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { listResumenModulos } from "@/lib/seguimientos/queries";
import { rutaModulo } from "../../../_seguimientos/modulo";

export const metadata = { title: "Mis Seguimientos" };

/** Module picker (spec §2): the teacher's own modules, each with its indicators. */
export default async function Page() {
  const usuario = await paginaPara("area.docentes");
  const { curso, modulos } = await listResumenModulos(usuario, "docente");
  return (
    <>
      <Cabecera titulo="Mis Seguimientos" subtitulo={`Curso ${curso.codigo}. Elige un módulo para asignar sus sesiones a las acciones formativas de la programación.`} />
      <Tarjeta titulo="Mis módulos" id="modulos">
        <ListaModulosSeguimiento modulos={modulos} enlace={(m) => rutaModulo("/docentes/seguimientos", m)} vacio="No tienes módulos asignados." etiqueta="Mis módulos" />
      </Tarjeta>
    </>
  );
}
