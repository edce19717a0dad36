"use client";

import { useActionState, useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/modulos/actions";
import { reaperturaSchema } from "@/lib/convalidaciones/schemas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { AvisoFormulario, CampoArea } from "../forms/Campos";

/** 'Reabrir', asking why: the reason is kept in the request's history. */
export function FormularioReapertura({ accion }: { accion: (prev: EstadoFormulario, fd: FormData) => Promise<EstadoFormulario> }) {
  const [estado, enviar, enviando] = useActionState(accion, null);
  const [, startTransition] = useTransition();
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState("");
  const [error, setError] = useState<string | undefined>();

  return (
    <div className="space-y-2">
      <AvisoFormulario estado={estado} />
      <button type="button" className="boton-secundario" onClick={() => setAbierto(true)} disabled={enviando}>
        {enviando ? "Reabriendo…" : "Reabrir solicitud"}
      </button>
      <DialogoConfirmar
        abierto={abierto}
        titulo="Reabrir la solicitud"
        textoConfirmar="Reabrir"
        peligro
        onCancelar={() => setAbierto(false)}
        onConfirmar={() => {
          const r = reaperturaSchema.safeParse({ motivo });
          if (!r.success) {
            setError(r.error.issues[0].message);
            return;
          }
          setError(undefined);
          setAbierto(false);
          const fd = new FormData();
          fd.set("motivo", r.data.motivo);
          startTransition(() => enviar(fd));
        }}
      >
        <p className="mb-3">La solicitud volverá a estar sin resolver y su carta dejará de estar disponible hasta que se resuelva de nuevo. Quedará registrado quién la reabre y por qué.</p>
        <CampoArea etiqueta="Motivo" name="motivo" rows={3} maxLength={500} value={motivo} onChange={(e) => setMotivo(e.target.value)} error={error} />
      </DialogoConfirmar>
    </div>
  );
}
