import Link from "next/link";
import { notFound } from "next/navigation";
import { CartaRespuesta } from "@/components/convalidaciones/CartaRespuesta";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { requireRole } from "@/lib/auth/current-user";
import { getCartaRespuesta } from "@/lib/convalidaciones/queries";
import { idSolicitudSchema } from "@/lib/convalidaciones/schemas";
import { esAppError } from "@/lib/errors";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

export default async function CartaRespuestaPagina({ params }: Props) {
  const usuario = await requireRole("admin");
  const p = idSolicitudSchema.safeParse(await params);
  if (!p.success) notFound();
  const volver = `/admin/convalidaciones/${p.data.id}`;
  const r = await getCartaRespuesta(usuario, p.data.id).catch((e) => {
    if (esAppError(e) && e.status === 404) notFound();
    if (esAppError(e) && e.status === 409) return null;
    throw e;
  });
  if (!r) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-semibold">Carta de respuesta</h1>
        <p role="status" className="mt-2 text-slate-700">
          La solicitud todavía no está resuelta: la carta de respuesta se genera al resolverla.
        </p>
        <Link href={volver} className="enlace mt-4 inline-block">
          ← Volver a la solicitud
        </Link>
      </main>
    );
  }
  return (
    <>
      <BarraImpresion volver={volver} etiquetaVolver="Volver a la solicitud">
        <a href={`/api/convalidaciones/${r.solicitud.id}/respuesta.pdf`} className="boton-secundario" download>
          Descargar PDF
        </a>
      </BarraImpresion>
      <main>
        <CartaRespuesta carta={r.carta} />
      </main>
    </>
  );
}
