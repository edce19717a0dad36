import { notFound } from "next/navigation";
import { Suspense } from "react";
import { FiltrosResultados } from "@/components/encuestas/FiltrosResultados";
import { ComentariosModulo, ResultadosModulo, tituloModulo } from "@/components/encuestas/ResultadosModulo";
import Cargando from "@/components/layout/Cargando";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
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
  const consulta = consultaResultadosSchema.safeParse({ campana: (await searchParams).campana });
  if (!consulta.success) notFound();
  // Resolved before anything streams, so an unknown campaign answers a real 404 (decision 007).
  const [campanas, campana] = await Promise.all([
    listCampanasConResultados(usuario),
    oNoEncontrado(getCampanaResultados(usuario, consulta.data.campana)),
  ]);

  return (
    <>
      <Cabecera titulo="Resultados" subtitulo={campana ? `${campana.nombre} · ${ETIQUETA_ESTADO_CAMPANA[campana.estado]}` : "Encuestas de evaluación de tus módulos."} />
      {!campana ? (
        <Vacio>Todavía no se ha abierto ninguna encuesta.</Vacio>
      ) : (
        <>
          <p className="hidden print:mb-4 print:block">
            Docente: {usuario.nombre} {usuario.apellidos}
          </p>
          <FiltrosResultados action="/docentes/encuestas/resultados" campanas={campanas} campana={campana.id} />
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
