import { Enlace } from "@/components/ui/Enlace";
import { DatosSeccion } from "@/components/matricula/DatosMatricula";
import { EstadoMatricula } from "@/components/matricula/EstadoMatricula";
import { FormularioRevision } from "@/components/matricula/FormularioRevision";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { oNoEncontrado } from "@/lib/errors";
import { formatearFecha, formatearFechaHora } from "@/lib/fechas";
import { revisarMatriculaAction } from "@/lib/matricula/actions";
import { AvisoHistorial } from "@/components/ui/SelectorCurso";
import { esCursoPasado } from "@/lib/curso-academico/elegido";
import { getCursos } from "@/lib/curso-academico/queries";
import { getHojaMatricula } from "@/lib/matricula/documentos";
import { idDeLaRuta } from "@/lib/matricula/paginas";
import { getMatricula } from "@/lib/matricula/ficha";
import { listHistorialMatricula, type EventoMatricula } from "@/lib/matricula/lista";
import { listVersionesMatricula } from "@/lib/matricula/versiones";
import { CambiosEntreVersiones } from "@/components/matricula/CambiosEntreVersiones";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Matrícula" };

const ACCION: Record<EventoMatricula["accion"], string> = {
  enviada: "Enviada",
  reenviada: "Reenviada",
  revisada: "Revisada",
  incidencia: "Incidencia",
};

export default async function MatriculaAdmin({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const id = await idDeLaRuta(params);
  const [m, historial, versiones] = await oNoEncontrado(Promise.all([getMatricula(usuario, id), listHistorialMatricula(usuario, id), listVersionesMatricula(usuario, id)]));
  const [hoja, { actual }] = await Promise.all([getHojaMatricula(m), getCursos()]);
  const soloLectura = esCursoPasado(m.cursoAcademico, actual.codigo);

  return (
    <>
      <Enlace href="/admin/matriculas" className="enlace text-sm">
        ← Matrículas
      </Enlace>
      <div className="mt-1 mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            Matrícula de {m.nombre} {m.apellidos}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <EstadoMatricula estado={m.estado} /> Curso {m.cursoAcademico} · enviada el {formatearFecha(m.actualizada)} · versión {m.version}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Enlace href={`/admin/matriculas/${m.id}/copia`} className="boton-secundario">
            Imprimir
          </Enlace>
          <a href={`/api/admin/matriculas/${m.id}/pdf`} className="boton-secundario" download>
            Descargar PDF
          </a>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-3">
          {hoja.secciones.map((s) => (
            <Tarjeta key={s.titulo} titulo={s.titulo}>
              <DatosSeccion seccion={s} />
            </Tarjeta>
          ))}
          <Tarjeta titulo={hoja.ciclo.titulo}>
            <p className="mb-2 font-medium">{hoja.ciclo.texto}</p>
            <ul aria-label="Módulos matriculados" className="divide-y divide-slate-100 text-sm">
              {hoja.ciclo.modulos.map((x) => (
                <li key={x.codigo} className="py-1.5">
                  <span className="font-mono text-slate-600">{x.codigo}</span> {x.nombre} <span className="text-slate-600">({x.curso})</span>
                </li>
              ))}
            </ul>
          </Tarjeta>
          {hoja.transporte && (
            <Tarjeta titulo={hoja.transporte.titulo}>
              {hoja.transporte.lineas.map((l) => (
                <p key={l} className="text-sm">
                  {l}
                </p>
              ))}
            </Tarjeta>
          )}
          <Tarjeta titulo={hoja.proteccion.titulo}>
            <ul className="space-y-2 text-sm">
              {hoja.proteccion.respuestas.map((r) => (
                <li key={r.texto}>
                  {r.texto} <strong>{r.respuesta}</strong>
                </li>
              ))}
            </ul>
          </Tarjeta>
        </div>

        <div className="space-y-4 lg:col-span-2">
          <Tarjeta titulo="Revisión" id="revision">
            {m.estado === "incidencia" && (
              <p className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                <strong>Incidencia:</strong> {m.incidencia}
              </p>
            )}
            {m.estado === "revisada" && (
              <p className="mb-3 text-sm text-slate-700">
                Revisada el {m.revisada ? formatearFecha(m.revisada) : ""}
                {m.revisadaPor && ` por ${m.revisadaPor}`}.
              </p>
            )}
            <AvisoHistorial curso={{ codigo: m.cursoAcademico }} soloLectura={soloLectura} />
            {!soloLectura && <FormularioRevision id={m.id} estado={m.estado} version={m.version} nota={m.incidencia} accion={revisarMatriculaAction} />}
          </Tarjeta>
          <Tarjeta titulo="Historial" id="historial">
            <ol aria-label="Historial de la matrícula" className="space-y-2 text-sm">
              {historial.map((e, i) => (
                <li key={i}>
                  <span className="font-medium">{ACCION[e.accion]}</span> el {formatearFechaHora(e.fecha)}
                  {e.usuario && ` por ${e.usuario}`}
                  {e.nota && <span className="block whitespace-pre-line text-slate-600">{e.nota}</span>}
                </li>
              ))}
            </ol>
          </Tarjeta>
          <Tarjeta titulo="Cambios entre envíos" id="versiones">
            <CambiosEntreVersiones versiones={versiones} />
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
