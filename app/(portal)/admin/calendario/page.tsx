import { Enlace } from "@/components/ui/Enlace";
import { FormularioDiasNoLectivos, ListaDiasNoLectivos } from "@/components/calendario/DiasNoLectivos";
import { FormularioNuevoCurso, ListaCursos } from "@/components/calendario/FormulariosCurso";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { anadirDiasAction, crearCursoAction, cursoActualAction, eliminarDiaAction, fechasCursoAction } from "@/lib/curso-academico/calendario-actions";
import { fechasPorDefecto, getCursoActual, listCursosAcademicos, listDiasNoLectivos } from "@/lib/curso-academico/queries";

export const metadata = { title: "Calendario del centro" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The centre calendar (admin): school years with their first and last day of classes, the current
 * one, and the días no lectivos that generating follow-up sessions skips.
 */
export default async function Page({ searchParams }: Props) {
  await paginaPara("area.admin");
  const [cursos, actual] = [await listCursosAcademicos(), await getCursoActual()];
  const pedido = (await searchParams).curso;
  const elegido = cursos.find((c) => c.codigo === pedido) ?? cursos.find((c) => c.codigo === actual.codigo) ?? cursos[0];
  const dias = elegido ? await listDiasNoLectivos(elegido.inicio, elegido.fin) : [];
  const ultimo = cursos[0]?.codigo ?? actual.codigo;
  const siguiente = `${Number(ultimo.slice(0, 4)) + 1}/${Number(ultimo.slice(0, 4)) + 2}`;

  return (
    <>
      <Cabecera titulo="Calendario del centro" subtitulo="Cursos académicos y días no lectivos. El seguimiento de los módulos genera sus sesiones con estas fechas." />
      <div className="grid gap-4 lg:grid-cols-2">
        <Tarjeta titulo="Cursos académicos" id="cursos">
          {cursos.length === 0 ? <p className="text-slate-700">Todavía no hay ningún curso: crea el primero.</p> : <ListaCursos cursos={cursos} fechas={fechasCursoAction} marcarActual={cursoActualAction} />}
        </Tarjeta>
        <Tarjeta titulo="Nuevo curso académico" id="nuevo">
          <FormularioNuevoCurso sugerencia={{ codigo: siguiente, ...fechasPorDefecto(siguiente) }} accion={crearCursoAction} />
        </Tarjeta>
        {elegido && (
          <div className="lg:col-span-2">
            <Tarjeta titulo={`Días no lectivos del curso ${elegido.codigo}`} id="dias">
              {cursos.length > 1 && (
                <nav aria-label="Curso" className="mb-3 flex flex-wrap gap-2">
                  {cursos.map((c) => (
                    <Enlace
                      key={c.codigo}
                      href={`/admin/calendario?curso=${encodeURIComponent(c.codigo)}`}
                      aria-current={c.codigo === elegido.codigo ? "page" : undefined}
                      className={`rounded-full px-3 py-1 text-sm ring-1 ${c.codigo === elegido.codigo ? "bg-marca-600 text-white ring-marca-600" : "ring-slate-300 hover:bg-slate-50"}`}
                    >
                      {c.codigo}
                    </Enlace>
                  ))}
                </nav>
              )}
              <div className="grid gap-6 lg:grid-cols-2">
                <FormularioDiasNoLectivos key={elegido.codigo} curso={elegido} accion={anadirDiasAction} />
                <ListaDiasNoLectivos dias={dias} eliminar={eliminarDiaAction} />
              </div>
            </Tarjeta>
          </div>
        )}
      </div>
    </>
  );
}
