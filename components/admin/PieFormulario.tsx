"use client";

import { AvisoFormulario } from "../forms/Campos";

/** Submit button and the form's overall message, the same in every admin form. */
export function PieFormulario({ enviando, texto, estado }: { enviando: boolean; texto: string; estado: { ok: boolean; message: string } | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-full">
      <button type="submit" className="boton-primario" disabled={enviando}>
        {enviando ? "Guardando…" : texto}
      </button>
      <AvisoFormulario estado={estado} />
    </div>
  );
}
