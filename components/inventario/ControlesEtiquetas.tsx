"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId, useState } from "react";

type Props = { plantillas: { id: string; nombre: string }[]; plantilla: string; inicio: number; posiciones: number };

/** Screen-only choices for the sheet: which label grid, and the first free label on it. */
export function ControlesEtiquetas({ plantillas, plantilla, inicio, posiciones }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const sp = useSearchParams();
  const id = useId();
  // Both choices live here too: a second change before the first navigation lands keeps the first.
  const [elegido, setElegido] = useState({ plantilla, inicio: String(inicio) });
  const cambiar = (clave: "plantilla" | "inicio", valor: string) => {
    const nuevo = clave === "plantilla" ? { plantilla: valor, inicio: "1" } : { ...elegido, inicio: valor };
    setElegido(nuevo);
    const p = new URLSearchParams(sp.toString());
    p.set("plantilla", nuevo.plantilla);
    p.set("inicio", nuevo.inicio);
    router.replace(`${pathname}?${p.toString()}`);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="block min-w-0 max-w-full">
        <span className="text-sm text-slate-700">Hoja de etiquetas</span>
        <select value={elegido.plantilla} onChange={(e) => cambiar("plantilla", e.target.value)} className="mt-1 block max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
          {plantillas.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm text-slate-700">Primera etiqueta libre</span>
        <select value={elegido.inicio} onChange={(e) => cambiar("inicio", e.target.value)} aria-describedby={`${id}-ayuda`} className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2">
          {Array.from({ length: posiciones }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
        <span id={`${id}-ayuda`} className="sr-only">
          Para aprovechar una hoja empezada: las etiquetas se cuentan por filas, de izquierda a derecha.
        </span>
      </label>
    </div>
  );
}
