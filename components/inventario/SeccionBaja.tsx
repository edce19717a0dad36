"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Accion } from "@/lib/accion";
import { formatearFecha } from "@/lib/fechas";
import { AvisoFormulario, CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Valores = { codigo: number; fecha: string; motivo: string };

type Props = {
  codigo: number;
  baja: { fecha: string; motivo: string | null; por: string | null } | null;
  hoy: string;
  darDeBaja: Accion<undefined>;
  avisoRecuperar: string;
};

/** Decommission with date and reason (confirmed first), or the state of a decommissioned article. */
export function SeccionBaja({ codigo, baja, hoy, darDeBaja, avisoRecuperar }: Props) {
  const router = useRouter();
  const [confirmar, setConfirmar] = useState(false);
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/inventario/schemas").then((m) => m.bajaFormSchema),
    accion: darDeBaja,
    valores: { codigo, fecha: hoy, motivo: "" },
    alExito: () => router.refresh(),
  });

  if (baja) {
    return (
      <div className="space-y-2">
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Dado de baja el {formatearFecha(baja.fecha)}
          {baja.por ? ` por ${baja.por}` : ""}.{baja.motivo ? ` Motivo: ${baja.motivo}` : ""}
        </p>
        <p className="text-sm text-slate-700">{avisoRecuperar}</p>
      </div>
    );
  }

  // The first submit (button or Enter) checks the fields and asks; the dialog sends.
  const pedirConfirmacion = form.handleSubmit(() => setConfirmar(true));
  return (
    <Formulario onSubmit={pedirConfirmacion} {...cargarValidacion} noValidate className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <CampoTexto etiqueta="Fecha de baja" type="date" max={hoy} error={error("fecha")} {...form.register("fecha")} />
        <CampoTexto etiqueta="Motivo de la baja" maxLength={500} placeholder="Por ejemplo: averiado, no compensa repararlo" error={error("motivo")} {...form.register("motivo")} />
      </div>
      <BotonEnviar enviando={enviando} texto="Dar de baja" textoEnviando="Dando de baja…" className="boton-secundario text-amber-900" />
      <AvisoFormulario estado={estado} />
      <DialogoConfirmar
        abierto={confirmar}
        titulo="Dar de baja"
        textoConfirmar="Dar de baja"
        peligro
        onCancelar={() => setConfirmar(false)}
        onConfirmar={() => {
          setConfirmar(false);
          void onSubmit();
        }}
      >
        <p>El artículo quedará dado de baja. Solo un administrador podrá recuperarlo.</p>
      </DialogoConfirmar>
    </Formulario>
  );
}
