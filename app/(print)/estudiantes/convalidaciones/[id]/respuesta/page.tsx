import { CartaImprimible } from "@/components/convalidaciones/CartaImprimible";
import { requireRole } from "@/lib/auth/current-user";
import { getCartaDeLaPagina, idDeLaRuta } from "@/lib/convalidaciones/paginas";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

/** The student's own reply letter: another student's request is not found. */
export default async function CartaRespuestaEstudiante({ params }: Props) {
  const usuario = await requireRole("estudiante");
  const id = await idDeLaRuta(params);
  return <CartaImprimible id={id} carta={await getCartaDeLaPagina(usuario, id)} volver={`/estudiantes/convalidaciones/${id}`} />;
}
