"use client";

import { useId, useState, useSyncExternalStore, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";
import { AvisoFormulario } from "../forms/Campos";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Props = {
  /** '/api/horarios/calendario/<token>.ics' */
  ruta: string;
  /** Present only for the feed's owner: a new address, the old one stops working. */
  regenerar?: () => Promise<EstadoFormulario<{ ruta: string }>>;
  /** Whose calendar, for the texts: 'tu horario', 'el horario de 1QUI301'. */
  de: string;
};

const sinCambios = () => () => {};

/**
 * The secret address of a calendar feed, to paste into Google Calendar ("Añadir calendario → Desde
 * URL"). The absolute address is the one the browser sees, so it is right behind any proxy.
 */
export function EnlaceCalendario({ ruta: inicial, regenerar, de }: Props) {
  const id = useId();
  const [ruta, setRuta] = useState(inicial);
  // The browser's own address; on the server (no window) the path alone.
  const origen = useSyncExternalStore(
    sinCambios,
    () => window.location.origin,
    () => "",
  );
  const [copiado, setCopiado] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [estado, setEstado] = useState<EstadoFormulario>(null);
  const [enviando, start] = useTransition();
  const url = `${origen}${ruta}`;
  const webcal = url.replace(/^https?:/, "webcal:");

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopiado(true);
    } catch {
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium text-marca-700">Ver {de} en Google Calendar o en el móvil</summary>
      <div className="mt-3 space-y-3 text-sm">
        <p className="text-slate-700">
          Copia esta dirección y, en Google Calendar, elige «Otros calendarios → + → Desde URL». Es secreta: quien la tenga verá {de}.
        </p>
        <div>
          <label htmlFor={`${id}-url`} className="block font-medium text-slate-800">
            Dirección del calendario
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs" />
            <button type="button" className="boton-secundario" onClick={copiar}>
              {copiado ? "Copiada" : "Copiar"}
            </button>
          </div>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a className="enlace" href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`} target="_blank" rel="noreferrer">
            Añadir a Google Calendar
          </a>
          <a className="enlace" href={webcal}>
            Abrir en la app de calendario
          </a>
        </p>
        {regenerar && (
          <div>
            <button type="button" className="boton-secundario" disabled={enviando} onClick={() => setConfirmar(true)}>
              Regenerar enlace
            </button>
            <DialogoConfirmar
              abierto={confirmar}
              titulo="¿Regenerar el enlace?"
              textoConfirmar="Regenerar"
              peligro
              onCancelar={() => setConfirmar(false)}
              onConfirmar={() => {
                setConfirmar(false);
                start(async () => {
                  const r = await regenerar();
                  setEstado(r);
                  if (r?.ok && r.datos) {
                    setRuta(r.datos.ruta);
                    setCopiado(false);
                  }
                });
              }}
            >
              La dirección actual dejará de funcionar: quien se haya suscrito con ella tendrá que suscribirse de nuevo con la nueva.
            </DialogoConfirmar>
            <div className="mt-2">
              <AvisoFormulario estado={estado} />
            </div>
          </div>
        )}
      </div>
    </details>
  );
}
