"use client";

import type { Accion } from "@/lib/accion";
import { AvisoFormulario } from "../forms/Campos";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

/** 'Descartar cambios': forgets the draft after a confirmation; the form goes back to what was sent. */
export function DescartarCambios({ accion }: { accion: Accion<undefined> }) {
  const c = useAccionConfirmada<true>();
  return (
    <>
      <button type="button" className="boton-secundario" onClick={() => c.pedir(true)} disabled={c.ocupado}>
        {c.ocupado ? "Descartando…" : "Descartar cambios"}
      </button>
      <AvisoFormulario estado={c.estado} />
      <DialogoConfirmar titulo="Descartar los cambios" textoConfirmar="Descartar" peligro {...c.dialogo(() => accion(null, {}))}>
        <p>Se borrará lo que has cambiado desde que enviaste la matrícula y el formulario volverá a mostrar lo que enviaste.</p>
      </DialogoConfirmar>
    </>
  );
}
