import { HojaSolicitud } from "@/components/convalidaciones/HojaSolicitud";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { paginaPara } from "@/lib/acceso/exigir";
import { idDeLaRuta } from "@/lib/convalidaciones/paginas";
import { oNoEncontrado } from "@/lib/errors";
import { lineasCentro } from "@/lib/convalidaciones/carta";
import { getAjustesCentro } from "@/lib/convalidaciones/ajustes";
import { getSolicitud } from "@/lib/convalidaciones/queries";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Solicitud de convalidación" };

export default async function SolicitudOficialAdmin({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const id = await idDeLaRuta(params);
  const [s, ajustes] = await oNoEncontrado(Promise.all([getSolicitud(usuario, id), getAjustesCentro()]));
  return (
    <>
      <BarraImpresion volver={`/admin/convalidaciones/${s.id}`} etiquetaVolver="Volver a la solicitud" />
      <main>
        <HojaSolicitud solicitud={s} centro={{ nombre: ajustes.nombre, lineas: lineasCentro(ajustes), localidad: ajustes.localidad }} />
      </main>
    </>
  );
}
