import { CartaImprimible } from "@/components/convalidaciones/CartaImprimible";
import { paginaPara } from "@/lib/acceso/exigir";
import { getCartaDeLaPagina, idDeLaRuta } from "@/lib/convalidaciones/paginas";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

/** The student's own reply letter: another student's request is not found. */
export default async function CartaRespuestaEstudiante({ params }: Props) {
  const usuario = await paginaPara("area.estudiantes");
  const id = await idDeLaRuta(params);
  return <CartaImprimible id={id} carta={await getCartaDeLaPagina(usuario, id)} volver={`/estudiantes/convalidaciones/${id}`} />;
}
