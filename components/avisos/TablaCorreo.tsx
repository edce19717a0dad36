"use client";

import type { Accion } from "@/lib/accion";
import { formatearFechaHora } from "@/lib/fechas";
import { Aviso } from "../ui/Aviso";
import { Insignia, type Tono } from "../ui/Insignia";
import { Vacio } from "../ui/Tarjeta";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

export type FilaTablaCorreo = {
  id: number;
  creado: Date;
  tipo: string;
  correo: string;
  asunto: string;
  estado: "pendiente" | "enviando" | "enviado" | "fallido";
  intentos: number;
  proximoIntento: Date;
  enviado: Date | null;
  error: string | null;
  /** The mail's plain text, as it is (or would be) sent. */
  texto: string;
};

const ESTADO: Record<FilaTablaCorreo["estado"], { etiqueta: string; tono?: Tono }> = {
  pendiente: { etiqueta: "Pendiente", tono: "ambar" },
  enviando: { etiqueta: "Enviando" },
  enviado: { etiqueta: "Enviado", tono: "verde" },
  fallido: { etiqueta: "Fallido", tono: "rojo" },
};

function Estado({ f }: { f: FilaTablaCorreo }) {
  const e = ESTADO[f.estado];
  return e.tono ? <Insignia tono={e.tono}>{e.etiqueta}</Insignia> : <span className="text-sm">{e.etiqueta}</span>;
}

/**
 * The outbox, one card per mail (a table does not fit a phone): when, to whom, what, its state and
 * why it failed; its text folded; a failed one can be sent again.
 */
export function TablaCorreo({ filas, reintentar }: { filas: FilaTablaCorreo[]; reintentar: Accion<undefined> }) {
  const c = useAccionConfirmada<never>();
  if (filas.length === 0) return <Vacio>No hay correos en este estado.</Vacio>;
  return (
    <>
      <div aria-live="polite">
        <Aviso estado={c.estado} className="mb-3" />
      </div>
      <ul className="divide-y divide-slate-100" aria-label="Correos">
        {filas.map((f) => (
          <li key={f.id} className="py-3">
            <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
              <div className="min-w-0 flex-[1_1_18rem]">
                <p className="font-medium break-words">{f.asunto}</p>
                <p className="text-sm text-slate-600 break-all">
                  Para {f.correo} · {formatearFechaHora(f.creado)}
                </p>
              </div>
              <Estado f={f} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {f.estado === "enviado" && f.enviado && `Enviado el ${formatearFechaHora(f.enviado)}`}
              {f.estado === "pendiente" && (f.intentos === 0 ? "Aún no se ha intentado." : `${f.intentos === 1 ? "1 intento" : `${f.intentos} intentos`}; el siguiente, hacia las ${formatearFechaHora(f.proximoIntento)}.`)}
              {f.estado === "fallido" && `${f.intentos === 1 ? "1 intento" : `${f.intentos} intentos`}.`}
            </p>
            {f.error && <p className="mt-1 text-sm break-words text-red-900">Motivo: {f.error}</p>}
            <div className="mt-2 flex flex-wrap items-start gap-3">
              <details className="min-w-0 flex-[1_1_18rem] text-sm">
                <summary className="cursor-pointer text-marca-800">Ver el texto del correo</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans">{f.texto}</pre>
              </details>
              {f.estado === "fallido" && (
                <button type="button" className="boton-secundario" disabled={c.ocupado} aria-label={`Reenviar: ${f.asunto}`} onClick={() => c.ejecutar(() => reintentar(null, { id: f.id }))}>
                  Reenviar
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
