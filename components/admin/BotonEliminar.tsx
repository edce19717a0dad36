"use client";

import { useState } from "react";
import type { Accion } from "@/lib/accion";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Props<D> = {
  accion: Accion<D>;
  /** What the action receives: the row's key. */
  datos: Record<string, unknown>;
  /** The accessible name, e.g. "Eliminar el grupo 1QUI301". */
  etiqueta: string;
  titulo: string;
  children: React.ReactNode;
  texto?: string;
  textoConfirmar?: string;
  /** Red button and dialog (delete, deactivate); false for harmless actions such as reactivating. */
  peligro?: boolean;
};

/**
 * A destructive button that asks first. If the server refuses (something still refers to the row),
 * its message stays next to the button.
 *
 * Its dialog is drawn the first time the button is used, not with the page: a list of 37 rooms
 * carried 37 closed dialogs, a fifth of its HTML. Once drawn it stays, so closing it gives the
 * focus back to the button, as a native dialog does.
 */
export function BotonEliminar<D>({ accion, datos, etiqueta, titulo, children, texto = "Eliminar", textoConfirmar = "Eliminar", peligro = true }: Props<D>) {
  const c = useAccionConfirmada<Record<string, unknown>>();
  const [usado, setUsado] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={`boton-secundario ${peligro ? "text-red-800" : ""}`}
        aria-label={etiqueta}
        disabled={c.ocupado}
        onClick={() => {
          setUsado(true);
          c.pedir(datos);
        }}
      >
        {c.ocupado ? "Un momento…" : texto}
      </button>
      <div aria-live="polite">
        <Aviso estado={c.estado} />
      </div>
      {usado && (
        <DialogoConfirmar titulo={titulo} textoConfirmar={textoConfirmar} peligro={peligro} {...c.dialogo((d) => accion(null, d))}>
          {children}
        </DialogoConfirmar>
      )}
    </div>
  );
}
