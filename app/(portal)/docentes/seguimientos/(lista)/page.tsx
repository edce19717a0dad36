import { ListaModulosSeguimiento } from "@/components/seguimientos/ListaModulosSeguimiento";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { listResumenModulos } from "@/lib/seguimientos/queries";
import { AvisoHistorial, SelectorCurso } from "@/components/ui/SelectorCurso";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import { cursoSiNoEsElActual } from "@/lib/curso-academico/elegido";
import { cursoDeLaPagina, rutaModuloEnCurso, type BusquedaModulo } from "../../../_seguimientos/modulo";

export const metadata = { title: "Mis Seguimientos" };

/** Module picker (spec §2): the teacher's own modules, each with its indicators. */
export default async function Page({ searchParams }: { searchParams: BusquedaModulo }) {
  const usuario = await paginaPara("area.docentes");
  const eleccion = await getCursoElegido(await cursoDeLaPagina(searchParams));
  const { curso, modulos } = await listResumenModulos(usuario, "docente", undefined, cursoSiNoEsElActual(eleccion));
  return (
    <>
      <Cabecera titulo="Mis Seguimientos" subtitulo={`Curso ${curso.codigo}. Elige un módulo para asignar sus sesiones a las acciones formativas de la programación.`} />
      <SelectorCurso action="/docentes/seguimientos" eleccion={eleccion} />
      <AvisoHistorial curso={curso} soloLectura={eleccion.soloLectura} />
      <Tarjeta titulo="Mis módulos" id="modulos">
        <ListaModulosSeguimiento modulos={modulos} enlace={(m) => rutaModuloEnCurso("/docentes/seguimientos", m, cursoSiNoEsElActual(eleccion))} vacio="No tienes módulos asignados." etiqueta="Mis módulos" />
      </Tarjeta>
    </>
  );
}
