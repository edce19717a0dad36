"use client";

import { AvisoFormulario } from "@/components/forms/Campos";

/** The submit button (busy while sending), any extra buttons, and the form's message. */
export function PieFormulario({ enviando, texto, textoEnviando = texto, estado, children }: { enviando: boolean; texto: string; textoEnviando?: string; estado: { ok: boolean; message: string } | null; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="boton-primario" disabled={enviando}>
        {enviando ? textoEnviando : texto}
      </button>
      {children}
      <AvisoFormulario estado={estado} />
    </div>
  );
}
