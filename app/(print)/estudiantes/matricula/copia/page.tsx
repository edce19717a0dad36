import { notFound } from "next/navigation";
import { HojaMatricula } from "@/components/matricula/HojaMatricula";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { requireRole } from "@/lib/auth/current-user";
import { getHojaMatricula } from "@/lib/matricula/documentos";
import { findMatriculaPropia } from "@/lib/matricula/queries";

export const metadata = { title: "Copia de la matrícula" };

/** The student's sent matrícula on A4, to print, sign and take to the centre. */
export default async function CopiaMatricula() {
  const usuario = await requireRole("estudiante");
  const m = await findMatriculaPropia(usuario);
  if (!m) notFound();
  return (
    <>
      <BarraImpresion volver="/estudiantes/matricula" etiquetaVolver="Volver a la matrícula">
        <a href="/api/estudiantes/matricula/pdf" className="boton-secundario" download>
          Descargar PDF
        </a>
      </BarraImpresion>
      <main>
        <HojaMatricula hoja={await getHojaMatricula(m)} />
      </main>
    </>
  );
}
