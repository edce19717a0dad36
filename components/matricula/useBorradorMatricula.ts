"use client";

import { useEffect, useRef, useState } from "react";
import type { EstadoFormulario } from "@/lib/errors";

export type GuardarBorrador = (prev: null, entrada: unknown) => Promise<EstadoFormulario<unknown>>;

/**
 * The matrícula's draft, saved a moment (`esperaMs`) after the last change so that a student who
 * closes the tab at home finds what they wrote. `json` is the form's values as JSON; `inicial`, the
 * values the page came with (not saved again). `antesDeEnviar` drops a pending save: what is sent is
 * not a draft, and the server deletes the draft once the matrícula is in.
 */
export function useBorradorMatricula(json: string, inicial: string, guardar: GuardarBorrador, esperaMs: number) {
  const [guardado, setGuardado] = useState<{ ok: boolean; message: string } | null>(null);
  const ultimo = useRef(inicial);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (json === ultimo.current) return;
    temporizador.current = setTimeout(() => {
      ultimo.current = json;
      guardar(null, JSON.parse(json)).then(
        (r) => setGuardado(r ? { ok: r.ok, message: r.ok ? r.message : `No se ha guardado el borrador: ${r.message}` } : null),
        () => setGuardado({ ok: false, message: "No se ha guardado el borrador: comprueba la conexión. Lo que has escrito sigue aquí." }),
      );
    }, esperaMs);
    return () => clearTimeout(temporizador.current);
  }, [json, esperaMs, guardar]);

  const antesDeEnviar = () => {
    clearTimeout(temporizador.current);
    ultimo.current = json;
  };
  return { guardado, antesDeEnviar };
}
