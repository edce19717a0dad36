"use client";

import { useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import type { Accion } from "@/lib/accion";

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
 */
export function BotonEliminar<D>({ accion, datos, etiqueta, titulo, children, texto = "Eliminar", textoConfirmar = "Eliminar", peligro = true }: Props<D>) {
  const [abierto, setAbierto] = useState(false);
  const [estado, setEstado] = useState<EstadoFormulario<D>>(null);
  const [pendiente, startTransition] = useTransition();
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={`boton-secundario ${peligro ? "text-red-800" : ""}`} aria-label={etiqueta} disabled={pendiente} onClick={() => setAbierto(true)}>
        {pendiente ? "Un momento…" : texto}
      </button>
      <div aria-live="polite">
        <Aviso estado={estado} />
      </div>
      <DialogoConfirmar
        abierto={abierto}
        titulo={titulo}
        textoConfirmar={textoConfirmar}
        peligro={peligro}
        onCancelar={() => setAbierto(false)}
        onConfirmar={() => {
          setAbierto(false);
          startTransition(async () => setEstado(await accion(null, datos)));
        }}
      >
        {children}
      </DialogoConfirmar>
    </div>
  );
}
