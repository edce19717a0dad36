import { HojaMatricula } from "@/components/matricula/HojaMatricula";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { requireRole } from "@/lib/auth/current-user";
import { oNoEncontrado } from "@/lib/errors";
import { getHojaMatricula } from "@/lib/matricula/documentos";
import { idDeLaRuta } from "@/lib/matricula/paginas";
import { getMatricula } from "@/lib/matricula/queries";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Copia de la matrícula" };

/** Any student's matrícula on A4, for the secretary to print. */
export default async function CopiaMatriculaAdmin({ params }: Props) {
  const usuario = await requireRole("admin");
  const id = await idDeLaRuta(params);
  const m = await oNoEncontrado(getMatricula(usuario, id));
  return (
    <>
      <BarraImpresion volver={`/admin/matriculas/${m.id}`} etiquetaVolver="Volver a la matrícula">
        <a href={`/api/admin/matriculas/${m.id}/pdf`} className="boton-secundario" download>
          Descargar PDF
        </a>
      </BarraImpresion>
      <main>
        <HojaMatricula hoja={await getHojaMatricula(m)} />
      </main>
    </>
  );
}
