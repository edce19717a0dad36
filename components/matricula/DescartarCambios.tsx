"use client";

import { useActionState, useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";
import { AvisoFormulario } from "../forms/Campos";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

/** 'Descartar cambios': forgets the draft after a confirmation; the form goes back to what was sent. */
export function DescartarCambios({ accion }: { accion: (prev: EstadoFormulario<undefined>, entrada: unknown) => Promise<EstadoFormulario<undefined>> }) {
  const [estado, descartar, descartando] = useActionState(accion, null);
  const [, startTransition] = useTransition();
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <button type="button" className="boton-secundario" onClick={() => setAbierto(true)} disabled={descartando}>
        {descartando ? "Descartando…" : "Descartar cambios"}
      </button>
      <AvisoFormulario estado={estado} />
      <DialogoConfirmar
        abierto={abierto}
        titulo="Descartar los cambios"
        textoConfirmar="Descartar"
        peligro
        onCancelar={() => setAbierto(false)}
        onConfirmar={() => {
          setAbierto(false);
          startTransition(() => descartar({}));
        }}
      >
        <p>Se borrará lo que has cambiado desde que enviaste la matrícula y el formulario volverá a mostrar lo que enviaste.</p>
      </DialogoConfirmar>
    </>
  );
}
