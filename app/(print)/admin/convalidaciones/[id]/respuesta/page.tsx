import { CartaImprimible } from "@/components/convalidaciones/CartaImprimible";
import { requireRole } from "@/lib/auth/current-user";
import { getCartaDeLaPagina, idDeLaRuta } from "@/lib/convalidaciones/paginas";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

export default async function CartaRespuestaAdmin({ params }: Props) {
  const usuario = await requireRole("admin");
  const id = await idDeLaRuta(params);
  return <CartaImprimible id={id} carta={await getCartaDeLaPagina(usuario, id)} volver={`/admin/convalidaciones/${id}`} />;
}
