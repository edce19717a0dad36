"use client";

import { Enlace } from "../ui/Enlace";

/** Screen-only toolbar above a printable document: back link and a print button. */
export function BarraImpresion({ volver, etiquetaVolver = "Volver", children }: { volver: string; etiquetaVolver?: string; children?: React.ReactNode }) {
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 print:hidden">
      <Enlace href={volver} className="enlace text-sm">
        ← {etiquetaVolver}
      </Enlace>
      <div className="ml-auto flex flex-wrap gap-2">
        {children}
        <button type="button" className="boton-primario" onClick={() => window.print()}>
          Imprimir
        </button>
      </div>
    </div>
  );
}
