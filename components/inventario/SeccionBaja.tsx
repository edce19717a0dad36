"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import type { EstadoArticulo } from "@/lib/inventario/actions";
import { formatearFecha } from "@/lib/inventario/reglas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Aviso } from "../ui/Aviso";

type Props = {
  baja: { fecha: string; motivo: string | null; por: string | null } | null;
  hoy: string;
  darDeBaja: (prev: EstadoArticulo, fd: FormData) => Promise<EstadoArticulo>;
  avisoRecuperar: string;
};

/** Decommission with date and reason (confirmed first), or the state of a decommissioned article. */
export function SeccionBaja({ baja, hoy, darDeBaja, avisoRecuperar }: Props) {
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [estado, enviar, enviando] = useActionState(darDeBaja, null);
  const [confirmar, setConfirmar] = useState(false);

  useEffect(() => {
    if (estado?.ok) router.refresh();
  }, [estado, router]);

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

  const errores = estado && !estado.ok ? (estado.fieldErrors ?? {}) : {};
  return (
    <form
      ref={form}
      action={enviar}
      onSubmit={(e) => {
        // The dialog submits for real; the first submit (button or Enter) only opens it.
        if (!confirmar) {
          e.preventDefault();
          if (form.current?.reportValidity()) setConfirmar(true);
        }
      }}
      className="space-y-3"
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <label className="block">
          <span className="text-sm text-slate-700">Fecha de baja</span>
          <input type="date" name="fecha" required defaultValue={hoy} max={hoy} aria-invalid={errores.fecha ? true : undefined} aria-describedby={errores.fecha ? `${id}-fecha` : undefined} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5" />
          {errores.fecha && (
            <span id={`${id}-fecha`} className="mt-1 block text-sm text-red-700">
              {errores.fecha[0]}
            </span>
          )}
        </label>
        <label className="block">
          <span className="text-sm text-slate-700">Motivo de la baja</span>
          <input name="motivo" required maxLength={500} placeholder="Por ejemplo: averiado, no compensa repararlo" aria-invalid={errores.motivo ? true : undefined} aria-describedby={errores.motivo ? `${id}-motivo` : undefined} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5" />
          {errores.motivo && (
            <span id={`${id}-motivo`} className="mt-1 block text-sm text-red-700">
              {errores.motivo[0]}
            </span>
          )}
        </label>
      </div>
      <button type="submit" className="boton-secundario text-amber-900" disabled={enviando}>
        {enviando ? "Dando de baja…" : "Dar de baja"}
      </button>
      <div aria-live="polite">
        <Aviso estado={estado} />
      </div>
      <DialogoConfirmar
        abierto={confirmar}
        titulo="Dar de baja"
        textoConfirmar="Dar de baja"
        peligro
        onCancelar={() => setConfirmar(false)}
        onConfirmar={() => {
          form.current?.requestSubmit();
          setConfirmar(false);
        }}
      >
        <p>El artículo quedará dado de baja. Solo un administrador podrá recuperarlo.</p>
      </DialogoConfirmar>
    </form>
  );
}
