"use client";

import { useEffect, useId, useRef } from "react";

type Props = {
  abierto: boolean;
  titulo: string;
  children: React.ReactNode;
  textoConfirmar: string;
  onConfirmar: () => void;
  onCancelar: () => void;
  peligro?: boolean;
};

/** Native <dialog>: focus is trapped and Escape cancels without extra code. */
export function DialogoConfirmar({ abierto, titulo, children, textoConfirmar, onConfirmar, onCancelar, peligro }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Unique per dialog: a page with two dialogs must not name both after the first one's title.
  const idTitulo = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (abierto && !d.open) d.showModal();
    if (!abierto && d.open) d.close();
  }, [abierto]);
  return (
    <dialog ref={ref} onCancel={onCancelar} aria-labelledby={idTitulo} className="m-auto w-[min(28rem,92vw)] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/40">
      <div className="p-5">
        <h2 id={idTitulo} className="text-lg font-semibold">
          {titulo}
        </h2>
        <div className="mt-2 text-slate-700">{children}</div>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className="boton-secundario" onClick={onCancelar} autoFocus>
            Cancelar
          </button>
          <button type="button" className={peligro ? "boton-primario bg-red-600 hover:bg-red-700" : "boton-primario"} onClick={onConfirmar}>
            {textoConfirmar}
          </button>
        </div>
      </div>
    </dialog>
  );
}
