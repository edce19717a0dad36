import { notFound } from "next/navigation";
import { Suspense } from "react";
import { FiltrosResultados } from "@/components/encuestas/FiltrosResultados";
import { ComentariosModulo, ResultadosModulo, tituloModulo } from "@/components/encuestas/ResultadosModulo";
import Cargando from "@/components/layout/Cargando";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { AvisoHistorial, SelectorCurso } from "@/components/ui/SelectorCurso";
import { leerCursoPedido } from "@/lib/curso-academico/elegido";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import type { UsuarioActual } from "@/lib/auth/current-user";
import { paginaPara } from "@/lib/acceso/exigir";
import { oNoEncontrado } from "@/lib/errors";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/puntuaciones";
import { getCampanaResultados, listCampanasConResultados, umbralRespuestas, type CampanaResumen } from "@/lib/encuestas/queries";
import { listResultados } from "@/lib/encuestas/resultados";
import { consultaResultadosSchema } from "@/lib/encuestas/schemas";

export const metadata = { title: "Resultados" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResultadosDocente({ searchParams }: Props) {
  const usuario = await paginaPara("area.docentes");
  const parametros = await searchParams;
  const consulta = consultaResultadosSchema.safeParse({ campana: parametros.campana });
  if (!consulta.success) notFound();
  const todas = await listCampanasConResultados(usuario);
  // One school year at a time (issue 46): the current one, or the one chosen in the selector.
  const eleccion = await getCursoElegido(leerCursoPedido(parametros.curso), undefined, todas.map((c) => c.cursoAcademico));
  const campanas = todas.filter((c) => c.cursoAcademico === eleccion.curso.codigo);
  // Resolved before anything streams, so an unknown campaign answers a real 404 (decision 007).
  const campana = await oNoEncontrado(getCampanaResultados(usuario, consulta.data.campana, undefined, eleccion.curso.codigo));

  return (
    <>
      <Cabecera titulo="Resultados" subtitulo={campana ? `${campana.nombre} · ${ETIQUETA_ESTADO_CAMPANA[campana.estado]}` : "Encuestas de evaluación de tus módulos."} />
      <SelectorCurso action="/docentes/encuestas/resultados" eleccion={eleccion} />
      <AvisoHistorial curso={eleccion.curso} soloLectura={eleccion.soloLectura} />
      {!campana ? (
        <Vacio>{`Todavía no se ha abierto ninguna encuesta en el curso ${eleccion.curso.codigo}.`}</Vacio>
      ) : (
        <>
          <p className="hidden print:mb-4 print:block">
            Docente: {usuario.nombre} {usuario.apellidos}
          </p>
          <FiltrosResultados action="/docentes/encuestas/resultados" campanas={campanas} campana={campana.id} cursoAcademico={eleccion.curso.codigo} />
          {campana.estado === "abierta" && (
            <p className="mb-4 rounded-md border border-marca-100 bg-marca-50 px-3 py-2 text-sm text-marca-900 print:hidden">
              Esta encuesta sigue abierta. Para que nadie pueda deducir qué ha contestado un estudiante comparando la página antes y después de
              que conteste, los resultados se actualizan por tandas: cada {umbralRespuestas()} respuestas nuevas, y al cerrar la encuesta.
            </p>
          )}
          <Suspense fallback={<Cargando texto="Cargando resultados..." />}>
            <ListaResultados usuario={usuario} campana={campana} />
          </Suspense>
        </>
      )}
    </>
  );
}

async function ListaResultados({ usuario, campana }: { usuario: UsuarioActual; campana: CampanaResumen }) {
  const { modulos } = await listResultados(usuario, { campana: campana.id, como: "docente" });
  if (modulos.length === 0) return <Vacio>No tienes módulos con encuestas en esta campaña.</Vacio>;
  return (
    <div className="space-y-4">
      {modulos.map((r) => (
        <ResultadosModulo key={`${r.modulo.codigo}-${r.modulo.ciclo}`} resultado={r} />
      ))}
      <Tarjeta titulo="Comentarios" id="comentarios">
        <div className="space-y-4">
          {modulos.map((r) => (
            <section key={`${r.modulo.codigo}-${r.modulo.ciclo}`} aria-label={`Comentarios de ${tituloModulo(r)}`} className="print:break-inside-avoid">
              <h3 className="mb-1.5 font-medium text-slate-900">{tituloModulo(r)}</h3>
              <ComentariosModulo resultado={r} />
            </section>
          ))}
        </div>
      </Tarjeta>
    </div>
  );
}
