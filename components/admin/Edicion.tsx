"use client";

import { useEffect, useRef, useState } from "react";

/**
 * "Editar" that unfolds a form under a row: a native <details>, so it works with the keyboard and
 * without extra code, and several rows can be open at once. The form is drawn the first time its
 * row is opened, not with the page: a list of 25 modules carried 25 closed forms, each with its
 * selects, two thirds of the page's HTML (decision 039). Once drawn it stays, so closing the row
 * keeps what was typed.
 */
export function Edicion({ resumen, children }: { resumen: string; children: React.ReactNode }) {
  const [abierta, setAbierta] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mirar = () => {
      if (el.open) setAbierta(true);
    };
    // A row opened before this ran (before or while the page hydrated) is already open: its toggle
    // event may have gone by with no handler, so look at the element itself, then listen natively.
    mirar();
    el.addEventListener("toggle", mirar);
    return () => el.removeEventListener("toggle", mirar);
  }, []);
  return (
    <details ref={ref} className="group w-full">
      <summary className="boton-secundario cursor-pointer list-none text-sm marker:hidden [&::-webkit-details-marker]:hidden" aria-label={resumen}>
        <span className="group-open:hidden">Editar</span>
        <span className="hidden group-open:inline">Cerrar</span>
      </summary>
      <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">{abierta && children}</div>
    </details>
  );
}
