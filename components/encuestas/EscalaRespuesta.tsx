"use client";

import { etiquetaPuntuacion, PUNTUACIONES } from "@/lib/encuestas/puntuaciones";

type Props = {
  /** Name of the radio group; one per question. */
  nombre: string;
  /** undefined: not answered yet; null: 'Ns/Nc'. */
  valor: number | null | undefined;
  onCambio: (valor: number | null) => void;
  deshabilitada?: boolean;
};

/**
 * 'Ns/Nc', 0 … 10 as native radio buttons: Tab reaches the group, the arrow keys move between
 * options, and screen readers announce "7, botón de opción, 9 de 12". Each radio covers its whole
 * pill, so a click or a tap anywhere on it chooses it; the number on top ignores the pointer.
 */
export function EscalaRespuesta({ nombre, valor, onCambio, deshabilitada }: Props) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {PUNTUACIONES.map((p) => {
        const etiqueta = etiquetaPuntuacion(p);
        return (
          <label key={etiqueta} className="relative inline-flex">
            <input
              type="radio"
              name={nombre}
              value={p === null ? "nsnc" : String(p)}
              checked={valor !== undefined && valor === p}
              onChange={() => onCambio(p)}
              disabled={deshabilitada}
              className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-lg disabled:cursor-not-allowed"
            />
            <span
              className={`pointer-events-none inline-flex h-10 items-center justify-center rounded-lg border text-sm font-medium tabular-nums transition-colors peer-checked:border-marca-700 peer-checked:bg-marca-600 peer-checked:text-white peer-hover:border-marca-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marca-500 ${
                p === null ? "min-w-14 border-slate-300 bg-slate-100 px-2 text-slate-700" : "min-w-10 border-slate-300 bg-white px-1 text-slate-900"
              }`}
            >
              {etiqueta}
            </span>
          </label>
        );
      })}
    </div>
  );
}
