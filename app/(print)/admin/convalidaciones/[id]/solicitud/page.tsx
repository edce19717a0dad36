import { notFound } from "next/navigation";
import { HojaSolicitud } from "@/components/convalidaciones/HojaSolicitud";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { requireRole } from "@/lib/auth/current-user";
import { lineasCentro } from "@/lib/convalidaciones/carta";
import { getAjustesCentro, getSolicitud } from "@/lib/convalidaciones/queries";
import { idSolicitudSchema } from "@/lib/convalidaciones/schemas";
import { esAppError } from "@/lib/errors";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Solicitud de convalidación" };

export default async function SolicitudOficialAdmin({ params }: Props) {
  const usuario = await requireRole("admin");
  const p = idSolicitudSchema.safeParse(await params);
  if (!p.success) notFound();
  const [s, ajustes] = await Promise.all([getSolicitud(usuario, p.data.id), getAjustesCentro()]).catch((e) => {
    if (esAppError(e) && e.status === 404) notFound();
    throw e;
  });
  return (
    <>
      <BarraImpresion volver={`/admin/convalidaciones/${s.id}`} etiquetaVolver="Volver a la solicitud" />
      <main>
        <HojaSolicitud solicitud={s} centro={{ nombre: ajustes.nombre, lineas: lineasCentro(ajustes), localidad: ajustes.localidad }} />
      </main>
    </>
  );
}
