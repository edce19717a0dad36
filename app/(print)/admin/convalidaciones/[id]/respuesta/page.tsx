import { CartaImprimible } from "@/components/convalidaciones/CartaImprimible";
import { paginaPara } from "@/lib/acceso/exigir";
import { getCartaDeLaPagina, idDeLaRuta } from "@/lib/convalidaciones/paginas";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Respuesta a solicitud de convalidación" };

export default async function CartaRespuestaAdmin({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const id = await idDeLaRuta(params);
  return <CartaImprimible id={id} carta={await getCartaDeLaPagina(usuario, id)} volver={`/admin/convalidaciones/${id}`} />;
}
