"use client";

import { useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";

/**
 * The one-button actions, confirmed or not (remove a student, restore an article, delete a
 * session, mark the current school year, close a campaign): what is waiting for confirmation, the
 * outcome to show, and whether one is under way.
 *
 *   const c = useAccionConfirmada<Estudiante>();
 *   <button onClick={() => c.pedir(e)} disabled={c.ocupado}>Quitar</button>
 *   <DialogoConfirmar titulo="…" {...c.dialogo((e) => quitar(null, {…}))}>¿Quitar a {c.pendiente?.nombre}?</DialogoConfirmar>
 *   <div aria-live="polite"><Aviso estado={c.estado} /></div>
 */
export function useAccionConfirmada<T>() {
  const [pendiente, setPendiente] = useState<T | null>(null);
  const [estado, setEstado] = useState<EstadoFormulario<unknown>>(null);
  const [ocupado, startTransition] = useTransition();
  /** Runs the action on what was waiting, and keeps its outcome for the page. */
  const confirmar = (accion: (t: T) => Promise<EstadoFormulario<unknown>>) => {
    const t = pendiente;
    setPendiente(null);
    if (t !== null) startTransition(async () => setEstado(await accion(t)));
  };
  return {
    pendiente,
    estado,
    /** For a message that comes from elsewhere (a form beside the list saved something). */
    setEstado,
    ocupado,
    pedir: (t: T) => setPendiente(t),
    cancelar: () => setPendiente(null),
    confirmar,
    /** The open/cancel/confirm props of the DialogoConfirmar that asks about `pendiente`. */
    dialogo: (accion: (t: T) => Promise<EstadoFormulario<unknown>>) => ({ abierto: pendiente !== null, onCancelar: () => setPendiente(null), onConfirmar: () => confirmar(accion) }),
    /** For an action that needs no confirmation, with the same outcome line. */
    ejecutar: (accion: () => Promise<EstadoFormulario<unknown>>) => startTransition(async () => setEstado(await accion())),
  };
}
