import { Enlace } from "../ui/Enlace";
import type { CartaRespuesta as Carta } from "@/lib/convalidaciones/carta";
import { BarraImpresion } from "../print/BarraImpresion";
import { CartaRespuesta } from "./CartaRespuesta";

/**
 * The reply letter's printable page, the same for the administration and for the student who
 * asked: the letter with 'Imprimir' and 'Descargar PDF', or why there is none yet.
 */
export function CartaImprimible({ id, carta, volver }: { id: number; carta: Carta | null; volver: string }) {
  if (!carta) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-semibold">Carta de respuesta</h1>
        <p role="status" className="mt-2 text-slate-700">
          La solicitud todavía no está resuelta: la carta de respuesta se genera al resolverla.
        </p>
        <Enlace href={volver} className="enlace mt-4 inline-block">
          ← Volver a la solicitud
        </Enlace>
      </main>
    );
  }
  return (
    <>
      <BarraImpresion volver={volver} etiquetaVolver="Volver a la solicitud">
        <a href={`/api/convalidaciones/${id}/respuesta.pdf`} className="boton-secundario" download>
          Descargar PDF
        </a>
      </BarraImpresion>
      <main>
        <CartaRespuesta carta={carta} />
      </main>
    </>
  );
}
