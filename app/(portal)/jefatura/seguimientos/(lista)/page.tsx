import { Enlace } from "@/components/ui/Enlace";
import { ListaModulosSeguimiento } from "@/components/seguimientos/ListaModulosSeguimiento";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { getNombreDepartamento } from "@/lib/modulos/queries";
import { compararEspanol } from "@/lib/orden";
import { listResumenModulos } from "@/lib/seguimientos/queries";
import { AvisoHistorial, SelectorCurso } from "@/components/ui/SelectorCurso";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import { cursoSiNoEsElActual } from "@/lib/curso-academico/elegido";
import { cursoDeLaPagina, rutaModuloEnCurso, type BusquedaModulo } from "../../../_seguimientos/modulo";

export const metadata = { title: "Mis Seguimientos" };

/** Module picker for jefatura (spec §2): the department's modules, by cycle and course. */
export default async function Page({ searchParams }: { searchParams: BusquedaModulo }) {
  const usuario = await paginaPara("area.jefatura");
  const eleccion = await getCursoElegido(await cursoDeLaPagina(searchParams));
  const [{ curso, modulos }, departamento] = await Promise.all([listResumenModulos(usuario, "jefatura", undefined, cursoSiNoEsElActual(eleccion)), getNombreDepartamento(usuario)]);
  const porCiclo = [...modulos].sort((a, b) => a.modulo.ciclo.localeCompare(b.modulo.ciclo) || a.modulo.curso - b.modulo.curso || compararEspanol(a.modulo.nombre, b.modulo.nombre));
  return (
    <>
      <Cabecera titulo="Mis Seguimientos" subtitulo={departamento ? `Departamento de ${departamento} · curso ${curso.codigo}` : `Curso ${curso.codigo}`} />
      <SelectorCurso action="/jefatura/seguimientos" eleccion={eleccion} />
      <AvisoHistorial curso={curso} soloLectura={eleccion.soloLectura} />
      <div className="mb-4 flex flex-wrap gap-2">
        <Enlace href="/jefatura/seguimientos/resumen" className="boton-primario">
          Resumen del departamento
        </Enlace>
        <Enlace href="/jefatura/seguimientos/informe" className="boton-secundario">
          Informe mensual
        </Enlace>
      </div>
      <Tarjeta titulo="Módulos del departamento" id="modulos">
        <ListaModulosSeguimiento modulos={porCiclo} enlace={(m) => rutaModuloEnCurso("/jefatura/seguimientos", m, cursoSiNoEsElActual(eleccion))} vacio="Tu departamento no tiene módulos." etiqueta="Módulos del departamento" />
      </Tarjeta>
    </>
  );
}
