import { notFound } from "next/navigation";
import { CopiaMatricula } from "@/components/matricula/CopiaMatricula";
import { paginaPara } from "@/lib/acceso/exigir";
import { getHojaMatricula } from "@/lib/matricula/documentos";
import { findMatriculaPropia } from "@/lib/matricula/ficha";

export const metadata = { title: "Copia de la matrícula" };

/** The student's sent matrícula on A4, to print, sign and take to the centre. */
export default async function CopiaMatriculaEstudiante() {
  const usuario = await paginaPara("area.estudiantes");
  const m = await findMatriculaPropia(usuario);
  if (!m) notFound();
  return <CopiaMatricula hoja={await getHojaMatricula(m)} volver="/estudiantes/matricula" pdf="/api/estudiantes/matricula/pdf" />;
}
