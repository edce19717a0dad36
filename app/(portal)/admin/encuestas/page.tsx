import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { Suspense } from "react";
import { FiltrosResultados } from "@/components/encuestas/FiltrosResultados";
import { FormularioCampana } from "@/components/encuestas/FormularioCampana";
import { GestionCampanas } from "@/components/encuestas/GestionCampanas";
import { ComentariosModulo, ResultadosModulo } from "@/components/encuestas/ResultadosModulo";
import Cargando from "@/components/layout/Cargando";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { AvisoHistorial } from "@/components/ui/SelectorCurso";
import { esCursoPasado } from "@/lib/curso-academico/elegido";
import { getCursoActual } from "@/lib/curso-academico/queries";
import type { UsuarioActual } from "@/lib/auth/current-user";
import { paginaPara } from "@/lib/acceso/exigir";
import { listCiclos } from "@/lib/ciclos/queries";
import { oNoEncontrado } from "@/lib/errors";
import { abrirCampanaAction, borrarCampanaAction, cerrarCampanaAction, crearCampanaAction } from "@/lib/encuestas/actions";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/puntuaciones";
import { getCampanaResultados, listCampanas, listCampanasConResultados, type CampanaResumen } from "@/lib/encuestas/queries";
import { listResultados } from "@/lib/encuestas/resultados";
import { filtrosAdminSchema } from "@/lib/encuestas/schemas";
import { cursoAcademicoDe, hoyEnElCentro } from "@/lib/fechas";

export const metadata = { title: "Encuestas" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EncuestasAdmin({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const filtros = filtrosAdminSchema.parse(await searchParams);
  // The campaign is resolved before anything streams, so an unknown one answers a real 404 (decision 007).
  const [campanas, conResultados, ciclos, campana, actual] = await Promise.all([
    listCampanas(usuario),
    listCampanasConResultados(usuario),
    listCiclos(),
    oNoEncontrado(getCampanaResultados(usuario, filtros.campana)),
    getCursoActual(),
  ]);
  // The spec fixes the screen on 1st year of QUI301; here those are the defaults.
  const curso = filtros.curso ?? 1;
  const ciclo = filtros.ciclo && ciclos.some((c) => c.codigo === filtros.ciclo) ? filtros.ciclo : (ciclos.find((c) => c.codigo === "QUI301") ?? ciclos[0])?.codigo;

  return (
    <>
      <Cabecera titulo="Encuestas" subtitulo="Campañas de evaluación docente y sus resultados." />
      <div className="space-y-6">
        <div className="print:hidden">
          <Tarjeta titulo="Campañas" id="campanas">
            <GestionCampanas campanas={campanas} abrir={abrirCampanaAction} cerrar={cerrarCampanaAction} borrar={borrarCampanaAction} cursoActual={actual.codigo} />
            <details className="mt-4 rounded-lg border border-slate-200 p-3 open:pb-4">
              <summary className="cursor-pointer font-medium text-marca-700">Nueva campaña</summary>
              <div className="mt-3">
                <FormularioCampana accion={crearCampanaAction} cursoPorDefecto={cursoAcademicoDe(hoyEnElCentro())} />
              </div>
            </details>
          </Tarjeta>
        </div>

        <section aria-labelledby="resultados-titulo">
          <h2 id="resultados-titulo" className="text-2xl font-bold text-slate-900">
            {/* A centre without cycles yet has none to name. */}
            {ciclo ? `Resultados (${cursoDelCiclo(curso, ciclo)})` : "Resultados"}
          </h2>
          <p className="mb-3 text-slate-600">
            {ciclos.find((c) => c.codigo === ciclo)?.nombre}
            {campana && ` · ${campana.nombre} · ${ETIQUETA_ESTADO_CAMPANA[campana.estado]}`}
          </p>
          {campana && <AvisoHistorial curso={{ codigo: campana.cursoAcademico }} soloLectura={esCursoPasado(campana.cursoAcademico, actual.codigo)} />}
          {!campana || !ciclo ? (
            <Vacio>Todavía no se ha abierto ninguna encuesta.</Vacio>
          ) : (
            <>
              <FiltrosResultados action="/admin/encuestas" campanas={conResultados} campana={campana.id} ciclos={ciclos} curso={curso} ciclo={ciclo} />
              <Suspense fallback={<Cargando texto="Cargando resultados..." />}>
                <ResultadosGrupo usuario={usuario} campana={campana} curso={curso} ciclo={ciclo} />
              </Suspense>
            </>
          )}
        </section>
      </div>
    </>
  );
}

async function ResultadosGrupo({ usuario, campana, curso, ciclo }: { usuario: UsuarioActual; campana: CampanaResumen; curso: 1 | 2; ciclo: string }) {
  const { modulos } = await listResultados(usuario, { campana: campana.id, curso, ciclo });
  if (modulos.length === 0) return <Vacio>No hay módulos de {cursoDelCiclo(curso, ciclo)} en esta campaña.</Vacio>;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        {/* Built on demand by the API (same query, same scope): the CSV no longer rides in every page. */}
        <a className="boton-secundario print:hidden" href={`/api/encuestas/grupo/${curso}/${encodeURIComponent(ciclo)}/csv?campana=${campana.id}`} download>
          Exportar CSV
        </a>
      </div>
      {modulos.map((r) => (
        <ResultadosModulo key={`${r.modulo.codigo}-${r.docente.email}`} resultado={r} mostrarDocente>
          {r.visible && (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-marca-700">Comentarios ({r.comentarios.length})</summary>
              <div className="mt-2">
                <ComentariosModulo resultado={r} />
              </div>
            </details>
          )}
        </ResultadosModulo>
      ))}
    </div>
  );
}
