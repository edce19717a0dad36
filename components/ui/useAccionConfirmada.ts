"use client";

import { useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";

/**
 * The one-button actions that ask first (remove a student, restore an article, delete a category,
 * close a campaign): what is waiting for confirmation, the outcome to show, and whether it runs.
 *
 *   const c = useAccionConfirmada<Estudiante>();
 *   <button onClick={() => c.pedir(e)}>Quitar</button>
 *   <DialogoConfirmar abierto={c.pendiente !== null} onCancelar={c.cancelar} onConfirmar={() => c.confirmar((e) => quitar(null, {…}))} />
 *   <Aviso estado={c.estado} />
 */
export function useAccionConfirmada<T>() {
  const [pendiente, setPendiente] = useState<T | null>(null);
  const [estado, setEstado] = useState<EstadoFormulario>(null);
  const [ocupado, startTransition] = useTransition();
  return {
    pendiente,
    estado,
    ocupado,
    pedir: (t: T) => setPendiente(t),
    cancelar: () => setPendiente(null),
    /** Runs the action on what was waiting, and keeps its outcome for the page. */
    confirmar: (accion: (t: T) => Promise<EstadoFormulario>) => {
      const t = pendiente;
      setPendiente(null);
      if (t !== null) startTransition(async () => setEstado(await accion(t)));
    },
    /** For an action that needs no confirmation, with the same outcome line. */
    ejecutar: (accion: () => Promise<EstadoFormulario>) => startTransition(async () => setEstado(await accion())),
  };
}
