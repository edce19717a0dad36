"use client";

import { AvisoFormulario } from "./Campos";

/**
 * The foot of a form: the submit button (busy while sending), any extra buttons, and the form's
 * overall message. In a grid form it takes a whole row.
 */
export function PieFormulario({
  enviando,
  texto,
  textoEnviando = "Guardando…",
  estado,
  children,
}: {
  enviando: boolean;
  texto: string;
  textoEnviando?: string;
  estado: { ok: boolean; message: string } | null;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-full">
      <button type="submit" className="boton-primario" disabled={enviando}>
        {enviando ? textoEnviando : texto}
      </button>
      {children}
      <AvisoFormulario estado={estado} />
    </div>
  );
}
