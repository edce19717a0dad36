import { CopiaMatricula } from "@/components/matricula/CopiaMatricula";
import { paginaPara } from "@/lib/acceso/exigir";
import { oNoEncontrado } from "@/lib/errors";
import { getHojaMatricula } from "@/lib/matricula/documentos";
import { idDeLaRuta } from "@/lib/matricula/paginas";
import { getMatricula } from "@/lib/matricula/ficha";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Copia de la matrícula" };

/** Any student's matrícula on A4, for the secretary to print. */
export default async function CopiaMatriculaAdmin({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const id = await idDeLaRuta(params);
  const m = await oNoEncontrado(getMatricula(usuario, id));
  return <CopiaMatricula hoja={await getHojaMatricula(m)} volver={`/admin/matriculas/${m.id}`} pdf={`/api/admin/matriculas/${m.id}/pdf`} />;
}
