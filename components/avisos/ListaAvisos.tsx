"use client";

import { Enlace } from "../ui/Enlace";
import type { Accion } from "@/lib/accion";
import type { AvisoPropio } from "@/lib/avisos/queries";
import { formatearFechaHora } from "@/lib/fechas";
import { Aviso } from "../ui/Aviso";
import { Vacio } from "../ui/Tarjeta";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

/**
 * The person's notices, unread ones marked, each a link to the page that acts on it, with a button
 * to mark it read (and one for all). Plain links and buttons: the keyboard and a phone need nothing else.
 */
export function ListaAvisos({ avisos, marcar }: { avisos: AvisoPropio[]; marcar: Accion<undefined> }) {
  const c = useAccionConfirmada<never>();
  const sinLeer = avisos.filter((a) => !a.leido).length;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">{sinLeer === 0 ? "No tienes avisos sin leer." : sinLeer === 1 ? "Tienes 1 aviso sin leer." : `Tienes ${sinLeer} avisos sin leer.`}</p>
        {sinLeer > 0 && (
          <button type="button" className="boton-secundario" disabled={c.ocupado} onClick={() => c.ejecutar(() => marcar(null, { id: "todos" }))}>
            Marcar todos como leídos
          </button>
        )}
      </div>
      <div aria-live="polite">
        <Aviso estado={c.estado} className="mb-3" />
      </div>
      {avisos.length === 0 ? (
        <Vacio>Aquí aparecerán los avisos del portal: tus solicitudes resueltas, tu matrícula, las encuestas que se abren…</Vacio>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Avisos">
          {avisos.map((a) => (
            <li key={a.id} className={`flex flex-wrap items-center gap-x-4 gap-y-2 py-3 ${a.leido ? "" : "font-medium"}`}>
              <div className="min-w-0 flex-[1_1_16rem]">
                <Enlace href={a.enlace} className="enlace">
                  {a.asunto}
                </Enlace>
                <p className="text-xs font-normal text-slate-600">
                  {!a.leido && <span className="mr-2 rounded-full bg-marca-100 px-2 py-0.5 font-semibold text-marca-900">Nuevo</span>}
                  {formatearFechaHora(a.creado)}
                </p>
              </div>
              {!a.leido && (
                <button type="button" className="boton-secundario" disabled={c.ocupado} aria-label={`Marcar como leído: ${a.asunto}`} onClick={() => c.ejecutar(() => marcar(null, { id: a.id }))}>
                  Marcar como leído
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
