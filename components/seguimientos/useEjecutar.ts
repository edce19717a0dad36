"use client";

import { useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";

export type AccionServidor = (prev: EstadoFormulario<unknown>, entrada: unknown) => Promise<EstadoFormulario<unknown>>;
type Aviso = { ok: boolean; message: string } | null;

/**
 * For a button that runs a server action outside a form (mark completed, delete after confirming):
 * the outcome's message for an aria-live region, and whether one is under way.
 */
export function useEjecutar() {
  const [aviso, setAviso] = useState<Aviso>(null);
  const [pendiente, startTransition] = useTransition();
  const ejecutar = (accion: AccionServidor, entrada: unknown) =>
    startTransition(async () => {
      const r = await accion(null, entrada);
      setAviso(r ? { ok: r.ok, message: r.message } : null);
    });
  return { aviso, setAviso, pendiente, ejecutar };
}

/**
 * What a confirmation dialog is about: `pedir(x)` opens it for x; the dialog's props close it and,
 * on confirming, hand x to `alConfirmar`.
 */
export function useConfirmar<T>(alConfirmar: (objeto: T) => void) {
  const [objeto, setObjeto] = useState<T | null>(null);
  return {
    objeto,
    pedir: setObjeto,
    dialogo: {
      abierto: objeto !== null,
      onCancelar: () => setObjeto(null),
      onConfirmar: () => {
        const o = objeto;
        setObjeto(null);
        if (o !== null) alConfirmar(o);
      },
    },
  };
}
