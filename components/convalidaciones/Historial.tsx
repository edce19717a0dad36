import type { EventoHistorial } from "@/lib/convalidaciones/queries";
import { formatearFecha } from "@/lib/fechas";

const VERBO = { presentada: "Presentada", resuelta: "Resuelta", reabierta: "Reabierta" } as const;

export function Historial({ eventos }: { eventos: EventoHistorial[] }) {
  return (
    <ol className="space-y-2 text-sm" aria-label="Historial de la solicitud">
      {eventos.map((e, i) => (
        <li key={i} className="border-l-2 border-slate-200 pl-3">
          <span className="font-medium">{VERBO[e.accion]}</span> el {formatearFecha(e.fecha)}
          {e.usuario && <> por {e.usuario}</>}
          {e.motivo && <span className="block text-slate-600">Motivo: {e.motivo}</span>}
        </li>
      ))}
    </ol>
  );
}
