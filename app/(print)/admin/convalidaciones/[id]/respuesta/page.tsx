import Link from "next/link";
import { CartaRespuesta } from "@/components/convalidaciones/CartaRespuesta";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { requireRole } from "@/lib/auth/current-user";
import { idDeLaRuta, oNoEncontrado } from "@/lib/convalidaciones/paginas";
import { getCartaRespuesta } from "@/lib/convalidaciones/queries";
import { esAppError } from "@/lib/errors";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

export default async function CartaRespuestaPagina({ params }: Props) {
  const usuario = await requireRole("admin");
  const id = await idDeLaRuta(params);
  const volver = `/admin/convalidaciones/${id}`;
  // Not resolved yet (409): say so instead of showing an error page.
  const r = await oNoEncontrado(getCartaRespuesta(usuario, id)).catch((e) => {
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
