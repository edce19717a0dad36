"use client";

import { AvisoFormulario } from "./Campos";

/** A form's submit button: disabled, and saying so, while the form is being sent. */
export function BotonEnviar({
  enviando,
  texto,
  textoEnviando = "Guardando…",
  className = "boton-primario",
  disabled = false,
}: {
  enviando: boolean;
  texto: string;
  textoEnviando?: string;
  className?: string;
  /** Also disabled for another reason (e.g. a delete under way). */
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={enviando || disabled}>
      {enviando ? textoEnviando : texto}
    </button>
  );
}

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
      <BotonEnviar enviando={enviando} texto={texto} textoEnviando={textoEnviando} />
      {children}
      <AvisoFormulario estado={estado} />
    </div>
  );
}
