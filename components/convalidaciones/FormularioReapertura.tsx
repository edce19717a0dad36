"use client";

import { useState } from "react";
import type { Accion } from "@/lib/accion";
import { AvisoFormulario, CampoArea } from "../forms/Campos";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Valores = { id: number; motivo: string };

/** 'Reabrir', asking why: the reason is kept in the request's history. */
export function FormularioReapertura({ id, accion }: { id: number; accion: Accion<undefined> }) {
  const [abierto, setAbierto] = useState(false);
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({ schema: () => import("@/lib/convalidaciones/schemas").then((m) => m.reaperturaFormSchema), accion, valores: { id, motivo: "" }, modo: "onSubmit" });

  return (
    <div className="space-y-2">
      <AvisoFormulario estado={estado} />
      {/* The dialog's field is outside any form: the schema starts loading as the dialog is opened. */}
      <button type="button" className="boton-secundario" onClick={() => setAbierto(true)} {...cargarValidacion} disabled={enviando}>
        {enviando ? "Reabriendo…" : "Reabrir solicitud"}
      </button>
      <DialogoConfirmar
        abierto={abierto}
        titulo="Reabrir la solicitud"
        textoConfirmar="Reabrir"
        peligro
        onCancelar={() => setAbierto(false)}
        onConfirmar={async () => {
          // The reason is checked in the dialog, which stays open until it is valid.
          if (!(await form.trigger("motivo"))) return;
          setAbierto(false);
          void onSubmit();
        }}
      >
        <p className="mb-3">La solicitud volverá a estar sin resolver y su carta dejará de estar disponible hasta que se resuelva de nuevo. Quedará registrado quién la reabre y por qué.</p>
        <CampoArea etiqueta="Motivo" rows={3} maxLength={500} error={error("motivo")} {...form.register("motivo")} />
      </DialogoConfirmar>
    </div>
  );
}
