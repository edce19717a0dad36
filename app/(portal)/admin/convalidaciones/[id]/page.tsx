import { Enlace } from "@/components/ui/Enlace";
import { EnlacesCarta } from "@/components/convalidaciones/EnlacesCarta";
import { EstadoSolicitud, ResultadoModulos } from "@/components/convalidaciones/EstadoSolicitud";
import { FormularioReapertura } from "@/components/convalidaciones/FormularioReapertura";
import { FormularioResolucion } from "@/components/convalidaciones/FormularioResolucion";
import { Historial } from "@/components/convalidaciones/Historial";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { idDeLaRuta } from "@/lib/convalidaciones/paginas";
import { oNoEncontrado } from "@/lib/errors";
import { reabrirSolicitudAction, resolverSolicitudAction } from "@/lib/convalidaciones/actions";
import { cursoAcademicoDe, formatearFecha, hoyEnElCentro } from "@/lib/fechas";
import { AvisoHistorial } from "@/components/ui/SelectorCurso";
import { esCursoPasado } from "@/lib/curso-academico/elegido";
import { getCursos } from "@/lib/curso-academico/queries";
import { getSolicitud, listHistorialSolicitud } from "@/lib/convalidaciones/queries";
import { marcoLegal } from "@/lib/convalidaciones/reglas";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Solicitud de convalidación" };

export default async function SolicitudAdmin({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const id = await idDeLaRuta(params);
  const [s, historial, { actual }] = await oNoEncontrado(Promise.all([getSolicitud(usuario, id), listHistorialSolicitud(usuario, id), getCursos()]));
  // A request belongs to the school year of its date; a past year's is history (issue 46).
  const curso = cursoAcademicoDe(hoyEnElCentro(s.creada));
  const soloLectura = esCursoPasado(curso, actual.codigo);
  const datos: [string, string][] = [
    ["NIF/NIE", s.nif],
    ["Nombre", s.nombre],
    ["Apellidos", s.apellidos],
    ["Domicilio", `${s.domicilio}, ${s.codigoPostal} ${s.localidad} (${s.provincia})`],
    ["Teléfono fijo", s.telefonoFijo],
    ["Teléfono móvil", s.telefonoMovil],
    ["Correo electrónico", s.email],
    ["Ciclo", `${s.ciclo.codigo} · ${s.ciclo.nombre}`],
    ["Presentada", formatearFecha(s.creada)],
    ["Marco legal", marcoLegal(s.modulos)],
  ];
  return (
    <>
      <Enlace href="/admin/convalidaciones" className="enlace text-sm">
        ← Convalidaciones
      </Enlace>
      <div className="mt-1 mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            Solicitud n.º {s.id}: {s.nombre} {s.apellidos}
          </h1>
          <div className="mt-1">
            <EstadoSolicitud resuelta={s.resuelta} />
          </div>
        </div>
        <Enlace href={`/admin/convalidaciones/${s.id}/solicitud`} className="boton-secundario">
          Ver solicitud oficial
        </Enlace>
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <Tarjeta titulo="Datos de la solicitud" id="datos">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {datos.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="break-words">{v}</dd>
                </div>
              ))}
            </dl>
          </Tarjeta>
          <Tarjeta titulo="Estudios que aporta" id="aporta">
            <p className="whitespace-pre-line text-sm">{s.aporta || "La solicitud no indica estudios."}</p>
          </Tarjeta>
          <Tarjeta titulo="Historial" id="historial">
            <Historial eventos={historial} />
          </Tarjeta>
        </div>

        <div className="lg:col-span-3">
          <Tarjeta titulo="Resolución" id="resolucion">
            {s.resuelta ? (
              <div className="space-y-4">
                <p className="text-sm text-slate-700">
                  Resuelta el {formatearFecha(s.resuelta)}
                  {s.resueltaPor && ` por ${s.resueltaPor.nombre} ${s.resueltaPor.apellidos}`}. La solicitud resuelta no se puede modificar.
                </p>
                <ResultadoModulos modulos={s.modulos} />
                {s.documentosRevisados && (
                  <div>
                    <h3 className="text-sm font-semibold">Documentación revisada</h3>
                    <p className="whitespace-pre-line text-sm">{s.documentosRevisados}</p>
                  </div>
                )}
                <EnlacesCarta pagina={`/admin/convalidaciones/${s.id}/respuesta`} id={s.id} />
                {soloLectura ? (
                  <AvisoHistorial curso={{ codigo: curso }} soloLectura />
                ) : (
                  <div className="border-t border-slate-100 pt-4">
                    <FormularioReapertura id={s.id} accion={reabrirSolicitudAction} />
                  </div>
                )}
              </div>
            ) : soloLectura ? (
              <AvisoHistorial curso={{ codigo: curso }} soloLectura />
            ) : (
              <FormularioResolucion id={s.id} modulos={s.modulos} documentosRevisados={s.documentosRevisados} accion={resolverSolicitudAction} />
            )}
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
