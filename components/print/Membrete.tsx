/** Official documents use Arial/Helvetica, as the PDF letter (Helvetica) does, whatever the UI font. */
export const FUENTE_DOCUMENTO = { fontFamily: 'Arial, Helvetica, "Liberation Sans", sans-serif' } as const;

/** Header of the centre's official documents: logo on the left, address block on the right. */
export function Membrete({ nombre, lineas }: { nombre: string; lineas: string[] }) {
  return (
    <header className="flex flex-col items-start justify-between gap-3 sm:flex-row sm:gap-6">
      {/* eslint-disable-next-line @next/next/no-img-element -- printed document: the same PNG the PDFs embed, no optimisation wanted */}
      <img src="/convalidaciones/cabecera.png" alt={`Logotipo del ${nombre}`} className="h-[17mm] w-auto" />
      <address className="text-[9pt] sm:text-right not-italic leading-snug text-slate-600">
        <span className="block font-bold text-marca-700">{nombre}</span>
        {lineas.map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
      </address>
    </header>
  );
}

/** Footer image of the centre's official documents; on paper it sits at the foot of every page. */
export function PieDocumento() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see Membrete
    <img src="/convalidaciones/pie.png" alt="" className="mt-8 w-full print:fixed print:inset-x-0 print:bottom-0 print:mt-0" />
  );
}
