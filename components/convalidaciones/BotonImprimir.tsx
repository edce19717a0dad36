"use client";

export function BotonImprimir({ texto = "Imprimir" }: { texto?: string }) {
  return (
    <button type="button" className="boton-secundario print:hidden" onClick={() => window.print()}>
      {texto}
    </button>
  );
}
