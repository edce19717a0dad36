import type { HojaMatricula as Modelo } from "@/lib/matricula/documento";
import { BarraImpresion } from "../print/BarraImpresion";
import { HojaMatricula } from "./HojaMatricula";

/** A sent matrícula's printable page: back link, print and PDF download, and the A4 copy. */
export function CopiaMatricula({ hoja, volver, pdf }: { hoja: Modelo; volver: string; pdf: string }) {
  return (
    <>
      <BarraImpresion volver={volver} etiquetaVolver="Volver a la matrícula">
        <a href={pdf} className="boton-secundario" download>
          Descargar PDF
        </a>
      </BarraImpresion>
      <main>
        <HojaMatricula hoja={hoja} />
      </main>
    </>
  );
}
