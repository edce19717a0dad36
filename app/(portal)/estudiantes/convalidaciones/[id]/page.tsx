import { Enlace } from "@/components/ui/Enlace";
import { EstadoSolicitud, ResultadoModulos } from "@/components/convalidaciones/EstadoSolicitud";
import { HojaSolicitud } from "@/components/convalidaciones/HojaSolicitud";
import { BotonImprimir } from "@/components/convalidaciones/BotonImprimir";
import { EnlacesCarta } from "@/components/convalidaciones/EnlacesCarta";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { idDeLaRuta } from "@/lib/convalidaciones/paginas";
import { oNoEncontrado } from "@/lib/errors";
import { lineasCentro } from "@/lib/convalidaciones/carta";
import { getAjustesCentro } from "@/lib/convalidaciones/ajustes";
import { getSolicitud } from "@/lib/convalidaciones/queries";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ presentada?: string }> };

export const metadata = { title: "Solicitud de convalidación" };

export default async function SolicitudEstudiante({ params, searchParams }: Props) {
  const usuario = await paginaPara("area.estudiantes");
  const id = await idDeLaRuta(params);
  const [solicitud, ajustes] = await oNoEncontrado(Promise.all([getSolicitud(usuario, id), getAjustesCentro()]));
  const { presentada } = await searchParams;
  return (
    <>
      <div className="print:hidden">
        <Enlace href="/estudiantes/convalidaciones" className="enlace text-sm">
          ← Mis convalidaciones
        </Enlace>
        <div className="mt-1 mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">Solicitud de convalidación n.º {solicitud.id}</h1>
          <BotonImprimir texto="Imprimir solicitud" />
        </div>
        {presentada && !solicitud.resuelta && (
          <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-green-900">
            Solicitud presentada. Imprímela, fírmala y entrégala en la secretaría con la documentación que aportas.
          </p>
        )}
        <Tarjeta titulo="Estado" id="estado" acciones={<EstadoSolicitud resuelta={solicitud.resuelta} />}>
          {solicitud.resuelta ? (
            <div className="space-y-4">
              <ResultadoModulos modulos={solicitud.modulos} />
              <EnlacesCarta pagina={`/estudiantes/convalidaciones/${solicitud.id}/respuesta`} id={solicitud.id} />
            </div>
          ) : (
            <p className="text-slate-700">La dirección del centro todavía no ha resuelto tu solicitud.</p>
          )}
        </Tarjeta>
        <h2 className="mt-6 text-lg font-semibold">Solicitud oficial</h2>
      </div>
      <HojaSolicitud solicitud={solicitud} centro={{ nombre: ajustes.nombre, lineas: lineasCentro(ajustes), localidad: ajustes.localidad }} />
    </>
  );
}
